import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountLink,
  ActivityList,
  RecoveryCodes,
  TwoFactorSetup,
  User,
  UserCreated,
  UserCreateInput,
  UserList,
  UserPatchInput,
} from '#contracts/accounts';
import { apiPaths } from '#contracts/paths';
import type { Proposal, ProposalList, ProposalSummary } from '#contracts/review';
import { apiRequest } from '../../../../lib/api-client.ts';
import { accountQueryOptions } from '../../kit/api/account.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

// Staff accounts, the signed-in account's settings, activity and review (docs/behaviour.md §500); who is
// signed in and what the role may do are the kit's (kit/api/account.ts).

const teamKeys = {
  users: () => [...adminKeys.all, 'users'] as const,
  activity: (filter: ActivityFilter) => [...adminKeys.all, 'activity', filter] as const,
  proposals: (status: ProposalSummary['status']) => [...adminKeys.all, 'proposals', status] as const,
  proposal: (id: string) => [...adminKeys.all, 'proposal', id] as const,
};

export const usersQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.users(), queryFn: () => apiRequest<UserList>(apiPaths.admin.users) });

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserCreateInput) => apiRequest<UserCreated>(apiPaths.admin.users, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.users() }),
  });
}

export function usePatchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UserPatchInput }) =>
      apiRequest<User>(apiPaths.admin.user(id), { method: 'PATCH', body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.users() }),
  });
}

export function useResetLink() {
  return useMutation({ mutationFn: (id: number) => apiRequest<AccountLink>(apiPaths.admin.userReset(id), { method: 'POST' }) });
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiRequest<TwoFactorSetup>(apiPaths.admin.twoFactorSetup, { method: 'POST' }) });
}

export function useTwoFactorChange(turn: 'on' | 'off') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodes | { ok: true }>(turn === 'on' ? apiPaths.admin.twoFactorEnable : apiPaths.admin.twoFactorDisable, {
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiRequest<{ ok: true }>(apiPaths.admin.signOutEverywhere, { method: 'POST' }) });
}

export interface ActivityFilter {
  actor?: string;
  media?: string;
  page: number;
}

export const activityQueryOptions = (filter: ActivityFilter) => {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.actor) query.set('actor', filter.actor);
  if (filter.media) query.set('media', filter.media);
  return queryOptions({
    queryKey: teamKeys.activity(filter),
    queryFn: () => apiRequest<ActivityList>(`${apiPaths.admin.activity}?${query}`),
  });
};

export const proposalsQueryOptions = (status: ProposalSummary['status']) =>
  queryOptions({
    queryKey: teamKeys.proposals(status),
    queryFn: () => apiRequest<ProposalList>(`${apiPaths.admin.proposals}?status=${status}`),
    staleTime: 0,
  });

export const proposalQueryOptions = (id: string) =>
  queryOptions({ queryKey: teamKeys.proposal(id), queryFn: () => apiRequest<Proposal>(apiPaths.admin.proposal(id)), staleTime: 0 });

/** Accepting changes the video everywhere, public lists included: everything is refetched. */
export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'accept' | 'reject' }) =>
      apiRequest<{ ok: true }>(decision === 'accept' ? apiPaths.admin.proposalAccept(id) : apiPaths.admin.proposalReject(id), {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
