import { useEffect, useState } from 'react';

/** Whether the page has scrolled more than `threshold` px (docs/behaviour.md §9: header shadow after 10 px). */
export function useScrolled(threshold: number): boolean {
  // Starts as the server rendered it (unscrolled); the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
