import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MapLocationSchema, type MapLocation } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** Interview locations (decision: GET /api/v/media/locations/). Archived ones are dropped here too (docs/behaviour.md §5). */
async function getMapLocations(signal?: AbortSignal): Promise<MapLocation[]> {
  const body = await apiRequest<unknown>(apiPaths.media.locations, { signal });
  return z
    .array(MapLocationSchema)
    .parse(body)
    .filter((location) => location.visibility !== 'archived');
}

const mapLocationsQueryOptions = () => queryOptions({ queryKey: ['map-locations'], queryFn: ({ signal }) => getMapLocations(signal) });

export function useMapLocations() {
  return useQuery(mapLocationsQueryOptions());
}
