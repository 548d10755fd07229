import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#contracts/constants';
import type { Media, MediaPage, MediaSummary } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

// The reads of videos that several admin domains show (the list: videos, dashboard; one video: its form,
// its transcript editor), and what a save of one answers.

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

export const adminVideoQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.video(id), queryFn: () => apiRequest<Media>(apiPaths.media.detail(id)), staleTime: 0 });

/**
 * What became of a save: `proposed` when the server kept a transcriber's change to a public video for an
 * editor's review (202 Accepted) instead of saving it; the answer is then the video as it still is.
 */
export interface SaveOutcome {
  proposed: boolean;
  media: Media;
}

export const outcomeOf = ({ status, body }: { status: number; body: Media }): SaveOutcome => ({ proposed: status === 202, media: body });
