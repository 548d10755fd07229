import { queryOptions, useQuery } from '@tanstack/react-query';
import boulemaneUrl from '../geo/boulemane-communes.geojson?url';
import douarsUrl from '../geo/douars.geojson?url';
import ifraneUrl from '../geo/ifrane-communes.geojson?url';
import { yieldToMain } from '../../../lib/yield-to-main.ts';
import { type Boundaries, boundariesOf } from '../lib/boundaries.ts';

// The three bundled boundary files are static assets of the map chunk: no API call (docs/behaviour.md §7).
// Each file is checked as it arrives, in a task of its own: the three in one took a slow phone's main thread
// for a long task (docs/decisions.md §1500).
async function fetchJson<T>(url: string, parse: (raw: unknown) => T, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const raw: unknown = await response.json();
  await yieldToMain();
  return parse(raw);
}

async function getBoundaries(signal?: AbortSignal): Promise<Boundaries> {
  const { parseCommunes, parseDouars } = await import('../lib/boundary-files.ts');
  const [ifrane, boulemane, douars] = await Promise.all([
    fetchJson(ifraneUrl, parseCommunes, signal),
    fetchJson(boulemaneUrl, parseCommunes, signal),
    fetchJson(douarsUrl, parseDouars, signal),
  ]);
  await yieldToMain();
  return boundariesOf({ ifrane, boulemane, douars });
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
