import { WITHHELD_TEXT } from './constants.ts';
import { parseTime } from './time.ts';
import { formatVttTimestamp, hasTimeMarkers, parseTimedTranscript } from './transcript-timing.ts';

// Withheld passages in a transcript's text (docs/behaviour.md §300). Pure: the API redacts every
// outlet's text with it, and the web app recognises a withheld paragraph by WITHHELD_TEXT.

/** A time range in seconds, end excluded. */
export interface TimeRange {
  start: number;
  end: number;
}

export const rangesOf = (redactions: readonly { start_time: string; end_time: string }[]): TimeRange[] =>
  redactions.map((r) => ({ start: parseTime(r.start_time), end: parseTime(r.end_time) }));

/** Touching at an end is no overlap: a paragraph ending where a passage starts stays. */
export const overlaps = (a: TimeRange, ranges: readonly TimeRange[]): boolean => ranges.some((r) => a.start < r.end && r.start < a.end);

/** `[hh:mm:ss]`, with milliseconds only when there are some (the marker form transcripts use). */
const marker = (seconds: number) => `[${formatVttTimestamp(seconds).replace(/\.000$/, '')}]`;

/**
 * The text with every paragraph that overlaps a range replaced by WITHHELD_TEXT, whole. A paragraph
 * runs from its time marker to the next one; paragraphs without a marker belong to the marked one
 * before them (or, before any marker, run from 0). Text without any marker cannot be placed in time
 * and is returned as it is; so is text no range touches. A redacted text is written back as marked
 * paragraphs (`[hh:mm:ss] text`, blank lines between), whatever form it came in.
 */
export function redactTranscript(text: string, ranges: readonly TimeRange[]): string {
  if (ranges.length === 0 || !hasTimeMarkers(text)) return text;
  const paragraphs = parseTimedTranscript(text);
  const spans: TimeRange[] = [];
  let current: TimeRange = { start: 0, end: firstStart(paragraphs) };
  for (const paragraph of paragraphs) {
    if (paragraph.start !== null) current = { start: paragraph.start, end: paragraph.end ?? Number.POSITIVE_INFINITY };
    spans.push(current);
  }
  if (!spans.some((span) => overlaps(span, ranges))) return text;
  return paragraphs
    .map((paragraph, index) => {
      const body = overlaps(spans[index]!, ranges) ? WITHHELD_TEXT : paragraph.text;
      return paragraph.start === null ? body : `${marker(paragraph.start)} ${body}`;
    })
    .filter((line, index, all) => !(line === WITHHELD_TEXT && all[index - 1]?.endsWith(WITHHELD_TEXT)))
    .join('\n\n');
}

const firstStart = (paragraphs: { start: number | null }[]) => paragraphs.find((p) => p.start !== null)?.start ?? Number.POSITIVE_INFINITY;

/** A passage staff selected by its words, in the transcript of `language`. */
export interface TextSelection {
  language: string;
  text: string;
}

/** Any run of white space in a selection matches any run in the text (a browser's selection folds line breaks). */
function selectionPattern(words: string): RegExp | null {
  const trimmed = words.trim();
  if (trimmed === '') return null;
  return new RegExp(trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'), 'gu');
}

/** Whether the selected words are still in the text (a transcript edited since may have lost them). */
export const selectionFound = (text: string, words: string): boolean => selectionPattern(words)?.test(text) ?? false;

/**
 * The text with every occurrence of each selected passage replaced by WITHHELD_TEXT as a paragraph of
 * its own (blank lines around it), so every outlet and the web app's notice treat it as they treat
 * a withheld timed paragraph. Text none of them occurs in is returned as it is.
 */
export function withholdSelected(text: string, selections: readonly string[]): string {
  const SPLIT = '\u0000';
  let marked = text.replaceAll(SPLIT, '');
  for (const words of selections) {
    const pattern = selectionPattern(words);
    if (pattern) marked = marked.replace(pattern, SPLIT);
  }
  if (!marked.includes(SPLIT)) return text;
  const out: string[] = [];
  marked.split(SPLIT).forEach((piece, index) => {
    if (index > 0 && out.at(-1) !== WITHHELD_TEXT) out.push(WITHHELD_TEXT);
    if (piece.trim() !== '') out.push(piece.trim());
  });
  return out.join('\n\n');
}
