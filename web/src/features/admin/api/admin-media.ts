import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Visibility } from '#contracts/constants';
import type { FullMediaInput, Media, MediaPage, MediaSummary } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest, apiResponse } from '../../../lib/api-client.ts';

/** Every admin query key starts here, so one invalidation refreshes the whole admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  videos: () => [...adminKeys.all, 'videos'] as const,
  recent: () => [...adminKeys.all, 'recently-published-videos'] as const,
  video: (id: string) => [...adminKeys.all, `video-${id}`] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
};

/** All videos, public and archived (the admin token sees both), page after page. */
async function listAllVideos(): Promise<MediaSummary[]> {
  const videos: MediaSummary[] = [];
  for (let page = 1; ; page += 1) {
    const data = await apiRequest<MediaPage>(`${apiPaths.media.list}?page=${page}&page_size=${MAX_PAGE_SIZE}`);
    videos.push(...data.results);
    if (!data.next || data.results.length === 0 || videos.length >= data.count) return videos;
  }
}

export const adminVideosQueryOptions = () => queryOptions({ queryKey: adminKeys.videos(), queryFn: listAllVideos, staleTime: 0 });

/** Recently published = public, newest interview first (docs/behaviour.md §2 dashboard). */
export const recentlyPublishedQueryOptions = (count: number) =>
  queryOptions({
    queryKey: [...adminKeys.recent(), count],
    queryFn: () => apiRequest<MediaPage>(`${apiPaths.media.recent}?visibility=public&page_size=${count}`).then((page) => page.results),
    staleTime: 0,
  });

export const adminVideoQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.video(id), queryFn: () => apiRequest<Media>(apiPaths.media.detail(id)), staleTime: 0 });

/**
 * After a write every cached read may be stale, the public pages' lists included; not the
 * posters, whose paths carry the version they show (admin-poster.ts).
 */
export const invalidateAfterWrite = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== posterKey });

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => invalidateAfterWrite(queryClient);
}

/** The second part of a poster's query key (admin-poster.ts). */
export const posterKey = 'poster';

/** Deletes videos in parallel (docs/behaviour.md §7: "single or per selected, in parallel"). */
export function useDeleteVideos() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map((id) => apiRequest<unknown>(apiPaths.media.detail(id), { method: 'DELETE' }))),
    onSettled: invalidate,
  });
}

/** One visibility update per selected video, in parallel (docs/behaviour.md §7 note; docs/decisions.md §10). */
export function useUpdateVisibility() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ ids, visibility }: { ids: number[]; visibility: Visibility }) =>
      Promise.all(ids.map((id) => apiRequest<unknown>(apiPaths.media.visibility(id), { method: 'PATCH', body: { visibility } }))),
    onSettled: invalidate,
  });
}

/**
 * What became of a save: `proposed` when the server kept a transcriber's change to a public video for an
 * editor's review (202 Accepted) instead of saving it; the answer is then the video as it still is.
 */
export interface SaveOutcome {
  proposed: boolean;
  media: Media;
}

export const outcomeOf = ({ status, body }: { status: number; body: Media }): SaveOutcome => ({ proposed: status === 202, media: body });

/** The wizard's one atomic save of media, segments and participants (docs/decisions.md §11). */
export function useSaveFullMedia(videoId: string | undefined) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (input: FullMediaInput): Promise<SaveOutcome> =>
      outcomeOf(
        videoId
          ? await apiResponse<Media>(apiPaths.media.fullDetail(videoId), { method: 'PUT', body: input })
          : await apiResponse<Media>(apiPaths.media.full, { method: 'POST', body: input }),
      ),
    onSuccess: invalidate,
  });
}
