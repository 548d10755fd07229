import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { TrashList } from '#contracts/trash';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, invalidateAfterWrite } from './admin-media.ts';

const trashKey = () => [...adminKeys.all, 'trash'] as const;

/** Deleted videos, newest first (the server purges expired ones before answering). */
export const trashQueryOptions = () =>
  queryOptions({ queryKey: trashKey(), queryFn: () => apiRequest<TrashList>(apiPaths.admin.trash), staleTime: 0 });

/** A restored video is back in every list, public ones included: everything is refetched. */
export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(apiPaths.admin.trashRestore(id), { method: 'POST' }),
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}

export function useDeleteForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(apiPaths.admin.trashItem(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trashKey() }),
  });
}
