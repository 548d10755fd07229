import type { gazetteer as Gazetteer } from '#contracts/gazetteer';

/**
 * The gazetteer's Arabic place names (20 KB of data) serve Arabic pages only, so they are fetched with the
 * Arabic texts (lib/i18n.ts loadLanguage, docs/decisions.md §1021), never with an English page's bundle; the
 * server's render and the component tests load them before they draw. Pages that need the whole gazetteer
 * (the map, a video's related interviews) import it as before.
 */
let loaded: typeof Gazetteer | null = null;

export async function loadArabicPlaceNames(): Promise<void> {
  loaded ??= (await import('#contracts/gazetteer')).gazetteer;
}

/** The Arabic name of a place, once loaded; undefined when it has none. */
export function arabicPlaceName(name: string): string | undefined {
  return loaded?.arabicName(name);
}
