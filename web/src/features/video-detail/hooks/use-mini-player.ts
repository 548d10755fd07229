import { useEffect, useState, useSyncExternalStore } from 'react';

/** Below the `lg` breakpoint the player and the transcript are stacked: the mini player is for that layout. */
const STACKED = '(max-width: 1023.98px)';
/** The fixed header's height: a player hidden under it is out of view. */
const HEADER_PX = 64;

function subscribeStacked(onChange: () => void) {
  const query = window.matchMedia?.(STACKED);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isStacked = () => window.matchMedia?.(STACKED).matches ?? false;

/**
 * Whether the small player shows (docs/behaviour.md §900): on a phone-sized layout, once playback has
 * started, while the player's place on the page is scrolled out of view. `ref` goes on that place.
 */
export function useMiniPlayer(started: boolean) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [outOfView, setOutOfView] = useState(false);
  const stacked = useSyncExternalStore(subscribeStacked, isStacked, () => false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(entry ? !entry.isIntersecting : false), {
      rootMargin: `-${HEADER_PX}px 0px 0px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const mini = started && stacked && outOfView;
  return { ref: setElement, mini, showPlayer: () => element?.scrollIntoView({ behavior: 'smooth', block: 'center' }) };
}
