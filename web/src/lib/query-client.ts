import { QueryClient } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS, MAX_RETRIES, RETRY_DELAY_MS } from '#contracts/constants';
import { ApiError } from './api-client.ts';

/** docs/behaviour.md §9: retry up to 3 times on timeout or 5xx only. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.timedOut || error.status >= 500;
}

/** The app's query defaults; the server renders with a client of its own per request (entry-server.tsx), never retrying. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME_MS, // docs/behaviour.md §9: 5-minute cache lifetime
        gcTime: CACHE_LIFETIME_MS,
        retry: retry ? shouldRetry : false,
        // docs/behaviour.md §9: wait 1000 ms × attempt number before each retry
        retryDelay: (attempt) => RETRY_DELAY_MS * (attempt + 1),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
