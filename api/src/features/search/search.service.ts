import type { Expression, RawBuilder } from 'kysely';
import type { SearchMatch } from '#contracts/media';
import type { DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { searchEngineFor } from '../../db/dialect/search-engine.ts';
import { buildSearchDocument, loadSearchSources } from './search-document.ts';
import { describeMatch } from './search-match.ts';
import { Matcher } from './search-matcher.ts';
import { parseSearchQuery } from './search-query.ts';

export interface SearchRequest {
  query: string;
  visibility?: 'public' | 'archived';
  limit: number;
  offset: number;
  /** Only videos this subquery selects (facet filters, issue 17). */
  within?: Expression<unknown>;
}
export interface SearchHit {
  id: number;
  match: SearchMatch;
}
export interface SearchResult {
  total: number;
  hits: SearchHit[];
}

/**
 * Archive-wide search over everything a visitor can see (issue 6): full-text in the
 * database (FTS5 / tsvector), Arabic- and accent-insensitive, the last word as a prefix.
 * Ranked by field group (title and people first, transcripts last), then recency. A query
 * without words (only punctuation or operators) finds nothing; it never fails.
 */
export async function searchMedia(db: DbOrTx, dialect: DialectName, request: SearchRequest): Promise<SearchResult> {
  const terms = parseSearchQuery(request.query);
  if (terms.length === 0) return { total: 0, hits: [] };
  const engine = searchEngineFor(dialect);
  const { total, hits } = await engine.search(db, terms, request);
  return { total, hits: await describeHits(db, dialect, request.query, hits.map((h) => h.id)) };
}

/** What matched in each of `ids` (fields and snippet), for a page the caller ordered itself. */
export async function describeHits(db: DbOrTx, dialect: DialectName, query: string, ids: number[]): Promise<SearchHit[]> {
  const terms = parseSearchQuery(query);
  const body = await searchEngineFor(dialect).bodyMatches(db, terms, ids);
  const sources = await loadSearchSources(db, ids, ids.filter((id) => body.has(id)));
  const matcher = new Matcher(terms);
  return ids.flatMap((id) => {
    const source = sources.get(id);
    return source ? [{ id, match: describeMatch(source, matcher, body.has(id)) }] : [];
  });
}

/**
 * A subquery of the ids of every video the search finds, to compose with other filters; null
 * when the query has no words (it then finds nothing).
 */
export function searchMatchingIds(dialect: DialectName, query: string): RawBuilder<unknown> | null {
  const terms = parseSearchQuery(query);
  return terms.length ? searchEngineFor(dialect).matchingIds(terms) : null;
}

/** Keeps the search index in step with a video's rows; call inside the write's transaction. */
export async function reindexMedia(db: DbOrTx, dialect: DialectName, mediaId: number): Promise<void> {
  const engine = searchEngineFor(dialect);
  const source = (await loadSearchSources(db, [mediaId])).get(mediaId);
  if (source) await engine.write(db, mediaId, buildSearchDocument(source));
  else await engine.remove(db, [mediaId]);
}

/** Removes deleted videos from the index; call inside the delete's transaction. */
export async function removeFromIndex(db: DbOrTx, dialect: DialectName, mediaIds: number[]): Promise<void> {
  await searchEngineFor(dialect).remove(db, mediaIds);
}
