import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { DraftList, Job } from '#contracts/transcript-jobs';
import { apiRequest } from '../../../../lib/api-client.ts';

// Aligning and drafting (docs/behaviour.md §704): an interview's machine drafts and jobs, one job's
// progress, and asking for a job.

const keys = {
  drafts: (videoId: number) => ['admin', 'transcript-drafts', videoId] as const,
  job: (jobId: number) => ['admin', 'job', jobId] as const,
};

const draftsQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: keys.drafts(videoId),
    queryFn: () => apiRequest<DraftList>(apiPaths.admin.transcriptDrafts(videoId)),
    staleTime: 0,
  });

export function useDrafts(videoId: number) {
  return useQuery(draftsQueryOptions(videoId));
}

const unfinished = (job: Job | undefined) => job?.status === 'queued' || job?.status === 'running';

/** One job, asked again every second while it is queued or running. */
export function useJob(jobId: number | null) {
  return useQuery({
    queryKey: keys.job(jobId ?? 0),
    queryFn: () => apiRequest<Job>(apiPaths.admin.job(jobId!)),
    enabled: jobId !== null,
    refetchInterval: (query) => (unfinished(query.state.data) || !query.state.data ? 1_000 : false),
  });
}

export function useRequestJob(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, language }: { kind: 'align' | 'draft'; language: string }) =>
      apiRequest<{ job: number }>(kind === 'align' ? apiPaths.admin.transcriptAlign(videoId) : apiPaths.admin.transcriptDraft(videoId), {
        method: 'POST',
        body: { language },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.drafts(videoId) }),
  });
}
