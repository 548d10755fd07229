import { formatTime } from '#contracts/time';
import { parseTimedTranscript } from '#contracts/transcript-timing';

// OHMS's legacy <sync>: "N:|L(W)|L(W)|…" — every N minutes, the line (1-based) and word where
// the recording has got to. Atlas keeps time as "[hh:mm:ss]" markers opening paragraphs.

/** The start (seconds) of the marker opening this line, or null. */
function markerOf(line: string): number | null {
  const [first] = parseTimedTranscript(line);
  return first && /^\s*\[/.test(line) ? first.start : null;
}

/** A one-minute sync string for a transcript with markers: each minute points at the paragraph being spoken. */
export function syncFromMarkers(text: string): string {
  const marked = text.split('\n').flatMap((line, index) => {
    const start = markerOf(line);
    return start === null ? [] : [{ line: index + 1, start }];
  });
  const last = marked.at(-1);
  if (!last) return '';
  const entries: string[] = [];
  for (let minute = 1; minute * 60 <= last.start; minute += 1) {
    const current = marked.filter((m) => m.start <= minute * 60).at(-1) ?? marked[0]!;
    entries.push(`${current.line}(1)`);
  }
  return `1:|${entries.join('|')}`;
}

/**
 * A transcript with "[hh:mm:ss]" markers added where <sync> says each interval begins. Text that
 * already has markers (an Atlas export) is kept as it is. Unreadable sync data adds nothing.
 */
export function markersFromSync(text: string, sync: string): string {
  const lines = text.split('\n');
  if (lines.some((line) => markerOf(line) !== null)) return text;
  const match = /^\s*(\d+)\s*:(.*)$/s.exec(sync);
  const interval = match ? Number(match[1]) : 0;
  if (!match || interval <= 0) return text;
  const marked = new Set<number>();
  match[2]!.split('|').forEach((stamp, index) => {
    const entry = /^\s*(\d+)\(\d+\)\s*$/.exec(stamp);
    const lineIndex = entry ? Number(entry[1]) - 1 : -1;
    if (index === 0 || !lines[lineIndex]?.trim() || marked.has(lineIndex)) return;
    marked.add(lineIndex);
    lines[lineIndex] = `[${formatTime(index * interval * 60)}] ${lines[lineIndex]!.trimStart()}`;
  });
  // The text before the first synced line starts the recording.
  const first = lines.findIndex((line) => line.trim() !== '');
  if (marked.size > 0 && first >= 0 && !marked.has(first)) lines[first] = `[00:00:00] ${lines[first]!.trimStart()}`;
  return lines.join('\n');
}
