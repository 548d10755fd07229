/**
 * Time markers in transcripts, in the two forms transcription tools write:
 * a `[hh:mm:ss]`, `[h:mm:ss]` or `[mm:ss]` marker (optionally `.mmm`) at the start of a paragraph,
 * or a WebVTT document (cues `hh:mm:ss.mmm --> hh:mm:ss.mmm`). Pure: shared by the web app and the API.
 */

/**
 * One paragraph of a transcript; times in seconds, null when the text does not say. `lang` is the
 * paragraph's own language and script when the editor wrote one (`{fr}`, `{tzm-Tfng}` after the marker).
 */
export type TimedParagraph = { start: number | null; end: number | null; text: string; lang?: string };

// The editor's per-paragraph language tag: a BCP 47 language, optionally with a script (docs/behaviour.md §703).
const LANG_TAG = /^\{([a-z]{2,3}(?:-[A-Z][a-z]{3})?)\}[ \t]*/;

/** The paragraph's language tag, if it opens with one, and its text without it. */
function readLangTag(text: string): { lang: string | undefined; text: string } {
  const match = LANG_TAG.exec(text);
  return match ? { lang: match[1], text: text.slice(match[0].length) } : { lang: undefined, text };
}

// Hours form: minutes and seconds under 60. Minutes-only form: tools keep counting minutes past 59 ([75:30]).
// An end may follow the start after a hyphen ([00:01:02.500-00:01:05]): an imported cue's end, kept so a
// pause after it stays a pause (docs/behaviour.md §700).
const TIME = String.raw`(?:(\d{1,2}):([0-5]\d)|(\d{1,3})):([0-5]\d)(?:[.,](\d{1,3}))?`;
const MARKER = new RegExp(String.raw`^\s*\[${TIME}(?:\s*-\s*${TIME})?\]\s*`);
const VTT_TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const VTT_TIMING_LINE = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/;

