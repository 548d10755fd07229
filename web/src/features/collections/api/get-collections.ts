import { queryOptions } from '@tanstack/react-query';
import type { Collection, CollectionList } from '#contracts/collections';
import { DEFAULT_PAGE_SIZE } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { apiRequestChecked } from '../../../lib/api-client.ts';

/** Every collection, with how many of its interviews the public may see. */
export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections'] as const,
    queryFn: ({ signal }): Promise<CollectionList> =>
      apiRequestChecked(apiPaths.collections.list, { signal }, async () => (await import('#contracts/collections')).CollectionListSchema),
  });

/** One page of a collection's interviews (`page` counts from 1): the first is the address the server preloads. */
export function collectionQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: ['collection', slug, page] as const,
    queryFn: async ({ signal }): Promise<Collection> => {
      const path =
        page > 1 ? `${apiPaths.collections.detail(slug)}?page=${page}&page_size=${DEFAULT_PAGE_SIZE}` : apiPaths.collections.detail(slug);
      return apiRequestChecked(path, { signal }, async () => (await import('#contracts/collections')).CollectionSchema);
    },
    // An unknown collection stays unknown: the page the server rendered is not asked again.
    retryOnMount: false,
  });
}
