import { queryOptions, useQuery } from '@tanstack/react-query';
import boulemaneUrl from '../geo/boulemane-communes.geojson?url';
import douarsUrl from '../geo/douars.geojson?url';
import ifraneUrl from '../geo/ifrane-communes.geojson?url';
import { buildBoundaries, type Boundaries } from '../lib/boundaries.ts';

// The three bundled boundary files are static assets of the map chunk: no API call (docs/behaviour.md §7).
async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

async function getBoundaries(signal?: AbortSignal): Promise<Boundaries> {
  const [ifrane, boulemane, douars] = await Promise.all([
    fetchJson(ifraneUrl, signal),
    fetchJson(boulemaneUrl, signal),
    fetchJson(douarsUrl, signal),
  ]);
  return buildBoundaries({ ifrane, boulemane, douars });
}

export const boundariesQueryOptions = () =>
  queryOptions({
    queryKey: ['map-boundaries'],
    queryFn: ({ signal }) => getBoundaries(signal),
    staleTime: Infinity,
    retry: false,
    // Large static files the browser fetches itself: never rendered into a page (docs/architecture.md "Server rendering").
    meta: { serverRender: false },
  });

export function useBoundaries() {
  return useQuery(boundariesQueryOptions());
}
