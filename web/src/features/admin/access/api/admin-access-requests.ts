import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessRequest } from '#contracts/access-requests';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

const requestsKey = () => [...adminKeys.all, 'access-requests'] as const;

/** Visitors' access requests, newest first (docs/behaviour.md §401). */
export const accessRequestsQueryOptions = () =>
  queryOptions({ queryKey: requestsKey(), queryFn: () => apiRequest<AccessRequest[]>(apiPaths.admin.accessRequests), staleTime: 0 });

type Decision =
  { id: number; action: 'approve'; days: number } | { id: number; action: 'refuse'; message: string } | { id: number; action: 'revoke' };

export function useDecideAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => {
      if (decision.action === 'approve')
        return apiRequest<AccessRequest>(apiPaths.admin.accessRequestApprove(decision.id), {
          method: 'POST',
          body: { days: decision.days },
        });
      if (decision.action === 'refuse')
        return apiRequest<AccessRequest>(apiPaths.admin.accessRequestRefuse(decision.id), {
          method: 'POST',
          body: { message: decision.message },
        });
      return apiRequest<AccessRequest>(apiPaths.admin.accessRequestRevoke(decision.id), { method: 'POST', body: {} });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey() }),
  });
}
