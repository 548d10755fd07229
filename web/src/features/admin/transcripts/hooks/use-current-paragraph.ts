import { type RefObject, useEffect, useState } from 'react';
import type { PlayerControls } from '../components/editor-player.tsx';
import type { EditorParagraph } from '../editor-model.ts';

/** How often the playhead is read: often enough that the mark moves with the words. */
const EVERY_MS = 250;

/** The paragraph being heard: the last whose start the playhead has passed (-1 before the first). */
function paragraphAt(paragraphs: readonly EditorParagraph[], seconds: number): number {
  let found = -1;
  for (let i = 0; i < paragraphs.length; i++) {
    const start = paragraphs[i]!.start;
    if (start === null) continue;
    if (start > seconds) break;
    found = i;
  }
  return found;
}

/**
 * Follows playback (docs/behaviour.md §703): the index of the paragraph the recording is at, read from
 * whichever player plays it. The editor draws again only when that paragraph changes, not on every tick.
 */
export function useCurrentParagraph(paragraphs: readonly EditorParagraph[], player: RefObject<PlayerControls | null>): number {
  const [current, setCurrent] = useState(-1);
  useEffect(() => {
    const read = () => {
      const controls = player.current;
      setCurrent(controls ? paragraphAt(paragraphs, controls.time()) : -1);
    };
    read();
    const timer = window.setInterval(read, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [paragraphs, player]);
  return current;
}
