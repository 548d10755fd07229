import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { gazetteer as Gazetteer } from '#contracts/gazetteer';
import { useSharedQueryData } from './shared-query.ts';

/**
 * The gazetteer's Arabic place names (20 KB of data and the search-text folding its look-ups use) serve Arabic
 * pages only, and are never in an English page's bundle (docs/decisions.md §1021). An Arabic page the server
 * rendered carries the names it shows (`PAGE_PLACE_NAMES_KEY` in its query state), so the browser draws the same
 * page without them (docs/decisions.md §1301); a name the page did not carry (a later list, another page) has
 * `useArabicPlaceName` fetch the gazetteer and draw again. A switch to Arabic, the server's render and the
 * component tests load the gazetteer before they draw. Pages that need the whole gazetteer (the map, a video's
 * related interviews) import it as before.
 */
let loaded: typeof Gazetteer | null = null;

export async function loadArabicPlaceNames(): Promise<void> {
  loaded ??= (await import('#contracts/gazetteer')).gazetteer;
}

/** The query the server sets with the names its render looked up: each name's Arabic name, or null for none. */
export const PAGE_PLACE_NAMES_KEY = ['arabic-place-names'] as const;
type PlaceNames = Record<string, string | null>;

/** The names the server-rendered page carried, read once before the hydration (takePagePlaceNames). */
const pageNames = new Map<string, string | null>();

/** The names a server render is looking up, while it draws (renderToString is synchronous: one render at a time). */
let recording: Map<string, string | null> | null = null;

/** The Arabic name of a place: the gazetteer's once loaded, else the page's; undefined when it has none or is not known yet. */
function arabicPlaceName(name: string): string | undefined {
  if (!loaded) return pageNames.get(name) ?? undefined;
  const arabic = loaded.arabicName(name);
  recording?.set(name, arabic ?? null);
  return arabic;
}

/** Whether `arabicPlaceName` already knows `name` (its Arabic name or that it has none). */
function known(name: string): boolean {
  return loaded !== null || pageNames.has(name);
}

/** The server's render: draws once and returns, besides its result, every place name it looked up. */
export function recordArabicPlaceNames<T>(draw: () => T): { result: T; names: PlaceNames } {
  recording = new Map();
  try {
    const result = draw();
    return { result, names: Object.fromEntries(recording) };
  } finally {
    recording = null;
  }
}

/** The browser, once the page's query state is in the cache: keeps the page's names and drops their query. */
export function takePagePlaceNames(client: QueryClient): void {
  for (const [name, arabic] of Object.entries(client.getQueryData<PlaceNames>(PAGE_PLACE_NAMES_KEY) ?? {})) pageNames.set(name, arabic);
  client.removeQueries({ queryKey: PAGE_PLACE_NAMES_KEY, exact: true });
}

/**
 * `arabicPlaceName` in a component: when `enabled` and the name is not known yet, the gazetteer is fetched
 * (once for every component that asks) and the component drawn again with the name.
 */
export function useArabicPlaceName(name: string, enabled: boolean): string | undefined {
  useSharedQueryData(gazetteerQueryOptions, enabled && !known(name));
  return enabled ? arabicPlaceName(name) : undefined;
}

/** The gazetteer as a query: loaded once, for every name that asks (one observer for them all, lib/shared-query.ts). */
const gazetteerQueryOptions = () =>
  queryOptions({
    queryKey: ['gazetteer'],
    queryFn: async () => {
      await loadArabicPlaceNames();
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
