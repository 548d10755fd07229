import type { Expression, RawBuilder } from 'kysely';
import type { DbOrTx } from '../database.ts';
import type { DialectName } from './dialect.ts';
import { postgresSearch } from './search-postgres.ts';
import { sqliteSearch } from './search-sqlite.ts';

/**
 * One query word: the normalised forms it accepts (the word, or its Arabic stem without the
 * article) and whether it also matches longer words starting with them (the word being typed).
 * Forms hold letters and digits only (contracts/search-text.ts), never user syntax.
 */
export interface QueryTerm {
  alternatives: string[];
  prefix: boolean;
}

/**
 * One search (docs/behaviour.md §802, built by features/search/search-query.ts). `byWords`: every
 * term somewhere in the video (a substring of a metadata field or a word of the body), the engines'
 * word search; this is exactly the phrase rule for one plain word, and the "all these words"
 * suggestion. Otherwise the video's metadata holds one of `text` (the whole normalised text) as a
 * substring of one field, or its body holds the phrase: every term of `pairs` (consecutive word
 * pairs), or the one term when there is one word. `terms` then only narrows the metadata side
 * through the index first.
 */
export interface SearchQuery {
  terms: QueryTerm[];
  text: string[];
  pairs: QueryTerm[] | null;
  byWords: boolean;
}

/**
 * What a video's index holds. `heads`: the metadata in three weighted groups, a = title and
 * people (guest, host, important people), b = region, places and topics, c = description,
 * original language and date, ranked 4, 2, 1 and matched by substring (each group's fields
 * normalised and joined by a newline, which no normalised query holds, so a match never spans
 * two fields). `body`: the words of the transcripts and segments, matched by words.
 */
export interface IndexDocument {
  body: string[];
  heads: { a: string; b: string; c: string };
}

interface RankedHit {
  id: number;
  /**
   * Whether the hit's body holds a term, where the engine learns it in the same statement as the
   * page (PostgreSQL: one round trip fewer a page); otherwise `bodyMatches` tells.
   */
  inBody?: boolean;
}

interface SearchPage {
  visibility?: 'public' | 'archived';
  /** Only videos whose id this subquery selects (the archive's facet filters, docs/decisions.md §87). */
  within?: Expression<unknown>;
  limit: number;
  offset: number;
}

/**
 * The search engine of one database: metadata by substring (FTS5 word suffixes on SQLite, pg_trgm
 * on PostgreSQL), transcripts and segments by words (FTS5 / tsvector + GIN). A video matches when
 * every query term is a substring of one of its metadata fields or a word of its body.
 */
export interface SearchEngine {
  /** Replaces the video's index entry. */
  write(db: DbOrTx, id: number, doc: IndexDocument): Promise<void>;
  remove(db: DbOrTx, ids: number[]): Promise<void>;
  /**
   * Videos the query finds, best first: group weight of the heads holding a term (byWords) or the
   * text (a 4, b 2, c 1), then recency (interview date, creation), then id.
   */
  search(db: DbOrTx, query: SearchQuery, page: SearchPage): Promise<{ total: number; hits: RankedHit[] }>;
  /** A subquery selecting the ids of every video the query finds, for composing with other filters. */
  matchingIds(query: SearchQuery): RawBuilder<unknown>;
  /** Of `ids`, those whose body (transcripts, segments) matches: holds a term (byWords), else the phrase. */
  bodyMatches(db: DbOrTx, query: SearchQuery, ids: number[]): Promise<Set<number>>;
  /**
   * One short step of upkeep after writes (features/search/search-upkeep.ts): true when it did
   * some work and another step may find more, false when there is nothing left to do.
   */
  tidy(db: DbOrTx): Promise<boolean>;
}

export function searchEngineFor(dialect: DialectName): SearchEngine {
  return dialect === 'postgres' ? postgresSearch : sqliteSearch;
}
