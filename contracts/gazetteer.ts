import { GAZETTEER_ENTRIES } from './gazetteer-data.ts';
import { normalizeSearchText } from './search-text.ts';

/**
 * The places of the archive's area with their Arabic names, built from the map's boundary data
 * (scripts/build-gazetteer.ts). Shared by the API (region facet labels, filters by province,
 * search by an Arabic place name) and the web app (Arabic names on cards, the video page and
 * the map list).
 */
export interface GazetteerEntry {
  name: string;
  /** The HCP census's Arabic name (communes and douars); absent where none is known: show `name` with lang="en". */
  name_ar?: string;
  kind: 'province' | 'commune' | 'douar';
  province: string;
  /** Douars only: the commune they belong to. */
  commune?: string;
}

/**
 * Spelling-insensitive key: case, accents, hamza forms and punctuation are ignored, so the
 * data's "Ait-Rahou", "Aït Rahou" and "ait rahou" meet one entry.
 */
export function placeKey(name: string): string {
  return normalizeSearchText(name).replace(/[^\p{L}\p{N}]+/gu, '');
}

const byKey = new Map<string, GazetteerEntry>();
// Communes win over a douar of the same name (the commune is what the boundary data draws), in
// either script: a few douars share their commune's name (Fritissa, Talzemt).
for (const entry of [...GAZETTEER_ENTRIES].reverse()) byKey.set(placeKey(entry.name), entry);
const byArabicKey = new Map<string, GazetteerEntry>();
for (const entry of [...GAZETTEER_ENTRIES].reverse()) if (entry.name_ar) byArabicKey.set(placeKey(entry.name_ar), entry);

let arabicNameList: { arabic: string; latin: string }[] | null = null;
/** Normalised Arabic names, longest first, with the Latin name each stands for: worked out once (every search asks). */
function arabicNames(): { arabic: string; latin: string }[] {
  arabicNameList ??= GAZETTEER_ENTRIES.filter((e) => e.name_ar)
    .sort((a, b) => b.name_ar!.length - a.name_ar!.length)
    .map((entry) => ({
      arabic: normalizeSearchText(entry.name_ar!),
      latin: entry.kind === 'province' ? entry.name.replace(/ Province$/, '') : entry.name,
    }));
  return arabicNameList;
}

export const gazetteer = {
  entries: GAZETTEER_ENTRIES,
  /** The entry of a place written in Latin or Arabic script, or undefined. */
  find(name: string): GazetteerEntry | undefined {
    const key = placeKey(name);
    return byKey.get(key) ?? byArabicKey.get(key);
  },
  /** The Arabic name of a place, or undefined when it has none. */
  arabicName(name: string): string | undefined {
    return this.find(name)?.name_ar;
  },
  /** The province holding a place (a province holds itself), or undefined. */
  provinceOf(name: string): string | undefined {
    return this.find(name)?.province;
  },
  /**
   * Whether `name` lies within `area`: the same place, a commune or douar of a province, or a
   * douar of a commune.
   */
  contains(area: string, name: string): boolean {
    const outer = this.find(area);
    const inner = this.find(name);
    if (!outer || !inner) return placeKey(area) === placeKey(name);
    if (outer === inner) return true;
    if (outer.kind === 'province') return inner.province === outer.name;
    return outer.kind === 'commune' && inner.kind === 'douar' && placeKey(inner.commune ?? '') === placeKey(outer.name);
  },
  /**
   * Replaces Arabic place names in a search text by their Latin names (the names the archive
   * stores), so that searching "عين اللوح" finds the interviews from Ain Leuh.
   */
  latinizePlaces(text: string): string {
    const normalized = normalizeSearchText(text);
    let result = normalized;
    for (const { arabic, latin } of arabicNames()) {
      if (result.includes(arabic)) result = result.replace(arabic, latin);
    }
    return result === normalized ? text : result;
  },
};
