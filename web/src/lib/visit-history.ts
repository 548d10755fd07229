import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The visit's current and previous in-site page (docs/decisions.md §42: Back goes back even after a full page load
 * from another page of the site, when the router's own history starts afresh). Session storage lasts
 * as long as the tab's visit, which is exactly the span "back" should reach.
 */
const STORAGE_KEY = 'atlas_visit_pages';

interface VisitPages {
  current: string;
  previous: string | null;
}

/** Only paths of this site: never another origin, never a protocol-relative `//host`. */
const isSitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

function read(): VisitPages | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { current, previous } = parsed as Record<string, unknown>;
    return isSitePath(current) ? { current, previous: isSitePath(previous) ? previous : null } : null;
  } catch {
    return null; // storage disabled or a foreign value: as if nothing was recorded
  }
}

function rememberPage(path: string): void {
  const visit = read();
  if (visit?.current === path) return; // a reload of the same page keeps its previous page
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ current: path, previous: visit?.current ?? null }));
  } catch (error) {
    console.warn('Visit history not kept', error);
  }
}

/** The page of this site the visitor came from, or null on the first page of the visit. */
export function previousPageOfVisit(currentPath: string): string | null {
  const visit = read();
  const recorded = visit ? (visit.current === currentPath ? visit.previous : visit.current) : null;
  if (recorded && recorded !== currentPath) return recorded;
  // A new tab opened from a page of the site carries no session record, but its referrer names the page.
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    const path = referrer && referrer.origin === window.location.origin ? `${referrer.pathname}${referrer.search}` : null;
    return path && path !== currentPath ? path : null;
  } catch {
    return null;
  }
}

/** Records every page the visitor sees (used once, by the public layout). */
export function useRememberVisitPages(): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberPage(`${pathname}${search}`), [pathname, search]);
}
