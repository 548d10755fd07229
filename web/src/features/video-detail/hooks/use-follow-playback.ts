import { useCallback, useEffect, useState } from 'react';

/** Keys that scroll the page when focus is not in a field or on the media controls. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

function scrollsThePage(event: KeyboardEvent): boolean {
  if (!SCROLL_KEYS.has(event.key)) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  return !target.closest('input, textarea, select, audio, video, [role="slider"], [role="tab"], button');
}

/**
 * Whether the page follows playback (docs/decisions.md §53). It stops as soon as the visitor scrolls (wheel,
 * touch or keys; our own scrolling fires none of these), so nothing moves under a reader, and
 * resumes with "Back to the current moment" or when the visitor picks a moment to play.
 */
export function useFollowPlayback() {
  const [following, setFollowing] = useState(true);
  useEffect(() => {
    if (!following) return;
    const stop = () => setFollowing(false);
    const onKey = (event: KeyboardEvent) => {
      if (scrollsThePage(event)) stop();
    };
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchmove', stop, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', onKey);
    };
  }, [following]);
  const resume = useCallback(() => setFollowing(true), []);
  return { following, resume };
}
