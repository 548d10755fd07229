import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contracts/constants';
import type { MediaPage, MediaSummary } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { type ArchiveFilters, archiveParams } from '../../../lib/archive-filters.ts';

/** docs/behaviour.md §5: a list answer is an array or an object holding a `results` array. */
export function toMediaPage(body: unknown): MediaPage {
  if (Array.isArray(body)) return { count: body.length, next: null, previous: null, results: body as MediaSummary[] };
  if (typeof body === 'object' && body !== null && 'results' in body && Array.isArray(body.results)) {
    const page = body as Partial<MediaPage> & { results: MediaSummary[] };
    return {
      count: typeof page.count === 'number' ? page.count : page.results.length,
      next: page.next ?? null,
      previous: page.previous ?? null,
      results: page.results,
      ...(page.facets ? { facets: page.facets } : {}),
    };
  }
  throw new Error('Invalid response format');
}

async function fetchPage(path: string, params: Record<string, string>, signal: AbortSignal): Promise<MediaPage> {
  const query = new URLSearchParams(params).toString();
  return toMediaPage(await apiRequest<unknown>(`${path}?${query}`, { signal }));
}

/** Home sections show this many cards. */
export const HOME_SECTION_SIZE = 4;

// Query keys follow the product's cache keys (docs/behaviour.md §7 notes: videos, most-viewed-videos, recently-published-videos).
export const recentVideosQueryOptions = () =>
  queryOptions({
    queryKey: ['recently-published-videos'],
    queryFn: ({ signal }) => fetchPage(apiPaths.media.recent, { page_size: String(HOME_SECTION_SIZE) }, signal),
  });

export const mostViewedVideosQueryOptions = () =>
  queryOptions({
    queryKey: ['most-viewed-videos'],
    queryFn: ({ signal }) => fetchPage(apiPaths.media.mostWatched, { page_size: String(HOME_SECTION_SIZE) }, signal),
  });

/**
 * The archive's first `pages` pages (of DEFAULT_PAGE_SIZE) as one page, with the facet counts: a link to
 * `?page=3` shows what two presses of "Load more" show (docs/decisions.md §1001).
 * Asked in MAX_PAGE_SIZE pieces, so the number of requests stays small.
 */
async function fetchFirstPages(params: Record<string, string>, pages: number, signal: AbortSignal): Promise<MediaPage> {
  const wanted = pages * DEFAULT_PAGE_SIZE;
  const pieces = Array.from({ length: Math.ceil(wanted / MAX_PAGE_SIZE) }, (_, n) =>
    fetchPage(
      apiPaths.media.list,
      { ...params, page: String(n + 1), page_size: String(MAX_PAGE_SIZE), ...(n === 0 ? { facets: '1' } : {}) },
      signal,
    ),
  );
  const answers = await Promise.all(pieces);
  const first = answers[0]!;
  const results = answers.flatMap((answer) => answer.results).slice(0, wanted);
  // `next` is only read as "is there more" (getNextPageParam below).
  return { ...first, results, previous: null, next: first.count > wanted ? `${apiPaths.media.list}?page=${pages + 1}` : null };
}

/**
 * The archive list, a page at a time ("Load more"), narrowed by the URL's facets and sorted; with
 * a search term the server searches (docs/behaviour.md §5). The first page also brings the facet counts.
 * `pages` (the URL's `?page=`, "Load more" without JavaScript) starts with that many pages shown.
 */
export const videosQueryOptions = (filters: ArchiveFilters, language: string, pages = 1) => {
  const params = Object.fromEntries(archiveParams(filters));
  // Title order depends on the page language's collation; other orders do not.
  const lang = filters.sort === 'title' ? language.slice(0, 2) : undefined;
  return infiniteQueryOptions({
    queryKey: ['videos', { ...params, lang, ...(pages > 1 ? { pages } : {}) }],
    // A page number: the last page loaded (the first load may bring several, fetchFirstPages).
    initialPageParam: pages,
    queryFn: ({ pageParam, signal }) => {
      if (pageParam === pages && pages > 1) return fetchFirstPages(lang ? { ...params, lang } : params, pages, signal);
      const query: Record<string, string> = { ...params, page: String(pageParam), page_size: String(DEFAULT_PAGE_SIZE) };
      if (pageParam === 1) query.facets = '1';
      if (lang) query.lang = lang;
      return fetchPage(apiPaths.media.list, query, signal);
    },
    getNextPageParam: (last, _all, lastParam) => (last.next ? lastParam + 1 : undefined),
  });
};

/**
 * The "all these words" suggestion (docs/behaviour.md §802): the interviews holding each word of the
 * search apart, within the same facets, one page. Asked only once the search itself found nothing.
 */
export const allWordsQueryOptions = (filters: ArchiveFilters, enabled: boolean) => {
  const params = { ...Object.fromEntries(archiveParams(filters)), match: 'all_words' };
  return queryOptions({
    queryKey: ['videos', params],
    queryFn: ({ signal }) => fetchPage(apiPaths.media.list, { ...params, page_size: String(DEFAULT_PAGE_SIZE) }, signal),
    enabled,
  });
};

/** A few other interviews sharing one facet value with a video ("More from {place}"). */
export const relatedVideosQueryOptions = (filters: ArchiveFilters) =>
  queryOptions({
    queryKey: ['related-videos', Object.fromEntries(archiveParams(filters))],
    queryFn: ({ signal }) =>
      fetchPage(apiPaths.media.list, { ...Object.fromEntries(archiveParams(filters)), page_size: String(RELATED_SIZE + 1) }, signal),
  });

/** "More from …" shows this many (one more is fetched, as the list may hold the video itself). */
export const RELATED_SIZE = 4;
