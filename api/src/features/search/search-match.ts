import { MATCH_FIELDS, type MatchField, type SearchMatch, type SearchSnippet } from '#contracts/media';
import { toIndexTerms } from '#contracts/search-text';
import { parseTime } from '#contracts/time';
import type { QueryTerm } from '../../db/dialect/search-engine.ts';
import type { SearchSource } from './search-document.ts';
import { MAX_TERM_LENGTH, termMatches } from './search-query.ts';

/** Words of the original text; marks, tatweel and invisible joiners stay inside a word. */
const WORD = /[\p{L}\p{M}\p{N}_\u0640\u00AD\u061C\u200B-\u200F\uFEFF]+/gu;
const WORDS_BEFORE = 8;
const WORDS_AFTER = 16;

/** Per-request memo of "does this original word match the query", keyed by the word. */
export type WordCache = Map<string, boolean>;

function matchesAny(text: string, terms: QueryTerm[]): boolean {
  return toIndexTerms(text).some((it) => terms.some((t) => termMatches(t, it.slice(0, MAX_TERM_LENGTH))));
}

function wordMatches(word: string, terms: QueryTerm[], cache: WordCache): boolean {
  let hit = cache.get(word);
  if (hit === undefined) {
    hit = matchesAny(word, terms);
    cache.set(word, hit);
  }
  return hit;
}

/** Snippet text may not contain the markers itself: the client reads «…» as a highlight. */
const plain = (gap: string) => gap.replace(/«/g, '“').replace(/»/g, '”').replace(/\s+/g, ' ');

/**
 * A short passage around the first word of `text` that matches, with every matching word
 * wrapped in «…»; null when no word matches. Stops reading shortly after the first match.
 */
export function findSnippet(text: string, terms: QueryTerm[], cache: WordCache): string | null {
  const words: { start: number; end: number; hit: boolean }[] = [];
  let first = -1;
  let more = false;
  for (const m of text.matchAll(WORD)) {
    if (first >= 0 && words.length > first + WORDS_AFTER) {
      more = true;
      break;
    }
    const hit = wordMatches(m[0], terms, cache);
    words.push({ start: m.index, end: m.index + m[0].length, hit });
    if (first < 0 && hit) first = words.length - 1;
  }
  if (first < 0) return null;
  const from = Math.max(0, first - WORDS_BEFORE);
  const window = words.slice(from, first + WORDS_AFTER + 1);
  // The whole text's own punctuation at either end stays; a cut is shown as "…".
  let out = from === 0 ? plain(text.slice(0, window[0]!.start)) : '… ';
  let cursor = window[0]!.start;
  for (const word of window) {
    const value = text.slice(word.start, word.end);
    out += plain(text.slice(cursor, word.start)) + (word.hit ? `«${value}»` : value);
    cursor = word.end;
  }
  out += more ? ' …' : plain(text.slice(cursor));
  return out.trim();
}

/** Head fields in the order of MATCH_FIELDS. */
function headFields(source: SearchSource): [MatchField, (string | null)[]][] {
  return [
    ['title', [source.title]],
    ['description', [source.description]],
    ['region', [source.region]],
    ['places', source.places],
    ['guest', source.guests],
    ['host', source.hosts],
    ['topics', source.topics],
    ['important_people', source.importantPeople],
    ['original_language', [source.originalLanguage]],
    ['interview_date', [source.interviewDate]],
  ];
}

/**
 * Which fields of a hit hold a query word, and for body hits a snippet: from the first
 * matching segment (with its number, title and start time for the deep link), otherwise
 * from the first matching transcript.
 */
export function describeMatch(source: SearchSource, terms: QueryTerm[], bodyMatched: boolean): SearchMatch {
  const fields: MatchField[] = headFields(source)
    .filter(([, texts]) => texts.some((t) => t !== null && matchesAny(t, terms)))
    .map(([field]) => field);
  if (!bodyMatched) return { fields, snippet: null };

  const cache: WordCache = new Map();
  let snippet: SearchSnippet | null = null;
  for (const segment of source.segments) {
    const text = findSnippet(segment.transcript, terms, cache)
      ?? findSnippet(segment.description, terms, cache)
      ?? findSnippet(segment.title, terms, cache);
    if (text !== null) {
      const seconds = parseTime(segment.startTime);
      snippet = {
        text,
        language: null,
        segment_number: segment.number,
        segment_title: segment.title,
        start_time: segment.startTime,
        start_seconds: seconds,
      };
      fields.push('segment');
      break;
    }
  }
  for (const transcript of source.transcripts) {
    const text = findSnippet(transcript.text, terms, cache);
    if (text !== null) {
      fields.push('transcript');
      snippet ??= { text, language: transcript.language, segment_number: null, segment_title: null, start_time: null, start_seconds: null };
      break;
    }
  }
  return { fields: MATCH_FIELDS.filter((f) => fields.includes(f)), snippet };
}
