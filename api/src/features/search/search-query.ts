import { queryVariants, toSearchTokens } from '#contracts/search-text';
import type { QueryTerm } from '../../db/dialect/search-engine.ts';

/** More words than this add little but cost a join each; the rest are ignored. */
const MAX_QUERY_TERMS = 16;
/** Index and query terms are cut to this length, so both sides agree on very long "words". */
export const MAX_TERM_LENGTH = 100;
/** A one-letter prefix would expand to a large part of the vocabulary. */
const MIN_PREFIX_LENGTH = 2;
/** Reading further into a 10 KB query cannot add terms past MAX_QUERY_TERMS of sensible length. */
const MAX_QUERY_CHARS = 4_000;

/**
 * Turns what a visitor typed into query terms: normalised words only (so FTS operators,
 * quotes and brackets are just punctuation), each with its Arabic article-less forms, and
 * prefix matching for the last word as the user types. No words → no terms (no results).
 */
export function parseSearchQuery(raw: string): QueryTerm[] {
  const tokens = [...new Set(toSearchTokens(raw.slice(0, MAX_QUERY_CHARS)).map((t) => t.slice(0, MAX_TERM_LENGTH)))].slice(
    0,
    MAX_QUERY_TERMS,
  );
  return tokens.map((token, i) => {
    const prefix = i === tokens.length - 1 && token.length >= MIN_PREFIX_LENGTH;
    // A stem shorter than the prefix minimum would widen the prefix too far.
    const alternatives = queryVariants(token).filter((f) => !prefix || f.length >= MIN_PREFIX_LENGTH);
    return { alternatives, prefix };
  });
}

/** Whether one index term satisfies a query term. Mirrors the engines' matching. */
export function termMatches(term: QueryTerm, indexTerm: string): boolean {
  return term.alternatives.some((f) => (term.prefix ? indexTerm.startsWith(f) : indexTerm === f));
}
