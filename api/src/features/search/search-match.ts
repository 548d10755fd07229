import { LRUCache } from 'lru-cache';
import { MATCH_FIELDS, type MatchField, type MediaSummary, type SearchMatch, type SearchSnippet } from '#contracts/media';
import { normalizeSearchText } from '#contracts/search-text';
import { parseTime } from '#contracts/time';
import { type SearchBody, type SearchSource, searchSourceOf } from './search-document.ts';
import type { Matcher, WordRange } from './search-matcher.ts';

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

type HeadTexts = [MatchField, string[]][];

/**
 * Metadata texts normalised, by text: a write replaces every kept summary (below) while most of
 * their texts stay as they were, and normalising them all again made the first search page after
 * it 17 % dearer (medians of three alternate runs, 2.42 against 2.07 ms of CPU). A pure
 * function's results, so never stale; bounded by count (the texts are short).
 */
const normalizedTexts = new LRUCache<string, string>({ max: 20_000, memoMethod: normalizeSearchText });

/**
 * Each video's metadata texts, normalised as the search compares them, kept with the summary
 * object they come from: a kept summary (media/video-caches.ts) is the same object on every
 * page that shows it, so a page looks up no text, and the texts go with the summary when it is
 * forgotten or replaced. Looking up each text on every page was 3 % of an uncached search page's
 * CPU profile.
 */
const headTextsBySummary = new WeakMap<MediaSummary, HeadTexts>();
function normalizedHeadTexts(video: MediaSummary): HeadTexts {
  let texts = headTextsBySummary.get(video);
  if (!texts) {
    texts = headFields(searchSourceOf(video)).map(([field, values]) => [
      field,
      values.flatMap((v) => (v === null ? [] : [normalizedTexts.memo(v)])),
    ]);
    headTextsBySummary.set(video, texts);
  }
  return texts;
}

type Finder = (text: string) => WordRange | null;

/** The first of `texts` holding a query word, and where. */
function firstHitIn(texts: string[], find: Finder): { text: string; hit: WordRange } | null {
  for (const text of texts) {
    const hit = find(text);
    if (hit) return { text, hit };
  }
  return null;
}

/** A place a query word was found; its snippet is cut only for the one place the answer shows. */
type BodyHit = () => SearchSnippet;

/** The first segment and the first transcript holding a query word, found with `find`. */
function findBody(source: SearchBody, matcher: Matcher, find: Finder): { segment: BodyHit | null; transcript: BodyHit | null } {
  let segment: BodyHit | null = null;
  for (const s of source.segments) {
    const found = firstHitIn([s.transcript, s.description, s.title], find);
    if (found) {
      segment = () => ({
        text: matcher.passage(found.text, found.hit),
        language: null,
        segment_number: s.number,
        segment_title: s.title,
        start_time: s.startTime,
        start_seconds: parseTime(s.startTime),
      });
      break;
    }
  }
  let transcript: BodyHit | null = null;
  for (const t of source.transcripts) {
    const hit = find(t.text);
    if (hit) {
      transcript = () => ({
        text: matcher.passage(t.text, hit),
        language: t.language,
        segment_number: null,
        segment_title: null,
        start_time: null,
        start_seconds: null,
      });
      break;
    }
  }
  return { segment, transcript };
}

/**
 * Which metadata fields of a hit hold a query term as a substring (as the search matched them),
 * and, when its body matched (`body` is given only then), a snippet: from the first matching
 * segment (with its number, title and start time for the deep link), otherwise from the first
 * matching transcript.
 */
export function describeMatch(video: MediaSummary, matcher: Matcher, body?: SearchBody): SearchMatch {
  const fields: MatchField[] = normalizedHeadTexts(video)
    .filter(([, texts]) => texts.some((t) => matcher.holdsSubstring(t)))
    .map(([field]) => field);
  if (!body) return { fields, snippet: null };

  let found = findBody(body, matcher, (text) => matcher.firstHit(text));
  // The index says the body matches but the fast path saw nothing (ß → ss, ligatures): read every word.
  if (!found.segment && !found.transcript) found = findBody(body, matcher, (text) => matcher.scanFirstHit(text));
  if (found.segment) fields.push('segment');
  if (found.transcript) fields.push('transcript');
  return {
    fields: MATCH_FIELDS.filter((f) => fields.includes(f)),
    snippet: (found.segment ?? found.transcript)?.() ?? null,
  };
}