function normaliseNewlines(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function isWebVtt(text: string): boolean {
  return /^WEBVTT(?:[ \t\n]|$)/.test(normaliseNewlines(text));
}

function markerSeconds(hours?: string, hourMinutes?: string, plainMinutes?: string, seconds?: string, fraction?: string): number {
  const minutes = Number(hourMinutes ?? plainMinutes);
  return Number(hours ?? 0) * 3600 + minutes * 60 + Number(seconds) + (fraction ? Number(`0.${fraction}`) : 0);
}

/** Seconds of a leading `[..]` marker (its end too, when it has one) and the text after it, or null when the line has none. */
function readMarker(line: string): { seconds: number; end: number | null; rest: string } | null {
  const match = MARKER.exec(line);
  if (!match) return null;
  const [whole, ...groups] = match;
  const end = groups[8] === undefined ? null : markerSeconds(...groups.slice(5, 10));
  return { seconds: markerSeconds(...groups.slice(0, 5)), end, rest: line.slice(whole.length) };
}

/** `[hh:mm:ss]`, with `.mmm` when the time falls within a second, and `-hh:mm:ss(.mmm)` when an end is kept. */
export function formatMarker(start: number, end: number | null = null): string {
  const clock = (seconds: number) => {
    const millis = Math.round((seconds % 1) * 1000);
    const whole = Math.floor(seconds) + (millis === 1000 ? 1 : 0);
    const h = Math.floor(whole / 3600);
    const m = Math.floor((whole % 3600) / 60);
    const s = whole % 60;
    const base = [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
    return millis === 0 || millis === 1000 ? base : `${base}.${String(millis).padStart(3, '0')}`;
  };
  return `[${clock(start)}${end === null ? '' : `-${clock(end)}`}]`;
}

/** True when the text is WebVTT or at least one paragraph opens with a time marker. */
export function hasTimeMarkers(text: string): boolean {
  if (isWebVtt(text)) return true;
  return normaliseNewlines(text)
    .split('\n')
    .some((line) => readMarker(line) !== null);
}

/** Seconds of a WebVTT timestamp (`hh:mm:ss.mmm` or `mm:ss.mmm`), or null when malformed. */
export function parseVttTimestamp(value: string): number | null {
  const match = VTT_TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** `hh:mm:ss.mmm` for a number of seconds (negative or non-finite values are 0). */
export function formatVttTimestamp(seconds: number): string {
  const totalMillis = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds * 1000)) : 0;
  const millis = totalMillis % 1000;
  const totalSeconds = Math.floor(totalMillis / 1000);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${[h, m, s].map((n) => String(n).padStart(2, '0')).join(':')}.${String(millis).padStart(3, '0')}`;
}

const VTT_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00A0',
  lrm: '\u200E',
  rlm: '\u200F',
};

/** Cue payload as plain text: a voice span becomes "Name: ", other tags and inline timestamps go. */
function cueText(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/<v(?:\.[^\s>]*)?[ \t]+([^>]+)>/g, (_tag, name: string) => `${name.trim()}: `)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_entity, name: string) => VTT_ENTITIES[name] ?? '')
    .trim();
}

function parseWebVtt(text: string): TimedParagraph[] {
  const blocks = normaliseNewlines(text).split(/\n[ \t]*\n/);
  const paragraphs: TimedParagraph[] = [];
  // The first block is the WEBVTT header (and its optional header lines).
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n').filter((line, index) => index > 0 || line.trim() !== '');
    if (lines.length === 0 || /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(lines[0]!)) continue;
    // An optional cue identifier precedes the timing line; it never contains "-->".
    const timingIndex = lines[0]!.includes('-->') ? 0 : 1;
    const timing = VTT_TIMING_LINE.exec(lines[timingIndex]?.trim() ?? '');
    if (!timing) continue;
    const start = parseVttTimestamp(timing[1]!);
    const end = parseVttTimestamp(timing[2]!);
    if (start === null || end === null || end < start) continue;
    const payload = cueText(lines.slice(timingIndex + 1));
    if (payload) paragraphs.push({ start, end, text: payload });
  }
  return paragraphs;
}

function parseMarkedParagraphs(text: string): TimedParagraph[] {
  const paragraphs: TimedParagraph[] = [];
  let current: { start: number | null; end: number | null; lines: string[] } | null = null;
  const flush = () => {
    const body = current?.lines.join('\n').trim();
    if (current && body) {
      const tagged = readLangTag(body);
      paragraphs.push({ start: current.start, end: current.end, text: tagged.text, ...(tagged.lang ? { lang: tagged.lang } : {}) });
    }
    current = null;
  };
  for (const line of normaliseNewlines(text).split('\n')) {
    if (line.trim() === '') {
      // A marker alone on its line keeps waiting for its text across one blank line.
      if (current && current.lines.join('').trim() !== '') flush();
      continue;
    }
    const marker = readMarker(line);
    if (marker) {
      flush();
      current = { start: marker.seconds, end: marker.end, lines: [marker.rest] };
    } else if (current) {
      current.lines.push(line);
    } else {
      current = { start: null, end: null, lines: [line] };
    }
  }
  flush();
  return paragraphs;
}

/** End of each timed paragraph without one: the start of the next timed paragraph after it. */
function fillEnds(paragraphs: TimedParagraph[]): TimedParagraph[] {
  let nextStart: number | null = null;
  const filled = new Array<TimedParagraph>(paragraphs.length);
  for (let index = paragraphs.length - 1; index >= 0; index -= 1) {
    const paragraph = paragraphs[index]!;
    const end = paragraph.end ?? (paragraph.start !== null && nextStart !== null && nextStart >= paragraph.start ? nextStart : null);
    filled[index] = { ...paragraph, end };
    if (paragraph.start !== null) nextStart = paragraph.start;
  }
  return filled;
}

/**
 * Paragraphs of a transcript with their times. Paragraphs are separated by blank lines, and a line opening
 * with a time marker starts a new one. Text without markers gives paragraphs whose start is null.
 */
export function parseTimedTranscript(text: string): TimedParagraph[] {
  return fillEnds(isWebVtt(text) ? parseWebVtt(text) : parseMarkedParagraphs(text));
}

/**
 * Paragraphs as Atlas's marked text: each opening with its marker (with its end where `keepEnd` says so) and
 * its language tag, separated by blank lines.
 */
export function writeTimedTranscript(paragraphs: TimedParagraph[], keepEnd: (index: number) => boolean = () => false): string {
  return paragraphs
    .map((p, index) =>
      [p.start === null ? '' : formatMarker(p.start, keepEnd(index) ? p.end : null), p.lang ? `{${p.lang}}` : '', p.text.trim()]
        .filter(Boolean)
        .join(' '),
    )
    .join('\n\n');
}
