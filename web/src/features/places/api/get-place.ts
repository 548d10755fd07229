import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import type { Place, PlaceList } from '#contracts/places';
import { apiRequestChecked } from '../../../lib/api-client.ts';

/** The places that have a page (docs/behaviour.md §1300): the map links its points to them. */
export const placesQueryOptions = () =>
  queryOptions({
    queryKey: ['places'] as const,
    queryFn: ({ signal }): Promise<PlaceList> =>
      apiRequestChecked(apiPaths.places.list, { signal }, async () => (await import('#contracts/places')).PlaceListSchema),
  });

/** One page of a place's interviews (`page` counts from 1): the first is the address the server preloads. */
export function placeQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: ['place', slug, page] as const,
    queryFn: async ({ signal }): Promise<Place> => {
      const path = page > 1 ? `${apiPaths.places.detail(slug)}?page=${page}&page_size=${DEFAULT_PAGE_SIZE}` : apiPaths.places.detail(slug);
      return apiRequestChecked(path, { signal }, async () => (await import('#contracts/places')).PlaceSchema);
    },
    // An unknown place stays unknown: the page the server rendered is not asked again.
    retryOnMount: false,
  });
}
