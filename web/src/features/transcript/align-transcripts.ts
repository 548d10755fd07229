import type { TimedParagraph } from '#contracts/transcript-timing';

/** One row of the side-by-side view: the paragraphs of each language that belong together. */
export interface AlignedRow {
  /** seconds the row starts at, null when the transcripts carry no time */
  start: number | null;
  cells: [TimedParagraph[], TimedParagraph[]];
}

/** Which boundary a paragraph falls in; an untimed paragraph stays with the one before it. */
function bucketsOf(paragraphs: TimedParagraph[], boundaries: number[]): number[] {
  let previous = 0;
  return paragraphs.map((paragraph) => {
    if (paragraph.start === null) return previous;
    let bucket = 0;
    boundaries.forEach((boundary, index) => {
      if (boundary <= paragraph.start!) bucket = index;
    });
    previous = bucket;
    return bucket;
  });
}

/**
 * Rows for two transcripts shown side by side. When both carry time markers, rows start at each
 * segment start and at every time both transcripts mark, so a translation sits beside its original
 * even where one language splits a passage into more paragraphs. Otherwise the n-th paragraphs pair up.
 */
export function alignTranscripts(left: TimedParagraph[], right: TimedParagraph[], segmentStarts: number[]): AlignedRow[] {
  const timed = (list: TimedParagraph[]) => list.some((p) => p.start !== null);
  if (!timed(left) || !timed(right)) {
    return Array.from({ length: Math.max(left.length, right.length) }, (_, index) => ({
      start: null,
      cells: [left[index] ? [left[index]] : [], right[index] ? [right[index]] : []],
    }));
  }
  const rightStarts = new Set(right.map((p) => p.start));
  const shared = left.map((p) => p.start).filter((start): start is number => start !== null && rightStarts.has(start));
  const boundaries = [...new Set([0, ...segmentStarts, ...shared])].sort((a, b) => a - b);
  const rows: AlignedRow[] = boundaries.map((start) => ({ start, cells: [[], []] }));
  bucketsOf(left, boundaries).forEach((bucket, index) => rows[bucket]!.cells[0].push(left[index]!));
  bucketsOf(right, boundaries).forEach((bucket, index) => rows[bucket]!.cells[1].push(right[index]!));
  return rows.filter((row) => row.cells[0].length + row.cells[1].length > 0);
}
