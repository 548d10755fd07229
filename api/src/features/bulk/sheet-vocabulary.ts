import { gazetteer } from '#contracts/gazetteer';
import { correctLanguageLabel } from '#contracts/language-label';
import type { ArabicLabels } from '#contracts/vocabulary';
import type { DbOrTx } from '../../db/database.ts';
import { readArabicLabels } from '../vocabulary/vocabulary-labels.repository.ts';
import { collectionIdsBySlug } from '../collections/collections.repository.ts';
import { listLookupNames, listRegions } from './bulk.repository.ts';

// The names a spreadsheet may use (docs/behaviour.md §1100): places and regions the gazetteer or the archive
// knows, topics, people and languages the archive's vocabulary holds, each in English or by its Arabic form.
// An import never makes a new name: a misspelt one is an error of its cell, not a new entry of the vocabulary.

export type NameKind = 'topic' | 'person' | 'language' | 'place' | 'region' | 'collection';

/** A name found (as stored) or not (undefined). */
type Finder = (text: string) => string | undefined;

const folded = (text: string) => text.trim().toLocaleLowerCase('en');

/** Exact spelling first, then the one stored spelling that differs only by case. */
function finderOf(names: Iterable<string>): Finder {
  const exact = new Set<string>();
  const byFold = new Map<string, string | null>();
  for (const name of names) {
    exact.add(name);
    const key = folded(name);
    byFold.set(key, byFold.has(key) && byFold.get(key) !== name ? null : name);
  }
  return (text) => (exact.has(text) ? text : (byFold.get(folded(text)) ?? undefined));
}

/** Staff's Arabic forms read backwards: an Arabic form → the name it stands for (the first, when two share one). */
function reverse(labels: Record<string, string>): Finder {
  const back = new Map<string, string>();
  for (const [name, arabic] of Object.entries(labels)) if (!back.has(arabic.trim())) back.set(arabic.trim(), name);
  return (text) => back.get(text.trim());
}

export interface SheetVocabulary {
  /** The Arabic form a cell shows for a name: staff's, else the gazetteer's (places), else the name itself. */
  arabic(kind: NameKind, name: string): string;
  /** The stored name a cell's text stands for, or undefined; `arabic`: the cell is of an `_ar` column. */
  find(kind: NameKind, text: string, arabic: boolean): string | undefined;
  /** The coordinates stored with a region's name (the first row that has any), for a region changed without them. */
  coordinatesOf(region: string): { latitude: number | null; longitude: number | null } | undefined;
  /** The id of the collection (not in the Trash) a slug names. */
  collectionId(slug: string): number | undefined;
}

export async function loadSheetVocabulary(db: DbOrTx): Promise<SheetVocabulary> {
  const [labels, topics, people, places, languages, regions, collections] = await Promise.all([
    readArabicLabels(db),
    listLookupNames(db, 'topics'),
    listLookupNames(db, 'important_people'),
    listLookupNames(db, 'places'),
    listLookupNames(db, 'languages'),
    listRegions(db),
    collectionIdsBySlug(db),
  ]);
  return sheetVocabulary(labels, { topics, people, places, languages, regions, collections });
}

function sheetVocabulary(
  labels: ArabicLabels,
  names: {
    topics: string[];
    people: string[];
    places: string[];
    languages: string[];
    regions: { name: string; latitude: number | null; longitude: number | null }[];
    collections: Map<string, number>;
  },
): SheetVocabulary {
  const coordinates = new Map<string, { latitude: number | null; longitude: number | null }>();
  for (const r of names.regions) {
    const known = coordinates.get(r.name);
    if (!known || (known.latitude === null && r.latitude !== null))
      coordinates.set(r.name, { latitude: r.latitude, longitude: r.longitude });
  }
  const latin: Record<NameKind, Finder> = {
    topic: finderOf(names.topics),
    person: finderOf(names.people),
    language: finderOf(names.languages),
    place: finderOf(names.places),
    region: finderOf(coordinates.keys()),
    collection: finderOf(names.collections.keys()),
  };
  const fromArabic: Record<'topic' | 'language' | 'place', Finder> = {
    topic: reverse(labels.topic),
    language: reverse(labels.language),
    place: reverse(labels.place),
  };
  /** A place of the gazetteer by any of its spellings, in either script: its Latin name. */
  const gazetteerName = (text: string) => gazetteer.find(text)?.name;
  const labelKind = (kind: NameKind) => (kind === 'region' ? 'place' : kind === 'person' || kind === 'collection' ? null : kind);

  return {
    arabic(kind, name) {
      const labelled = labelKind(kind);
      const staff = labelled ? labels[labelled][name] : undefined;
      return staff ?? (kind === 'place' || kind === 'region' ? gazetteer.arabicName(name) : undefined) ?? name;
    },
    find(kind, raw, arabic) {
      const text = kind === 'language' ? correctLanguageLabel(raw) : raw.trim();
      if (text === '') return undefined;
      const labelled = labelKind(kind);
      const viaArabic = arabic && labelled ? fromArabic[labelled](text) : undefined;
      if (viaArabic !== undefined) return viaArabic;
      const stored = latin[kind](text);
      if (stored !== undefined) return stored;
      // A place or region of the gazetteer is known before any interview names it.
      if (kind === 'place' || kind === 'region') {
        const entry = gazetteerName(text);
        if (entry !== undefined) return latin[kind](entry) ?? entry;
      }
      return undefined;
    },
    coordinatesOf: (region) => coordinates.get(region),
    collectionId: (slug) => names.collections.get(slug),
  };
}
