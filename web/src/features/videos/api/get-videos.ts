import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '#contracts/constants';
import type { MediaPage, MediaSummary } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §5: a list answer is an array or an object holding a `results` array. */
export function toMediaPage(body: unknown): MediaPage {
  if (Array.isArray(body)) return { count: body.length, next: null, previous: null, results: body as MediaSummary[] };
  if (typeof body === 'object' && body !== null && 'results' in body && Array.isArray(body.results)) {
    const page = body as Partial<MediaPage> & { results: MediaSummary[] };
    return { count: typeof page.count === 'number' ? page.count : page.results.length, next: page.next ?? null, previous: page.previous ?? null, results: page.results };
  }
  throw new Error('Invalid response format');
}

async function fetchPage(path: string, params: Record<string, string>, signal: AbortSignal): Promise<MediaPage> {
  const query = new URLSearchParams(params).toString();
  return toMediaPage(await apiRequest<unknown>(`${path}?${query}`, { signal }));
}

/** Home sections show this many cards. */
export const HOME_SECTION_SIZE = 4;

// Query keys follow the spec's cache keys (spec §7 notes: videos, most-viewed-videos, recently-published-videos).
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

/** The archive list, a page at a time ("Load more"); with a search term the server searches (spec §5). */
export const videosQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['videos', { search }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params: Record<string, string> = { page: String(pageParam), page_size: String(DEFAULT_PAGE_SIZE) };
      if (search) params.search = search;
      return fetchPage(apiPaths.media.list, params, signal);
    },
    getNextPageParam: (last, _all, lastParam) => (last.next ? lastParam + 1 : undefined),
  });
