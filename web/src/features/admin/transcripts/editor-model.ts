import type { Segment, SegmentInput } from '#contracts/media';
import { segmentTimeIssues } from '#contracts/segment-times';
import { formatTime, parseTime } from '#contracts/time';
import { formatMarker, parseTimedTranscript } from '#contracts/transcript-timing';

// The editor's paragraphs and index points, read from and written back to what the API stores
// (docs/behaviour.md §703): `[hh:mm:ss] {lang} Speaker: text` paragraphs, and segments whose title,
// synopsis and keywords hold both languages the way OHMS imports join them.

export interface EditorParagraph {
  /** Stable within a session (React keys, focus); never stored. */
  key: number;
  start: number | null;
  /** An end the stored text says (an imported cue's, before a pause); null: it ends where the next starts. */
  end: number | null;
  speaker: string;
  lang: string;
  text: string;
}

/** Languages and scripts a paragraph can be in; the direction follows. */
export const PARAGRAPH_LANGUAGES = ['ar', 'ary-Latn', 'fr', 'en', 'tzm-Tfng', 'tzm-Latn', 'tzm-Arab'] as const;
const RTL = new Set(['ar', 'tzm-Arab']);
export const directionOf = (lang: string): 'rtl' | 'ltr' => (RTL.has(lang) ? 'rtl' : 'ltr');

let nextKey = 1;
const newParagraph = (fields: Partial<EditorParagraph> = {}): EditorParagraph => ({
  key: nextKey++,
  start: null,
  end: null,
  speaker: '',
  lang: '',
  text: '',
  ...fields,
});

/** Paragraphs of a stored transcript; a leading "Name: " naming a participant is the speaker. */
export function readParagraphs(text: string, speakers: string[], fallbackLang: string): EditorParagraph[] {
  const paragraphs = parseTimedTranscript(text);
  return paragraphs.map((p, index) => {
    const speaker = speakers.find((name) => p.text.startsWith(`${name}: `)) ?? '';
    // The parser fills an end from the next start: only an end the text itself says is kept.
    const next = paragraphs.slice(index + 1).find((q) => q.start !== null)?.start ?? null;
    return newParagraph({
      start: p.start,
      end: p.end !== null && p.end !== next ? p.end : null,
      speaker,
      lang: p.lang ?? fallbackLang,
      text: speaker ? p.text.slice(speaker.length + 2) : p.text,
    });
  });
}

/** The paragraphs as stored text; a paragraph in the transcript's own language carries no tag. */
export function writeParagraphs(paragraphs: EditorParagraph[], transcriptLang: string): string {
  const kept = paragraphs.filter((p) => p.text.trim() !== '');
  return kept
    .map((p, index) => {
      const next = kept.slice(index + 1).find((q) => q.start !== null)?.start ?? null;
      // An end is kept while it still falls after the start and before the next paragraph.
      const end = p.start !== null && p.end !== null && p.end > p.start && (next === null || p.end < next) ? p.end : null;
      const parts = [
        p.start === null ? '' : formatMarker(p.start, end),
        p.lang && p.lang !== transcriptLang ? `{${p.lang}}` : '',
        `${p.speaker ? `${p.speaker}: ` : ''}${p.text.trim().replace(/\n\s*\n/g, '\n')}`,
      ];
      return parts.filter(Boolean).join(' ');
    })
    .join('\n\n');
}

/** Splits a paragraph at the caret: the second half starts at `time` (the player's) and keeps speaker and language. */
export function splitParagraph(list: EditorParagraph[], index: number, caret: number, time: number | null): EditorParagraph[] {
  const p = list[index]!;
  const first = { ...p, end: null, text: p.text.slice(0, caret).trimEnd() };
  const second = newParagraph({ ...p, key: undefined, start: time, text: p.text.slice(caret).trimStart() });
  return [...list.slice(0, index), first, { ...second, key: nextKey++ }, ...list.slice(index + 1)];
}

/** Merges a paragraph into the one before it (keeping the earlier start). */
export function mergeWithPrevious(list: EditorParagraph[], index: number): EditorParagraph[] {
  if (index <= 0) return list;
  const before = list[index - 1]!;
  const merged = { ...before, end: list[index]!.end, text: `${before.text.trimEnd()} ${list[index]!.text.trimStart()}`.trim() };
  return [...list.slice(0, index - 1), merged, ...list.slice(index + 1)];
}

