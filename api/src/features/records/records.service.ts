import { placeKey } from '#contracts/gazetteer';
import { RECORD_MATCHES_MAX, type RecordMatches, recordSearchWords } from '#contracts/records';
import { normalizeSearchText, toIndexTerms } from '#contracts/search-text';
import type { DbOrTx } from '../../db/database.ts';
import type { ReadThrough } from '../../lib/caches.ts';
import { readKept } from '../../lib/kept-by-statement.ts';
import { accessToday } from '../access/access-time.ts';
import { type CollectionIndex, listPublicCollections } from '../collections/collections.service.ts';
import { listPublicPeople, type PeopleIndex } from '../people/people.service.ts';
import { listedPlaces, type PlaceIndex } from '../places/places.service.ts';

// Records in a search (docs/behaviour.md §1300, docs/decisions.md §2410): the collections, places and people the public
// may see, as their own public lists give them, matched by their names in either script. The lists are read once and
// kept until the next change (the caches' owner forgets them with every answer made of many interviews); a search then
// reads no table.

/** A record as a search matches it: its names' words (and their forms without an Arabic article). */
interface Entry<T> {
  record: T;
  /** Every index term of its names, as the search index would store them. */
  terms: string[];
  /** Its names, normalised: a name the search equals or begins comes first. */
  names: string[];
  /** Its names without spaces or punctuation (the gazetteer's key), so `aitrahou` finds `Aït-Rahou`. */
  keys: string[];
}

export interface RecordIndex {
  collections: Entry<RecordMatches['collections'][number]>[];
  places: Entry<RecordMatches['places'][number]>[];
  people: Entry<RecordMatches['people'][number]>[];
}

function entry<T>(record: T, ...names: (string | null)[]): Entry<T> {
  const given = [...new Set(names.filter((name): name is string => !!name && name.trim() !== ''))];
  return {
    record,
    terms: [...new Set(given.flatMap(toIndexTerms))],
    names: given.map(normalizeSearchText),
    keys: given.map(placeKey),
  };
}

/** The kept indexes the collections', places' and people's lists are read from (public reads). */
export interface RecordSources {
  collections: ReadThrough<string, CollectionIndex> | null;
  places: () => Promise<PlaceIndex>;
  people: ReadThrough<string, PeopleIndex> | null;
}

/** Reads the three public lists (each through the read model, as its own outlet reads it) and indexes their names. */
async function buildRecordIndex(db: DbOrTx, sources: RecordSources): Promise<RecordIndex> {
  const [collections, placeList, people] = await Promise.all([
    listPublicCollections(db, sources.collections),
    sources.places().then(listedPlaces),
    listPublicPeople(db, {}, sources.people),
  ]);
  return {
    // A collection none of whose interviews the public may see has nothing to show.
    collections: collections
      .filter((c) => c.count > 0)
      .map((c) => entry({ slug: c.slug, title: c.title, title_ar: c.title_ar, count: c.count }, c.title, c.title_ar)),
    places: placeList.map((p) =>
      entry({ slug: p.slug, name: p.name, name_ar: p.name_ar, kind: p.kind, count: p.count }, p.name, p.name_ar),
    ),
    people: people.map((p) => entry({ slug: p.slug, name: p.name, name_ar: p.name_ar, count: p.count }, p.name, p.name_ar)),
  };
}

/**
 * The index, through the kept one where there is one (public reads). Kept by day, as the people's index it is read from
 * (what the public may see is read against today).
 */
export const recordIndex = (db: DbOrTx, kept: ReadThrough<string, RecordIndex> | null, sources: RecordSources) =>
  readKept(kept, `records\u0000${accessToday()}`, () => buildRecordIndex(db, sources));

/** How well a record matches (lower is better), or -1 when it does not: every word begins one of its names' words. */
function rank(entry: Entry<unknown>, words: string[][], whole: string, key: string): number {
  const wordsMatch = words.every((forms) => forms.some((form) => entry.terms.some((term) => term.startsWith(form))));
  const keyMatch = key.length > 0 && entry.keys.some((k) => k.startsWith(key));
  if (!wordsMatch && !keyMatch) return -1;
  if (entry.names.includes(whole) || entry.keys.includes(key)) return 0;
  return entry.names.some((name) => name.startsWith(whole)) || keyMatch ? 1 : 2;
}

function best<T extends { count: number }>(entries: Entry<T>[], words: string[][], whole: string, key: string): T[] {
  const found: { record: T; rank: number; name: string }[] = [];
  for (const e of entries) {
    const r = rank(e, words, whole, key);
    if (r >= 0) found.push({ record: e.record, rank: r, name: e.names[0] ?? '' });
  }
  return found
    .sort((a, b) => a.rank - b.rank || b.record.count - a.record.count || a.name.localeCompare(b.name))
    .slice(0, RECORD_MATCHES_MAX)
    .map((f) => f.record);
}

/** The records a search names, best first; none for a search too short (or too long) to name one. */
export function matchRecords(index: RecordIndex, search: string): RecordMatches {
  const words = recordSearchWords(search);
  if (words.length === 0) return { collections: [], places: [], people: [] };
  const whole = normalizeSearchText(search);
  const key = placeKey(search);
  return {
    collections: best(index.collections, words, whole, key),
    places: best(index.places, words, whole, key),
    people: best(index.people, words, whole, key),
  };
}
