import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_ROW_ID } from '#contracts/constants';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { ApiError, apiRequestChecked } from '../../../lib/api-client.ts';
import { toVideoView } from '../video-view.ts';

/** Ids are positive 32-bit integers; anything else can never exist, so it is "not found" without a call. */
const VIDEO_ID = /^[1-9]\d{0,9}$/;

/** One video with transcripts, segments and participants (docs/behaviour.md §7 `GET /api/v/media/{id}/`). */
async function getVideo(id: string, accessToken: string | null, signal?: AbortSignal): Promise<Media> {
  if (!VIDEO_ID.test(id) || Number(id) > MAX_ROW_ID) throw new ApiError('Video not found', 404);
  // An access link's token (`/archive/{id}?access=TOKEN`) goes to the API as it came (docs/behaviour.md §300).
  const path = accessToken ? `${apiPaths.media.detail(id)}?access=${encodeURIComponent(accessToken)}` : apiPaths.media.detail(id);
  return apiRequestChecked(path, { signal }, async () => {
    const { MediaSchema } = await import('#contracts/media');
    return { parse: (body: unknown) => MediaSchema.parse(detailItem(body)) };
  });
}

/** docs/behaviour.md §5: a detail response that is an array uses its first item; an empty one is "not found". */
function detailItem(body: unknown): unknown {
  const item: unknown = Array.isArray(body) ? body[0] : body;
  if (item === undefined || item === null) throw new ApiError('Video not found', 404);
  return item;
}

/** The cache holds the wire shape; `select` gives components the camelCase view. */
export function videoQueryOptions(id: string, accessToken: string | null) {
  return queryOptions({
    queryKey: ['video', id, accessToken] as const,
    queryFn: ({ signal }) => getVideo(id, accessToken, signal),
    select: toVideoView,
    // An unknown video stays unknown: the page the server rendered ("Video not found") is not asked again.
    retryOnMount: false,
  });
}

export function useVideo(id: string, accessToken: string | null = null) {
  return useQuery(videoQueryOptions(id, accessToken));
}

/** Which docs/behaviour.md §8 message a failed detail load shows (a key of the `video` namespace). */
export function videoErrorKey(error: unknown): 'videoDetail.videoNotFound' | 'videoDetail.loadError' {
  return error instanceof ApiError && error.status === 404 ? 'videoDetail.videoNotFound' : 'videoDetail.loadError';
}
