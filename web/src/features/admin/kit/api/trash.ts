import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { TrashList } from '#contracts/trash';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys, invalidateAfterWrite } from './admin-keys.ts';

// The Trash as two domains read it: its own page, and the videos list's Undo after a delete (with the days it keeps them).

/** Deleted videos, newest first (the server purges expired ones before answering). */
export const trashQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'trash'] as const,
    queryFn: () => apiRequest<TrashList>(apiPaths.admin.trash),
    staleTime: 0,
  });

/** A restored video is back in every list, public ones included: everything is refetched. */
export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(apiPaths.admin.trashRestore(id), { method: 'POST' }),
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}
