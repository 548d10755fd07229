import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '#contracts/accounts';
import { apiPaths } from '#contracts/paths';
import { can, type Permission } from '#contracts/permissions';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

// The signed-in account and what its role may do (docs/behaviour.md §500): every admin domain asks.

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'account'] as const,
    queryFn: () => apiRequest<Account>(apiPaths.admin.account),
    staleTime: 60_000,
  });

/** Whether the signed-in role holds a permission; false until the account has loaded, so nothing flashes. */
export function useCan(): (permission: Permission) => boolean {
  const role = useAccountRole();
  return (permission) => can(role, permission);
}

/** The signed-in account's role; undefined while the account loads (a screen then says nothing about what it may do). */
export function useAccountRole(): Account['role'] | undefined {
  return useQuery(accountQueryOptions()).data?.role;
}
