import type { ReactNode } from 'react';

/**
 * What a reader without JavaScript sees, in `<noscript>`: drawn by the server only (docs/decisions.md §2612). A browser
 * that runs script keeps a `<noscript>`'s content as one text, which hydration would rebuild as the elements nobody
 * sees (a video page's every transcript); in the browser the element is left empty instead.
 */
export function NoScript({ children }: { children: ReactNode }) {
  return <noscript>{import.meta.env.SSR ? children : null}</noscript>;
}
