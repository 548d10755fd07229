import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '#contracts/contact';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

/** Contact messages, newest first; a non-array answer counts as empty (docs/behaviour.md §7). */
export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.messages(),
    queryFn: async () => {
      const data = await apiRequest<unknown>(apiPaths.messages.list);
      return Array.isArray(data) ? (data as ContactMessage[]) : [];
    },
    staleTime: 0,
  });

export function useSetMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiRequest<ContactMessage>(apiPaths.messages.detail(id), { method: 'PATCH', body: { read } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(apiPaths.messages.detail(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  });
}
