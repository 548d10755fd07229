import { normalizeSearchText, pairTerm, queryVariants, suggestedWords, toSearchTokens } from '#contracts/search-text';
import type { QueryTerm, SearchQuery } from '../../db/dialect/search-engine.ts';
import { substringForms } from '../../db/dialect/search-terms.ts';

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

/** A phrase's metadata text is cut to this many characters (no field of a video is searched past a few KB anyway). */
const MAX_TEXT_CHARS = 1_000;

/**
 * What a visitor typed as one search (docs/behaviour.md §802): the metadata must hold the whole
 * trimmed text, normalised, as one substring of one field (`text`, with the first word also
 * without its Arabic article); the transcripts and segments must hold its words as a phrase:
 * one word as today's word match, more as all their consecutive pairs (`pairs`, the last pair's
 * second word as a prefix when it is being typed). One word and nothing else is the engines' word
 * search already (`byWords`). No words: no terms (nothing found).
 */
export function parseSearch(raw: string): SearchQuery {
  const terms = parseSearchQuery(raw);
  // Whitespace is already one space; other control characters cannot be meant (and PostgreSQL refuses NUL).
  const normalized = normalizeSearchText(raw.slice(0, MAX_QUERY_CHARS))
    .replace(/\p{Cc}/gu, '')
    .slice(0, MAX_TEXT_CHARS);
  const first = terms[0];
  const plain = terms.length === 1 && first !== undefined && first.alternatives[0] === normalized;
  if (terms.length === 0 || plain) return { terms, text: [normalized], pairs: null, byWords: true };
  const firstToken = toSearchTokens(normalized)[0] ?? '';
  const at = normalized.indexOf(firstToken);
  const text = substringForms({
    alternatives: queryVariants(firstToken).map((form) => normalized.slice(0, at) + form + normalized.slice(at + firstToken.length)),
    prefix: false,
  });
  const words = toSearchTokens(normalized)
    .slice(0, MAX_QUERY_TERMS)
    .map((t) => t.slice(0, MAX_TERM_LENGTH));
  return { terms, text, pairs: words.length > 1 ? phrasePairs(words) : null, byWords: false };
}

/**
 * The consecutive word pairs of a phrase, in order and repeats kept, as query terms (each in every
 * form of its two words); the last word is a prefix from two letters, as in parseSearchQuery.
 */
function phrasePairs(words: string[]): QueryTerm[] {
  return words.slice(1).map((word, i) => {
    const last = i === words.length - 2 && word.length >= MIN_PREFIX_LENGTH;
    const rights = queryVariants(word).filter((f) => !last || f.length >= MIN_PREFIX_LENGTH);
    return {
      alternatives: queryVariants(words[i]!).flatMap((a) => rights.map((b) => pairTerm(a, b))),
      prefix: last,
    };
  });
}

/**
 * The "all these words" search offered when the phrase finds nothing (docs/behaviour.md §802): its
 * words of three letters or more, each anywhere in the video; null with fewer than two such words.
 */
export function parseAllWords(raw: string): SearchQuery | null {
  const words = suggestedWords(raw.slice(0, MAX_QUERY_CHARS));
  if (words.length === 0) return null;
  return { terms: parseSearchQuery(words.join(' ')), text: [], pairs: null, byWords: true };
}
