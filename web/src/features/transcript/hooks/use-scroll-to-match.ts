import { useEffect, useRef } from 'react';
import type { TextRange } from './use-transcript-search.ts';

/** docs/behaviour.md §4: the highlighted match scrolls into view after 100 ms. */
const SCROLL_TO_MATCH_DELAY_MS = 100;

/** A ref for the current match's element, scrolled into view when the current match changes. */
export function useScrollToMatch(current: number, matches: TextRange[]) {
  const currentRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (current < 0) return;
    const timer = setTimeout(() => currentRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }), SCROLL_TO_MATCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, matches]);
  return currentRef;
}
