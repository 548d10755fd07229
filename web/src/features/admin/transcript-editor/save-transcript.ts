import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { TranscriptSaveInput } from '#contracts/transcripts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The editor's save of one transcript and the index (docs/behaviour.md §700). */
export function useSaveTranscript(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TranscriptSaveInput) => apiRequest<Media>(apiPaths.admin.transcripts(videoId), { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
