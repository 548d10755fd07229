import type { Expression, RawBuilder } from 'kysely';
import type { MediaSummary, SearchMatch } from '#contracts/media';
import type { DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { type SearchQuery, searchEngineFor } from '../../db/dialect/search-engine.ts';
import type { ReadManyThrough } from '../../lib/caches.ts';
import { buildSearchDocument, loadSearchBodies, loadSearchSources, type SearchBody } from './search-document.ts';
import { describeMatch } from './search-match.ts';
import { Matcher } from './search-matcher.ts';
import { parseAllWords, parseSearch } from './search-query.ts';

export interface SearchRequest {
  visibility?: 'public' | 'archived';
  limit: number;
  offset: number;
  /** Only videos this subquery selects (the archive's facet filters). */
  within?: Expression<unknown>;
}
/** One page of hits, in rank order, with the parsed queries for describing them. */
export interface SearchHits {
  total: number;
  ids: number[];
  queries: SearchQuery[];
  /** The hits whose body holds a term, where the search already told (else bodyMatches is asked). */
  inBody?: Set<number>;
}

/** The search a request asks for; null when it has nothing to look for (no words, or too few for all-words). */
export function searchQueryOf(text: string, allWords = false): SearchQuery | null {
  const query = allWords ? parseAllWords(text) : parseSearch(text);
  return query && query.terms.length > 0 ? query : null;
}

/**
 * Archive-wide search over everything a visitor can see (docs/behaviour.md §802), for a query from
 * searchQueryOf: the whole text as one substring of a metadata field, or as a phrase of the
 * transcripts and segments (the last word as a prefix), Arabic- and accent-insensitive
 * (contracts/search-text.ts); all words, each word of three letters or more anywhere instead.
 * Ranked by field group (title and people first, transcripts last), then recency.
 */
export async function findSearchHits(db: DbOrTx, dialect: DialectName, query: SearchQuery, request: SearchRequest): Promise<SearchHits> {
  const { total, hits } = await searchEngineFor(dialect).search(db, query, request);
  const told = hits.every((h) => h.inBody !== undefined);
  return {
    total,
    ids: hits.map((h) => h.id),
    queries: [query],
    ...(told ? { inBody: new Set(hits.filter((h) => h.inBody).map((h) => h.id)) } : {}),
  };
}

/**
 * Which fields of each hit matched, with a snippet for body hits. Takes the page's videos as
 * already presented, so their metadata is read once; only matching bodies are loaded, or taken
 * from `keptBodies` where it holds them (a public page).
 */
export async function describeSearchHits(
  db: DbOrTx,
  dialect: DialectName,
  hits: SearchHits,
  videos: MediaSummary[],
  keptBodies: ReadManyThrough<SearchBody> | null,
): Promise<Map<number, SearchMatch>> {
  const body = hits.inBody ?? (await bodyMatchesOfAny(db, dialect, hits.queries, hits.ids));
  const bodies = keptBodies ? await keptBodies([...body], (ids) => loadSearchBodies(db, ids)) : await loadSearchBodies(db, [...body]);
  const matcher = new Matcher(hits.queries);
  // `bodies` holds exactly the videos whose body matched (loadSearchBodies gives every id asked an entry).
  return new Map(videos.map((video) => [video.id, describeMatch(video, matcher, bodies.get(video.id))]));
}

/** Of `ids`, those whose body matches one of the queries. */
async function bodyMatchesOfAny(db: DbOrTx, dialect: DialectName, queries: SearchQuery[], ids: number[]): Promise<Set<number>> {
  const found = await Promise.all(queries.map((query) => searchEngineFor(dialect).bodyMatches(db, query, ids)));
  return new Set(found.flatMap((set) => [...set]));
}

/**
 * A subquery of the ids of every video the search finds, to compose with other filters (facets,
 * other orders); null when the query has no letters or digits (it then finds nothing).
 */
export function searchMatchingIds(dialect: DialectName, query: SearchQuery | null): RawBuilder<unknown> | null {
  return query ? searchEngineFor(dialect).matchingIds(query) : null;
}

/** Keeps the search index in step with a video's rows (a video gone from `media` leaves it); writeInterviews calls it. */
export async function reindexMedia(db: DbOrTx, dialect: DialectName, mediaId: number): Promise<void> {
  const engine = searchEngineFor(dialect);
  const source = (await loadSearchSources(db, [mediaId])).get(mediaId);
  if (source) await engine.write(db, mediaId, buildSearchDocument(source));
  else await engine.remove(db, [mediaId]);
}

/** One short step of the index's upkeep after writes (search-upkeep.ts); true while more may be left. */
export function tidySearchIndex(db: DbOrTx, dialect: DialectName): Promise<boolean> {
  return searchEngineFor(dialect).tidy(db);
}
