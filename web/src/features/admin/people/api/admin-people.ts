import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { AdminPersonDetail, AdminPersonList, PersonInput, PersonSplit } from '#contracts/people';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys, invalidateAfterWrite } from '../../kit/api/admin-keys.ts';

/** A merge or a split writes each interview of the people concerned: a person of many interviews takes seconds. */
const WRITE_TIMEOUT_MS = 120_000;

const peopleKey = () => [...adminKeys.all, 'people'] as const;
const at = (slug: string) => encodeURIComponent(slug);

/** Every person not merged into another (docs/behaviour.md §1300). */
export const adminPeopleQueryOptions = () =>
  queryOptions({ queryKey: peopleKey(), queryFn: () => apiRequest<AdminPersonList>(apiPaths.admin.people), staleTime: 0 });

/** One person with every interview they take part in, hidden ones included. */
export const adminPersonQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...peopleKey(), slug] as const,
    queryFn: () => apiRequest<AdminPersonDetail>(apiPaths.admin.person(at(slug))),
    staleTime: 0,
  });

/** Names a person and gives their authority identifiers. */
export function useSavePerson(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonInput) => apiRequest<AdminPersonDetail>(apiPaths.admin.person(at(slug)), { method: 'PUT', body: input }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

/** Merges the person into `into`; answers the person it went into. */
export function useMergePerson(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (into: string) =>
      apiRequest<AdminPersonDetail>(apiPaths.admin.personMerge(at(slug)), { method: 'POST', body: { into }, timeoutMs: WRITE_TIMEOUT_MS }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

/** Makes a new person of the person's names in some interviews; answers the new person's slug. */
export function useSplitPerson(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonSplit) =>
      apiRequest<{ id: number; slug: string }>(apiPaths.admin.personSplit(at(slug)), {
        method: 'POST',
        body: input,
        timeoutMs: WRITE_TIMEOUT_MS,
      }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
