import { type RefObject, useEffect } from 'react';

/**
 * Scrolls `container` (and only it: the page itself never jumps) so `item` is inside it, centred when
 * it was out of view. Used by the parts of the video page that follow playback (docs/decisions.md §53).
 */
function keepInView(container: HTMLElement | null, item: HTMLElement | null | undefined): void {
  if (!container || !item || !container.contains(item)) return;
  const box = container.getBoundingClientRect();
  const target = item.getBoundingClientRect();
  if (target.top >= box.top && target.bottom <= box.bottom) return;
  const offset = target.top - box.top + container.scrollTop;
  container.scrollTop = Math.max(0, offset - (box.height - Math.min(target.height, box.height)) / 2);
}

/**
 * While `following`, keeps the container's `[aria-current]` element in view whenever `activeKey`
 * changes (and when following resumes). A null key means nothing is current.
 */
export function useKeepInView(containerRef: RefObject<HTMLElement | null>, activeKey: unknown, following: boolean): void {
  useEffect(() => {
    if (!following || activeKey === null) return;
    const container = containerRef.current;
    keepInView(container, container?.querySelector<HTMLElement>('[aria-current]'));
  }, [containerRef, activeKey, following]);
}
