import { useState } from 'react';

/** Moves the playhead of an element (outside the hook: the element is the browser's, not React state). */
function seek(element: HTMLMediaElement, seconds: number): void {
  element.currentTime = Math.max(0, seconds);
}

function toggle(element: HTMLMediaElement): void {
  if (element.paused) void element.play().catch(() => undefined);
  else element.pause();
}

/** The editor's hold on the recording's <audio>/<video> element: time, play/pause, seek. */
export function useMediaElement() {
  // State, not a ref: the element arrives once, and the controls read it in event handlers only.
  const [media, attach] = useState<HTMLMediaElement | null>(null);
  return {
    /** The callback ref the <audio>/<video> element takes. */
    attach,
    time: () => media?.currentTime ?? 0,
    togglePlay: () => media && toggle(media),
    seekBy: (seconds: number) => media && seek(media, media.currentTime + seconds),
    seekTo: (seconds: number) => media && seek(media, seconds),
  };
}
