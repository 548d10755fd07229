import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent, ConsentInputSchema } from '#contracts/consent';
import { apiPaths } from '#contracts/paths';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';
import { consentOverviewQueryOptions } from '../../kit/api/consent-overview.ts';

// A participant's release and its signed form (docs/behaviour.md §400); the overview they change is the kit's.

type ReleaseValues = z.input<typeof ConsentInputSchema>;
const overviewKey = (mediaId: number) => consentOverviewQueryOptions(mediaId).queryKey;

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: overviewKey(mediaId) }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: overviewKey(mediaId) }),
  });
}

/** The signed form's bytes (the admin token cannot ride on a plain link). */
export const downloadForm = (consent: number) => apiRequest<Blob>(apiPaths.admin.consentForm(consent), { as: 'blob' });
