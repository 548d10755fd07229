import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_ROW_ID } from '#contracts/constants';
import { type Media, MediaSchema } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toVideoView } from '../video-view.ts';

/** Ids are positive 32-bit integers; anything else can never exist, so it is "not found" without a call. */
const VIDEO_ID = /^[1-9]\d{0,9}$/;

/** One video with transcripts, segments and participants (docs/behaviour.md §7 `GET /api/v/media/{id}/`). */
async function getVideo(id: string, signal?: AbortSignal): Promise<Media> {
  if (!VIDEO_ID.test(id) || Number(id) > MAX_ROW_ID) throw new ApiError('Video not found', 404);
  const body = await apiRequest<unknown>(apiPaths.media.detail(id), { signal });
  // docs/behaviour.md §5: a detail response that is an array uses its first item; an empty one is "not found".
  const item: unknown = Array.isArray(body) ? body[0] : body;
  if (item === undefined || item === null) throw new ApiError('Video not found', 404);
  return MediaSchema.parse(item);
}

/** The cache holds the wire shape; `select` gives components the camelCase view. */
function videoQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['video', id] as const,
    queryFn: ({ signal }) => getVideo(id, signal),
    select: toVideoView,
  });
}

export function useVideo(id: string) {
  return useQuery(videoQueryOptions(id));
}

/** Which docs/behaviour.md §8 message a failed detail load shows (a key of the `video` namespace). */
export function videoErrorKey(error: unknown): 'videoDetail.videoNotFound' | 'videoDetail.loadError' {
  return error instanceof ApiError && error.status === 404 ? 'videoDetail.videoNotFound' : 'videoDetail.loadError';
}