/** Every match of `find` replaced (literally, case-sensitive); returns the new list and how many were replaced. */
export function replaceAll(list: EditorParagraph[], find: string, replacement: string): { list: EditorParagraph[]; count: number } {
  if (!find) return { list, count: 0 };
  let count = 0;
  const next = list.map((p) => {
    const parts = p.text.split(find);
    if (parts.length === 1) return p;
    count += parts.length - 1;
    return { ...p, text: parts.join(replacement) };
  });
  return { list: next, count };
}

export interface IndexPoint {
  key: number;
  start: number;
  title: string;
  titleAr: string;
  synopsis: string;
  synopsisAr: string;
  keywords: string;
  keywordsAr: string;
  /** The segment's own transcript excerpt, kept as it was. */
  transcript: string;
}

const KEYWORDS = 'Keywords: ';
const KEYWORDS_AR = 'الكلمات المفتاحية: ';

/**
 * Segments as index points: "English / Arabic" titles, synopses a blank line apart, keywords in last blocks
 * ("Keywords: …", then the Arabic "الكلمات المفتاحية: …").
 */
export function readIndex(segments: Segment[]): IndexPoint[] {
  return [...segments]
    .sort((a, b) => parseTime(a.start_time) - parseTime(b.start_time))
    .map((s) => {
      const [title = '', titleAr = ''] = s.title.split(' / ');
      const blocks = s.description.split('\n\n');
      const keywordsAr = blocks.at(-1)?.startsWith(KEYWORDS_AR) ? blocks.pop()!.slice(KEYWORDS_AR.length) : '';
      const keywords = blocks.at(-1)?.startsWith(KEYWORDS) ? blocks.pop()!.slice(KEYWORDS.length) : '';
      const [synopsis = '', ...rest] = blocks;
      return {
        key: nextKey++,
        start: parseTime(s.start_time),
        title,
        titleAr,
        synopsis,
        synopsisAr: rest.join('\n\n'),
        keywords,
        keywordsAr,
        transcript: s.transcript,
      };
    });
}

/** Index points as the API's segments: each ends where the next starts, the last with the recording. */
export function writeIndex(points: IndexPoint[], durationSeconds: number): SegmentInput[] {
  const sorted = [...points].sort((a, b) => a.start - b.start);
  return sorted.map((p, index) => {
    const end = sorted[index + 1]?.start ?? Math.max(durationSeconds, p.start + 1);
    const description = [
      p.synopsis.trim(),
      p.synopsisAr.trim(),
      p.keywords.trim() ? `${KEYWORDS}${p.keywords.trim()}` : '',
      p.keywordsAr.trim() ? `${KEYWORDS_AR}${p.keywordsAr.trim()}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    return {
      number: index + 1,
      title: [p.title.trim(), p.titleAr.trim()].filter(Boolean).join(' / ') || `Index point ${index + 1}`,
      start_time: formatTime(p.start),
      end_time: formatTime(end),
      description,
      transcript: p.transcript,
    };
  });
}

export const newIndexPoint = (start: number): IndexPoint => ({
  key: nextKey++,
  start,
  title: '',
  titleAr: '',
  synopsis: '',
  synopsisAr: '',
  keywords: '',
  keywordsAr: '',
  transcript: '',
});

/** Why an index point cannot be saved under the segment time rules: two at one second, or one past the end. */
export type IndexProblem = 'sameTime' | 'afterEnd';

/** The index's problems by point key, found with the API's own segment time rules (contracts/segment-times.ts). */
export function indexProblems(points: IndexPoint[], duration: string): Map<number, IndexProblem> {
  const sorted = [...points].sort((a, b) => a.start - b.start);
  const problems = new Map<number, IndexProblem>();
  for (const issue of segmentTimeIssues(writeIndex(sorted, parseTime(duration)), duration)) {
    const point = sorted[issue.index]!;
    const last = sorted[issue.index + 1] === undefined;
    // A point ends where the next starts: when that is past the end, the next point is the one to move.
    if (issue.problem === 'beyondDuration' && !last) continue;
    problems.set(point.key, issue.problem === 'beyondDuration' || last ? 'afterEnd' : 'sameTime');
  }
  return problems;
}
