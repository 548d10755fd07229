import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../kit/api/admin-keys.ts';

/** Brings a collection back from the Trash with its members (docs/behaviour.md §1200). */
export function useRestoreCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(apiPaths.admin.collectionRestore(id), { method: 'POST' }),
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}
