// Cutting a transcript's paragraphs into caption cues (docs/behaviour.md §702): each cue lasts at most
// 7 s and holds at most 2 lines of at most 42 characters, cut at sentence ends first, then at phrase
// marks (commas, semicolons, colons, Arabic ، and ؛), then between words.

const CAPTION_MAX_SECONDS = 7;
const CAPTION_MAX_LINE = 42;
const CAPTION_MAX_LINES = 2;
/** Captions never go slower than this: a last paragraph running to the end of the video, or a long
 * silence after a short answer, does not stretch its words over minutes. */
const SLOWEST_CHARS_PER_SECOND = 10;
const MAX_CHARS = CAPTION_MAX_LINE * CAPTION_MAX_LINES;

interface TimedText {
  start: number;
  end: number;
  text: string;
}

const length = (text: string) => [...text].length;

/** The text cut after each match of `mark` (kept with the piece before it). */
function cutAfter(text: string, mark: RegExp): string[] {
  return text
    .split(mark)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/** Words packed into pieces of at most `max` characters (a longer word is cut). */
function byWords(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const chars = [...word];
    if (chars.length > max) {
      if (current) pieces.push(current);
      for (let i = 0; i < chars.length; i += max) pieces.push(chars.slice(i, i + max).join(''));
      current = '';
      continue;
    }
    const joined = current ? `${current} ${word}` : word;
    if (length(joined) <= max) current = joined;
    else {
      pieces.push(current);
      current = word;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Units no cue cuts inside: sentences, else phrases, else runs of words, each fitting one cue. */
function units(text: string): string[] {
  return cutAfter(text, /(?<=[.!?؟…])\s+/).flatMap((sentence) =>
    length(sentence) <= MAX_CHARS
      ? [sentence]
      : cutAfter(sentence, /(?<=[,;:،؛])\s+/).flatMap((phrase) => (length(phrase) <= MAX_CHARS ? [phrase] : byWords(phrase, MAX_CHARS))),
  );
}

/** A cue's text on at most two lines of at most 42 characters, the break nearest the middle; null when it does not fit. */
function captionLines(text: string): string | null {
  if (length(text) <= CAPTION_MAX_LINE) return text;
  const words = text.split(/\s+/);
  let best: string | null = null;
  let bestGap = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const first = words.slice(0, i).join(' ');
    const second = words.slice(i).join(' ');
    if (length(first) > CAPTION_MAX_LINE || length(second) > CAPTION_MAX_LINE) continue;
    const gap = Math.abs(length(first) - length(second));
    if (gap < bestGap) {
      best = `${first}\n${second}`;
      bestGap = gap;
    }
  }
  return best;
}

/** Units packed greedily into cue texts that fit two lines. */
function cueTexts(text: string): string[] {
  const texts: string[] = [];
  let current = '';
  for (const unit of units(text.replace(/\s+/g, ' ').trim())) {
    const joined = current ? `${current} ${unit}` : unit;
    if (captionLines(joined) !== null) current = joined;
    else {
      if (current) texts.push(current);
      // A unit of at most 84 characters may still not break into two lines of 42: cut it between words.
      if (captionLines(unit) !== null) current = unit;
      else {
        const halves = byWords(unit, CAPTION_MAX_LINE);
        texts.push(...halves.slice(0, -1));
        current = halves.at(-1) ?? '';
      }
    }
  }
  if (current) texts.push(current);
  return texts;
}

/**
 * One paragraph's span cut into caption cues: the time shared by characters, each cue at most 7 s (a
 * slow passage leaves a gap rather than a caption that stays too long).
 */
export function captionCues(paragraph: TimedText): TimedText[] {
  const texts = cueTexts(paragraph.text);
  const total = texts.reduce((sum, t) => sum + length(t), 0);
  const span = Math.min(Math.max(0, paragraph.end - paragraph.start), Math.max(1, total / SLOWEST_CHARS_PER_SECOND));
  const cues: TimedText[] = [];
  let at = paragraph.start;
  for (const text of texts) {
    const share = total === 0 ? 0 : (span * length(text)) / total;
    const start = Math.round(at * 1000) / 1000;
    const end = Math.round(Math.min(at + share, at + CAPTION_MAX_SECONDS) * 1000) / 1000;
    if (end > start) cues.push({ start, end, text: captionLines(text) ?? text });
    at += share;
  }
  return cues;
}
