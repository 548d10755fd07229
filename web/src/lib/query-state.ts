import { type DehydratedState, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '#contracts/server-render';
import { ApiError } from './api-client.ts';

/** A failed read as it crosses from server to browser: what ApiError needs to be rebuilt. */
interface WireError {
  apiError: { message: string; status: number; body: unknown };
}

/**
 * The query cache a server-rendered page was drawn from (docs/architecture.md "Server rendering"):
 * answers and failures both, so the browser draws the same page (a "Video not found" too) without
 * asking again. Failures travel as their status and body, never as a stack.
 */
export function dehydrateQueryState(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (error === null || error === undefined) return query;
      const wire: WireError = {
        apiError:
          error instanceof ApiError
            ? { message: error.message, status: error.status, body: error.body }
            : { message: 'API request failed', status: 500, body: null },
      };
      return { ...query, state: { ...query.state, error: wire as unknown as Error } };
    }),
  };
}

/** Fills the browser's query cache from the page the server rendered; false when the page carries none (the dev server). */
export function hydrateQueryState(client: QueryClient): boolean {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  for (const query of state.queries) {
    const wire = query.state.error as WireError | null | undefined;
    if (wire?.apiError) {
      const { message, status, body } = wire.apiError;
      (query.state as { error: unknown }).error = new ApiError(message, status, body);
    }
  }
  hydrate(client, state);
  return true;
}
