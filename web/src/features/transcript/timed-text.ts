import { WITHHELD_TEXT } from '#contracts/constants';
import type { TimedParagraph } from '#contracts/transcript-timing';
import type { TextRange } from './hooks/use-transcript-search.ts';

/**
 * Several blocks of text searched as one: the joined text and where each block starts in it, so one
 * search (and one match counter) spans every paragraph, or both columns of the side-by-side view.
 */
export function joinBlocks(texts: string[]): { text: string; offsets: number[] } {
  const offsets: number[] = [];
  let at = 0;
  for (const text of texts) {
    offsets.push(at);
    at += text.length + 2;
  }
  return { text: texts.join('\n\n'), offsets };
}

/** The matches inside one block, relative to it, and which of them (if any) is the current one. */
export function blockMatches(
  matches: TextRange[],
  current: number,
  offset: number,
  length: number,
): { matches: TextRange[]; current: number } {
  const local: TextRange[] = [];
  let localCurrent = -1;
  matches.forEach((match, index) => {
    if (match.start < offset || match.end > offset + length) return;
    if (index === current) localCurrent = local.length;
    local.push({ start: match.start - offset, end: match.end - offset });
  });
  return { matches: local, current: localCurrent };
}

/** The paragraph playing at `seconds`: the last timed one that started, until its end. */
export function paragraphAt(paragraphs: TimedParagraph[], seconds: number | null): number {
  if (seconds === null) return -1;
  let found = -1;
  paragraphs.forEach((paragraph, index) => {
    if (paragraph.start !== null && paragraph.start <= seconds && (paragraph.end === null || seconds < paragraph.end)) found = index;
  });
  return found;
}

/** Whether a paragraph lies in a `?t=START-END` range (it starts inside it). */
export function inRange(paragraph: TimedParagraph, range: { start: number; end: number | null } | null): boolean {
  if (!range || range.end === null || paragraph.start === null) return false;
  return paragraph.start >= range.start && paragraph.start < range.end;
}

/**
 * A transcript without time markers in which a passage is withheld (docs/behaviour.md §300): its
 * paragraphs (blank lines between), so the withheld one shows the notice as a timed one does; null
 * when nothing in it is withheld (it is shown as plain text).
 */
export function untimedParagraphs(text: string): TimedParagraph[] | null {
  const blocks = text.split(/\n[ \t]*\n\s*/).map((block) => block.trim());
  if (!blocks.includes(WITHHELD_TEXT)) return null;
  return blocks.filter((block) => block !== '').map((block) => ({ start: null, end: null, text: block }));
}
