import { queryOptions, useQueries } from '@tanstack/react-query';
import type { ConsentStatus } from '#contracts/consent';
import { MAX_PAGE_SIZE } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

/** Which of these interviews lack consent (the list's badge); nothing to ask for no ids. */
const consentStatusQueryOptions = (ids: number[]) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'consent-status', ids.join(',')] as const,
    queryFn: () => apiRequest<ConsentStatus>(`${apiPaths.admin.consentStatus}?ids=${ids.join(',')}`),
    enabled: ids.length > 0,
    staleTime: 0,
  });

/** The ids among these that lack consent, asked 100 at a time (the status call's limit). */
export function useConsentMissing(ids: number[]): ReadonlySet<number> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) chunks.push(ids.slice(i, i + MAX_PAGE_SIZE));
  const results = useQueries({ queries: chunks.map((chunk) => consentStatusQueryOptions(chunk)) });
  return new Set(results.flatMap((r) => r.data?.results.filter((s) => s.consent_missing).map((s) => s.media) ?? []));
}
