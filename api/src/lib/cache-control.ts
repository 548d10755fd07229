/**
 * What browsers and shared caches (a CDN, a proxy) may keep of a public API answer: a shared
 * cache a few seconds, then served stale while it asks again, so an admin's save shows up
 * everywhere within about half a minute at worst. Browsers always ask again (max-age=0), which
 * costs a 304 when nothing changed.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
/** How long a shared cache may serve PUBLIC_CACHE_CONTROL's answer, at the most: its s-maxage plus stale-while-revalidate. */
const PUBLIC_CACHE_LIFETIME_S = 35;

/**
 * PUBLIC_CACHE_CONTROL, cut short when something sealed or withheld opens sooner than a shared cache
 * would keep the answer (`opensAt`, ms since the epoch): no cached public answer outlives that moment
 * (docs/architecture.md "Server rendering").
 */
export function publicCacheControl(opensAt: number, now = Date.now()): string {
  const left = Math.floor((opensAt - now) / 1000);
  if (left >= PUBLIC_CACHE_LIFETIME_S) return PUBLIC_CACHE_CONTROL;
  return `public, max-age=0, s-maxage=${Math.max(0, Math.min(5, left))}`;
}
/** Behind the access gate, for the admin, or per visitor: never in a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** An answer meant for one visitor at one moment (the answer to a sent form): never kept by anyone. */
export const NO_STORE_CACHE_CONTROL = 'private, no-store';
