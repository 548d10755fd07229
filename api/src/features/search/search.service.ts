import type { SearchMatch } from '#contracts/media';
import type { DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';

export interface SearchRequest {
  query: string;
  visibility?: 'public' | 'archived';
  limit: number;
  offset: number;
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
 * Archive-wide search. Placeholder: a case-insensitive substring scan over the title and
 * description; issue 6 replaces it with the full-text engine (FTS5 / tsvector).
 */
export async function searchMedia(db: DbOrTx, _dialect: DialectName, request: SearchRequest): Promise<SearchResult> {
  const term = `%${request.query.trim().toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('media')
    .select('id')
    .where((eb) => eb.or([
      eb(eb.fn('lower', ['title']), 'like', term),
      eb(eb.fn('lower', ['description']), 'like', term),
    ]));
  if (request.visibility) query = query.where('visibility', '=', request.visibility);
  const rows = await query.orderBy('id', 'desc').execute();
  return {
    total: rows.length,
    hits: rows.slice(request.offset, request.offset + request.limit).map((r) => ({ id: r.id, match: { fields: ['title'], snippet: null } })),
  };
}

/** Keeps the search index in step with a video's rows; call inside the write's transaction. */
export async function reindexMedia(_db: DbOrTx, _dialect: DialectName, _mediaId: number): Promise<void> {
  // Placeholder until issue 6: the substring scan reads the tables directly.
}

/** Removes deleted videos from the index; call inside the delete's transaction. */
export async function removeFromIndex(_db: DbOrTx, _dialect: DialectName, _mediaIds: number[]): Promise<void> {
  // Placeholder until issue 6.
}
