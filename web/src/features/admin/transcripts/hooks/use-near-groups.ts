import { useCallback, useEffect, useRef, useState } from 'react';

/** How far beyond the screen, above and below, a group's rows are drawn as fields: one screen's height. */
const NEAR_MARGIN = '100% 0px';

/**
 * Which groups of the every-paragraph mode are near the screen (docs/decisions.md §2580): their rows are drawn as
 * fields, the others as their text. One intersection observer over the groups (40 of them for 1,000 paragraphs), not
 * over the rows. Without an observer (jsdom) every group counts as near, so every row is a field, as before.
 * `ref` is each group's element's ref (the element says its first paragraph in `data-group-start`).
 */
export function useNearGroups() {
  const observing = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState<ReadonlySet<number> | null>(() => (observing ? new Set([0]) : null));
  // The groups drawn, observed once the observer exists: made in an effect, which runs after the groups' refs are set.
  const groups = useRef(new Set<HTMLElement>());
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const watching = new IntersectionObserver(
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
    observer.current = watching;
    for (const group of groups.current) watching.observe(group);
    return () => {
      watching.disconnect();
      observer.current = null;
    };
  }, []);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    groups.current.add(element);
    observer.current?.observe(element);
    return () => {
      groups.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);
  const isNear = useCallback((start: number) => near === null || near.has(start), [near]);
  return { ref, isNear };
}
