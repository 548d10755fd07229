import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapPlace } from '../lib/boundaries.ts';
import { boundariesQueryOptions } from './get-boundaries.ts';

/**
 * The communes and douars the side panel lists (docs/decisions.md §1040). The server reads them from
 * the boundary files bundled into its entry and the page carries only these (about 17 kB, not the
 * 130 kB of GeoJSON), so the list is drawn without script and hydrates without moving. In the
 * browser (the map reached from another page) they come from the boundary files the map loads anyway:
 * one download, and the list appears with the map's data as before (docs/decisions.md §63).
 */
const mapPlacesQueryOptions = () =>
  queryOptions({
    queryKey: ['map-places'],
    queryFn: async ({ client }): Promise<MapPlace[]> => {
      // import.meta.env.SSR is a constant of each build: the browser's bundle has neither the import nor the files.
      if (import.meta.env.SSR) return (await import('../lib/bundled-places.ts')).bundledPlaces;
      return (await client.ensureQueryData(boundariesQueryOptions())).places;
    },
    staleTime: Infinity,
    retry: false,
  });

export function useMapPlaces() {
  return useQuery(mapPlacesQueryOptions());
}
