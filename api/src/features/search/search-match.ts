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
 * object they come from: a kept summary (plugins/caches.ts `summaries`) is the same object on every
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

type Segment = SearchBody['segments'][number];
type Transcript = SearchBody['transcripts'][number];

/** Where a query word was first found: in which segment or transcript, which of its texts, and where in it. */
interface BodyHit<T> {
  of: T;
  text: string;
  hit: WordRange;
}

/** The first hit in `text`: through the candidate regex, or by reading every word (`scan`). */
const hitIn = (matcher: Matcher, text: string, scan: boolean) => (scan ? matcher.scanFirstHit(text) : matcher.firstHit(text));

/** The first segment holding a query word (its transcript, then description, then title). */
function segmentHit(segments: Segment[], matcher: Matcher, scan: boolean): BodyHit<Segment> | null {
  for (const s of segments) {
    let text = s.transcript;
    let hit = hitIn(matcher, text, scan);
    if (!hit) hit = hitIn(matcher, (text = s.description), scan);
    if (!hit) hit = hitIn(matcher, (text = s.title), scan);
    if (hit) return { of: s, text, hit };
  }
  return null;
}

function transcriptHit(transcripts: Transcript[], matcher: Matcher, scan: boolean): BodyHit<Transcript> | null {
  for (const t of transcripts) {
    const hit = hitIn(matcher, t.text, scan);
    if (hit) return { of: t, text: t.text, hit };
  }
  return null;
}

/** The snippet of the one place the answer shows (a segment's, with its deep link, before a transcript's). */
function snippetOf(matcher: Matcher, segment: BodyHit<Segment> | null, transcript: BodyHit<Transcript> | null): SearchSnippet | null {
  if (segment) {
    const s = segment.of;
    return {
      text: matcher.passage(segment.text, segment.hit),
      language: null,
      segment_number: s.number,
      segment_title: s.title,
      start_time: s.startTime,
      start_seconds: parseTime(s.startTime),
    };
  }
  if (!transcript) return null;
  return {
    text: matcher.passage(transcript.text, transcript.hit),
    language: transcript.of.language,
    segment_number: null,
    segment_title: null,
    start_time: null,
    start_seconds: null,
  };
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

  let segment = segmentHit(body.segments, matcher, false);
  let transcript = transcriptHit(body.transcripts, matcher, false);
  // The index says the body matches but the fast path saw nothing (ß → ss, ligatures): read every word.
  if (!segment && !transcript) {
    segment = segmentHit(body.segments, matcher, true);
    transcript = transcriptHit(body.transcripts, matcher, true);
  }
  if (segment) fields.push('segment');
  if (transcript) fields.push('transcript');
  return { fields: MATCH_FIELDS.filter((f) => fields.includes(f)), snippet: snippetOf(matcher, segment, transcript) };
}
