import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sameItems } from '../../../../lib/same-items.ts';

/** A row's height until it has been measured (a paragraph of two lines with its controls). */
const ESTIMATED_ROW_PX = 120;
/** Rows rendered beyond each edge of the window, so scrolling shows no blank (docs/behaviour.md §703). */
const OVERSCAN_PX = 900;

export interface RowWindow {
  start: number;
  end: number;
  /** Height of the rows above and below the rendered ones, kept as padding so the scrollbar stays true. */
  before: number;
  after: number;
}

/**
 * Renders only the paragraphs near the viewport: a 3-hour transcript holds a thousand of them, and
 * rendering every one made opening slow and each key late (docs/behaviour.md §703). Heights are measured
 * as rows render (ResizeObserver) and estimated until then; the page's own scroll drives the window.
 * `all`: every row is rendered (the mode for screen readers and the browser's find).
 */
export function useWindowRows(keys: readonly number[], all = false) {
  /** The list element (the hook's, so the window reads where the list is). */
  const list = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<number, number>());
  const keysRef = useRef(keys);
  const [window_, setWindow] = useState<RowWindow>(() => ({ start: 0, end: Math.min(keys.length, 12), before: 0, after: 0 }));

  const everyRow = useRef(all);
  const update = useCallback(() => {
    const element = list.current;
    const all = keysRef.current;
    if (everyRow.current) {
      setWindow((current) =>
        current.start === 0 && current.end === all.length && current.before === 0 && current.after === 0
          ? current
          : { start: 0, end: all.length, before: 0, after: 0 },
      );
      return;
    }
    const top = element ? element.getBoundingClientRect().top : 0;
    const from = -top - OVERSCAN_PX;
    const to = -top + (globalThis.innerHeight || 800) + OVERSCAN_PX;
    let offset = 0;
    let start = all.length;
    let end = all.length;
    let before = 0;
    for (let i = 0; i < all.length; i++) {
      const height = heights.current.get(all[i]!) ?? ESTIMATED_ROW_PX;
      if (start === all.length && offset + height > from) {
        start = i;
        before = offset;
      }
      if (offset >= to) {
        end = i;
        break;
      }
      offset += height;
    }
    let after = 0;
    for (let i = end; i < all.length; i++) after += heights.current.get(all[i]!) ?? ESTIMATED_ROW_PX;
    setWindow((current) =>
      current.start === start && current.end === end && current.before === before && current.after === after
        ? current
        : { start, end, before, after },
    );
  }, []);

  // One observer for the rendered rows: a row that grows (typing wraps a line) moves those below it. Made on
  // the first row's ref, which React sets before effects run, so the first rows drawn are measured too.
  const observer = useRef<ResizeObserver | null>(null);
  const frame = useRef(0);
  const schedule = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(update);
  }, [update]);
  const observerOf = useCallback(() => {
    if (!observer.current && typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) {
          const key = Number((entry.target as HTMLElement).dataset.rowKey);
          const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
          if (heights.current.get(key) !== height) {
            heights.current.set(key, height);
            changed = true;
          }
        }
        if (changed) schedule();
      });
    }
    return observer.current;
  }, [schedule]);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  useEffect(() => {
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    return () => {
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      cancelAnimationFrame(frame.current);
    };
  }, [schedule]);
  // Paragraphs added or removed (split, merge, a new text): the window is computed again before paint. A key typed
  // makes a new list of the same keys: nothing moved, so nothing is measured (the row's growth, if any, is the
  // observer's to tell), and the key's work stays in its paragraph (docs/decisions.md §2560).
  const applied = useRef(false);
  useLayoutEffect(() => {
    const same = applied.current && everyRow.current === all && sameItems(keysRef.current, keys);
    keysRef.current = keys;
    everyRow.current = all;
    applied.current = true;
    if (!same) update();
  }, [update, keys, all]);

  /** Scrolls the page so row `index` is in view, rendered or not (following playback). */
  const scrollToRow = useCallback((index: number) => {
    const key = keysRef.current[index];
    if (key === undefined) return;
    const shown = list.current?.querySelector<HTMLElement>(`[data-row-key="${key}"]`);
    if (shown) return shown.scrollIntoView?.({ block: 'center' });
    let offset = 0;
    for (let i = 0; i < index; i++) offset += heights.current.get(keysRef.current[i]!) ?? ESTIMATED_ROW_PX;
    const top = (list.current?.getBoundingClientRect().top ?? 0) + globalThis.scrollY;
    globalThis.scrollTo({ top: top + offset - (globalThis.innerHeight || 800) / 3 });
    // The row is drawn once the window follows the scroll; then it is centred exactly.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        list.current?.querySelector<HTMLElement>(`[data-row-key="${key}"]`)?.scrollIntoView?.({ block: 'center' }),
      ),
    );
  }, []);

  /** The ref each rendered row takes, so its height is measured. */
  const measure = useCallback(
    (element: HTMLElement | null) => {
      const rows = element ? observerOf() : null;
      if (!element || !rows) return;
      rows.observe(element);
      return () => rows.unobserve(element);
    },
    [observerOf],
  );

  return { rows: window_, measure, list, scrollToRow };
}
