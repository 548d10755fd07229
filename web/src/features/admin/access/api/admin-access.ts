import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaAccess, MediaAccessInput } from '#contracts/access';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

/** An interview's access level, seal, withheld passages and note (docs/behaviour.md §300). */
export const adminAccessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.video(id), 'access'] as const,
    queryFn: () => apiRequest<MediaAccess>(apiPaths.admin.mediaAccess(id)),
    staleTime: 0,
  });

export function useSaveAccess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MediaAccessInput) => apiRequest<MediaAccess>(apiPaths.admin.mediaAccess(id), { method: 'PUT', body: input }),
    // Lists, badges and the public pages all show access: every cached read may be stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
