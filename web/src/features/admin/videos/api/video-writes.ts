import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visibility } from '#contracts/constants';
import type { FullMediaInput, Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest, apiResponse } from '../../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../kit/api/admin-keys.ts';
import { outcomeOf, type SaveOutcome } from '../../kit/api/admin-videos.ts';

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => invalidateAfterWrite(queryClient);
}

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
