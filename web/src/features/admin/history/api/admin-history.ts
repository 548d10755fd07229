import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaHistory } from '#contracts/history';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys, invalidateAfterWrite } from '../../kit/api/admin-keys.ts';

/** A video's earlier versions, newest first, with the video as it is now. */
export const historyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'history', id] as const,
    queryFn: () => apiRequest<MediaHistory>(apiPaths.admin.history(id)),
    staleTime: 0,
  });

/** Restoring is a new save: every cached read of the video may be stale. */
export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => apiRequest<Media>(apiPaths.admin.historyRestore(id, version), { method: 'POST' }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
