import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of this tab was scrolled to, kept over a reload (the tab's session storage). */
const STORAGE_KEY = 'atlas-scroll-positions';

let positions: Record<string, number> | null = null;
/** The key of the history entry on screen, while a page that restores the scroll is drawn. */
let shownKey: string | null = null;
/** Whether the navigation under way starts its page at the top (a link's `preventScrollReset` says no). */
let resetWanted = true;

function storedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Called by the router for each navigation it starts (browser-router.tsx). */
export function wantsScrollReset(reset: boolean): void {
  resetWanted = reset;
}

/** Called by the router just before it shows the next address: the page on screen keeps its place. */
export function leavingPage(): void {
  if (shownKey !== null) storedPositions()[shownKey] = window.scrollY;
}

/**
 * The scroll of the public pages, as the browser keeps it for pages it loads (docs/decisions.md §2640): a new page
 * starts at the top, or at its `#fragment`; Back and Forward return to where the visitor was; a reload keeps it. The
 * first draw (the server's page taken over) never moves the page, which the visitor may already have scrolled.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const drawn = useRef(false);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      leavingPage();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(storedPositions()));
      } catch {
        // A full or refused storage loses the places kept over a reload, nothing more.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
      shownKey = null;
    };
  }, []);
  useLayoutEffect(() => {
    const first = !drawn.current;
    drawn.current = true;
    shownKey = location.key;
    const saved = storedPositions()[location.key];
    if (first) {
      if (saved !== undefined && window.scrollY === 0) window.scrollTo(0, saved);
    } else if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (resetWanted) {
      window.scrollTo(0, 0);
    }
  }, [location, action]);
  return null;
}
