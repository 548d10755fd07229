import { useCallback, useEffect, useRef, useState } from 'react';

/** How far beyond the screen, above and below, a group's rows are drawn as fields: one screen's height. */
const NEAR_MARGIN = '100% 0px';

/**
 * Which groups of the every-paragraph mode are near the screen (docs/decisions.md §2580): their rows are drawn as
 * fields, the others as their text. One intersection observer over the groups (40 of them for 1,000 paragraphs), not
 * over the rows. Without an observer (jsdom) every group counts as near, so every row is a field, as before.
 * `ref(start)` is the ref of the group starting at paragraph `start`.
 */
export function useNearGroups() {
  const observing = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState<ReadonlySet<number> | null>(() => (observing ? new Set([0]) : null));
  const observer = useRef<IntersectionObserver | null>(null);
  const observerOf = useCallback(() => {
    if (!observer.current && typeof IntersectionObserver !== 'undefined') {
      observer.current = new IntersectionObserver(
        (entries) =>
          setNear((current) => {
            const next = new Set(current);
            for (const entry of entries) {
              const start = Number((entry.target as HTMLElement).dataset.groupStart);
              if (entry.isIntersecting) next.add(start);
              else next.delete(start);
            }
            return current && next.size === current.size && [...next].every((start) => current.has(start)) ? current : next;
          }),
        { rootMargin: NEAR_MARGIN },
      );
    }
    return observer.current;
  }, []);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );
  const ref = useCallback(
    (element: HTMLElement | null) => {
      const groups = element ? observerOf() : null;
      if (!element || !groups) return;
      groups.observe(element);
      return () => groups.unobserve(element);
    },
    [observerOf],
  );
  const isNear = useCallback((start: number) => near === null || near.has(start), [near]);
  return { ref, isNear };
}
