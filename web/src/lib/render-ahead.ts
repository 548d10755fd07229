import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** A query the server fetches before it draws: its answer, or undefined when the read failed. */
export type FetchAhead = <T, Key extends QueryKey>(options: FetchQueryOptions<T, Error, T, Key>) => Promise<T | undefined>;

/** What a route's `renderAhead` knows of the page: its address and the fetch. */
export interface PageAhead {
  params: Params;
  searchParams: URLSearchParams;
  fetch: FetchAhead;
}

/**
 * A route's `handle` naming the queries its page will ask for, so the server fetches them before the first draw and
 * draws the page once, where each answer that opens more of the page would cost a draw of its own (a video's page:
 * the video, then its related interviews, then the wider ones; docs/architecture.md "Server rendering"). A guess no
 * draw asks for is dropped from what the page carries; a query not guessed is still fetched after the draw that asks.
 * It also loads what the page draws from its first draw, a chunk of its own (lib/preloadable-component.tsx): the
 * browser runs it again before it hydrates the server's page, its `fetch` then reading the page's own answers
 * (main.tsx), so both draw the same markup.
 */
export interface RenderAheadHandle {
  renderAhead: (page: PageAhead) => Promise<unknown>;
}

export function renderAheadOf(handle: unknown): RenderAheadHandle['renderAhead'] | undefined {
  return typeof handle === 'object' && handle !== null && 'renderAhead' in handle ? (handle as RenderAheadHandle).renderAhead : undefined;
}
