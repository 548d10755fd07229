import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessStatus } from '#contracts/auth';
import { storageKeys } from '#contracts/constants';
import { ErrorCode } from '#contracts/error-codes';
import { apiPaths } from '#contracts/paths';
import { ACCESS_STATUS_META } from '#contracts/page-meta';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * The status the server wrote into the page it served (api/src/features/seo/), so the first paint
 * does not wait for a request; undefined when there is none (the dev server), and then we ask.
 */
function statusFromPage(): AccessStatus | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${ACCESS_STATUS_META}"]`)?.content;
  try {
    const status: unknown = content ? JSON.parse(content) : undefined;
    const { required, granted } = (status ?? {}) as Partial<AccessStatus>;
    return typeof required === 'boolean' && typeof granted === 'boolean' ? { required, granted } : undefined;
  } catch {
    return undefined;
  }
}

export const accessStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['access-status'],
    queryFn: ({ signal }) => apiRequest<AccessStatus>(apiPaths.auth.accessStatus, { signal }),
    initialData: statusFromPage,
    // The cookie decides; ask again on every page load, never from a stale cache.
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** docs/behaviour.md §3: the session flag mirrors the server cookie; the cookie is what grants access. */
function setSessionFlag(granted: boolean): void {
  try {
    if (granted) sessionStorage.setItem(storageKeys.platformAccess, 'true');
    else sessionStorage.removeItem(storageKeys.platformAccess);
  } catch {
    // Storage may be disabled; the server cookie still works.
  }
}

export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<{ ok: true }>(apiPaths.auth.access, { method: 'POST', body: { password } }),
    onSuccess: () => {
      setSessionFlag(true);
      queryClient.setQueryData(accessStatusQueryOptions().queryKey, { required: true, granted: true });
    },
  });
}

export function useRevokeAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>(apiPaths.auth.access, { method: 'DELETE' }),
    onSettled: () => {
      // docs/behaviour.md §4: the logout callback clears access, whatever the server answered.
      setSessionFlag(false);
      const [statusKey] = accessStatusQueryOptions().queryKey;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== statusKey });
      queryClient.setQueryData(accessStatusQueryOptions().queryKey, { required: true, granted: false });
    },
  });
}

/** Keeps the session flag in step with what the server said on load. */
export function syncSessionFlag(status: AccessStatus): void {
  setSessionFlag(status.granted && status.required);
}

/** Which message a refused password shows (docs/behaviour.md §4): wrong, too many tries, or no answer. */
export function gateErrorKey(error: unknown): 'gate.incorrect' | 'gate.tooMany' | 'gate.unavailable' {
  const code = error instanceof ApiError ? error.code : null;
  if (code === ErrorCode.wrongAccessPassword) return 'gate.incorrect';
  if (code === ErrorCode.rateLimited) return 'gate.tooMany';
  return 'gate.unavailable';
}

/** The server's answer when the access cookie is missing or expired (api/src/plugins/access-gate.ts). */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.accessRequired;
}
