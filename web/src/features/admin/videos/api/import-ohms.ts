import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../kit/api/admin-keys.ts';

/**
 * Uploads one OHMS XML file; the server answers the new archived video. `duration` (hh:mm:ss) answers a
 * `duration_required` refusal: the index's last point then ends there.
 */
export function useImportOhms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ xml, duration }: { xml: string; duration?: string }) =>
      apiRequest<Media>(duration ? `${apiPaths.admin.ohmsImport}?${new URLSearchParams({ duration })}` : apiPaths.admin.ohmsImport, {
        method: 'POST',
        raw: { contentType: 'application/xml', text: xml },
        timeoutMs: 60_000,
      }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
