import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapLocation } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequestChecked } from '../../../lib/api-client.ts';

/** Interview locations (decision: GET /api/v/media/locations/). Archived ones are dropped here too (docs/behaviour.md §5). */
async function getMapLocations(signal?: AbortSignal): Promise<MapLocation[]> {
  const locations = await apiRequestChecked(apiPaths.media.locations, { signal }, async () =>
    (await import('#contracts/media')).MapLocationSchema.array(),
  );
  return locations.filter((location) => location.visibility !== 'archived');
}

const mapLocationsQueryOptions = () => queryOptions({ queryKey: ['map-locations'], queryFn: ({ signal }) => getMapLocations(signal) });

export function useMapLocations() {
  return useQuery(mapLocationsQueryOptions());
}
