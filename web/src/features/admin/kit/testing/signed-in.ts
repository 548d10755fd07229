import { QueryClient } from '@tanstack/react-query';
import type { Role } from '#contracts/permissions';
import { accountQueryOptions } from '../api/account.ts';

/**
 * A query client for a component test, signed in as staff of `role`: the screens offer what the role may do
 * (`useCan()`), as they do once the layout has read the account.
 */
export function signedInQueryClient(role: Role): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(accountQueryOptions().queryKey, {
    username: role,
    role,
    email: null,
    two_factor: false,
    two_factor_required: false,
  });
  return queryClient;
}
