import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { Consent, ConsentInputSchema, ConsentOverview, ConsentStatus } from '#contracts/consent';
import { MAX_PAGE_SIZE } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-media.ts';

const consentKeys = {
  overview: (id: number) => [...adminKeys.all, 'consents', id] as const,
  status: (ids: number[]) => [...adminKeys.all, 'consent-status', ids.join(',')] as const,
};

/** An interview's participants with their releases and what publishing lacks (docs/behaviour.md §400). */
export const consentOverviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: consentKeys.overview(id),
    queryFn: () => apiRequest<ConsentOverview>(apiPaths.admin.consents(id)),
    staleTime: 0,
  });

/** Which of these interviews lack consent (the list's badge); nothing to ask for no ids. */
const consentStatusQueryOptions = (ids: number[]) =>
  queryOptions({
    queryKey: consentKeys.status(ids),
    queryFn: () => apiRequest<ConsentStatus>(`${apiPaths.admin.consentStatus}?ids=${ids.join(',')}`),
    enabled: ids.length > 0,
    staleTime: 0,
  });

type ReleaseValues = z.input<typeof ConsentInputSchema>;

export function useSaveRelease(mediaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participant, values }: { participant: number; values: ReleaseValues }) =>
      apiRequest<Consent>(apiPaths.admin.participantConsent(mediaId, participant), { method: 'PUT', body: values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDeleteRelease(mediaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: number) => apiRequest<null>(apiPaths.admin.consent(consent), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentKeys.overview(mediaId) }),
  });
}

export function useUploadForm(mediaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consent, file }: { consent: number; file: File }) =>
      apiRequest<Consent>(`${apiPaths.admin.consentForm(consent)}?name=${encodeURIComponent(file.name)}`, {
        method: 'PUT',
        raw: { contentType: 'application/octet-stream', text: file },
        timeoutMs: 60_000,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentKeys.overview(mediaId) }),
  });
}

/** The signed form's bytes (the admin token cannot ride on a plain link). */
export const downloadForm = (consent: number) => apiRequest<Blob>(apiPaths.admin.consentForm(consent), { as: 'blob' });

/** The ids among these that lack consent, asked 100 at a time (the status call's limit). */
export function useConsentMissing(ids: number[]): ReadonlySet<number> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) chunks.push(ids.slice(i, i + MAX_PAGE_SIZE));
  const results = useQueries({ queries: chunks.map((chunk) => consentStatusQueryOptions(chunk)) });
  return new Set(results.flatMap((r) => r.data?.results.filter((s) => s.consent_missing).map((s) => s.media) ?? []));
}
