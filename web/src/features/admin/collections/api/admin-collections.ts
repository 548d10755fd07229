import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCollection, AdminCollectionList, CollectionInput } from '#contracts/collections';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys, invalidateAfterWrite } from '../../kit/api/admin-keys.ts';

/**
 * A save that changes many memberships writes each of those interviews (their datestamps move, docs/behaviour.md
 * §1100): a collection of a thousand takes seconds, longer than the usual request's limit.
 */
const SAVE_TIMEOUT_MS = 120_000;

const collectionsKey = () => [...adminKeys.all, 'collections'] as const;

/** Every collection with its members' ids (docs/behaviour.md §1200). */
export const adminCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: collectionsKey(),
    queryFn: () => apiRequest<AdminCollectionList>(apiPaths.admin.collections),
    staleTime: 0,
  });

/** One collection with every member, hidden ones and those in the Trash included. */
export const adminCollectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...collectionsKey(), id] as const,
    queryFn: () => apiRequest<AdminCollection>(apiPaths.admin.collection(id)),
    staleTime: 0,
  });

/** Creates (no id) or saves a collection; every read is stale after it, the public pages' lists included. */
export function useSaveCollection(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionInput) =>
      id === null
        ? apiRequest<{ id: number; slug: string }>(apiPaths.admin.collections, { method: 'POST', body: input, timeoutMs: SAVE_TIMEOUT_MS })
        : apiRequest<null>(apiPaths.admin.collection(id), { method: 'PUT', body: input, timeoutMs: SAVE_TIMEOUT_MS }).then(() => ({
            id,
            slug: input.slug,
          })),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

/** Moves a collection to the Trash. */
export function useTrashCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(apiPaths.admin.collection(id), { method: 'DELETE' }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
