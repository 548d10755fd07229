import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { trashQueryOptions } from '../../kit/api/trash.ts';

export function useDeleteForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(apiPaths.admin.trashItem(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trashQueryOptions().queryKey }),
  });
}
