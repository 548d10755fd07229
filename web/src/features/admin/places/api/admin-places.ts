import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { AdminPlaceList, PlaceAuthority } from '#contracts/places';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys, invalidateAfterWrite } from '../../kit/api/admin-keys.ts';

const placesKey = () => [...adminKeys.all, 'places'] as const;

/** Every place of the gazetteer with its identifiers (docs/behaviour.md §1300). */
export const adminPlacesQueryOptions = () =>
  queryOptions({
    queryKey: placesKey(),
    queryFn: ({ signal }) => apiRequest<AdminPlaceList>(apiPaths.admin.places, { signal }),
    staleTime: 0,
  });

/** Saves one place's identifiers; the list is read again, and the public place pages with it. */
export function useSavePlaceAuthority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, authority }: { slug: string; authority: { geonames: string; wikidata: string } }) =>
      apiRequest<{ slug: string; authority: PlaceAuthority }>(apiPaths.admin.place(slug), { method: 'PUT', body: { authority } }),
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}
