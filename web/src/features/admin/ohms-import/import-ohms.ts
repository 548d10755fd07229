import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../api/admin-media.ts';

/** Uploads one OHMS XML file; the server answers the new archived video. */
export function useImportOhms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (xml: string) =>
      apiRequest<Media>(apiPaths.admin.ohmsImport, {
        method: 'POST',
        raw: { contentType: 'application/xml', text: xml },
        timeoutMs: 60_000,
      }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
