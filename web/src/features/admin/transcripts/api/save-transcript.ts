import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { TranscriptSaveInput } from '#contracts/transcripts';
import { apiResponse } from '../../../../lib/api-client.ts';
import { outcomeOf } from '../../kit/api/admin-videos.ts';

/** The editor's save of one transcript and the index (docs/behaviour.md §700); a transcriber's may be kept for review. */
export function useSaveTranscript(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TranscriptSaveInput) =>
      outcomeOf(await apiResponse<Media>(apiPaths.admin.transcripts(videoId), { method: 'PUT', body: input })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
