import type { UnsureWord } from '#contracts/transcript-jobs';
import { formatMarker } from '#contracts/transcript-timing';
import type { HeardWord } from '../speech/engines.ts';

// An engine's words as a transcript staff can correct (docs/behaviour.md §704): paragraphs cut where the
// speaker pauses, each opening with its time; the words the engine was unsure of listed by place.

/** Below this confidence a word is shown to staff as unsure. */
const UNSURE_BELOW = 0.5;
/** A pause this long starts a new paragraph… */
const PARAGRAPH_PAUSE = 1.5;
/** …and so does a shorter one once a paragraph holds this many words. */
const LONG_PARAGRAPH = 60;
const SHORT_PAUSE = 0.5;

export function draftOf(words: HeardWord[]): { text: string; unsure: UnsureWord[] } {
  const paragraphs: HeardWord[][] = [];
  let current: HeardWord[] = [];
  for (const word of words) {
    const last = current.at(-1);
    const pause = last ? word.start - last.end : 0;
    if (last && (pause >= PARAGRAPH_PAUSE || (current.length >= LONG_PARAGRAPH && pause >= SHORT_PAUSE))) {
      paragraphs.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length) paragraphs.push(current);
  const unsure: UnsureWord[] = [];
  const text = paragraphs
    .map((paragraph, p) => {
      paragraph.forEach((word, index) => {
        if (word.confidence < UNSURE_BELOW) unsure.push({ paragraph: p, index, word: word.word });
      });
      return `${formatMarker(Math.round(paragraph[0]!.start * 10) / 10)} ${paragraph.map((w) => w.word).join(' ')}`;
    })
    .join('\n\n');
  return { text, unsure };
}
