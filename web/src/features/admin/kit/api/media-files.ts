import { queryOptions } from '@tanstack/react-query';
import type { MediaFile, MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * An interview's held recording (original, derivatives and the public set silenced over withheld passages); polled
 * while something is still being made. The recordings panel lists it; the access panel says whether the public set
 * is silenced yet.
 */
export const mediaFilesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'files', id] as const,
    queryFn: () => apiRequest<MediaFileList>(apiPaths.admin.mediaFiles(id)),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.results.some((f) => f.status === 'queued' || f.status === 'processing') ? 2000 : false),
  });

/**
 * Where the public copy silent over withheld passages stands (docs/behaviour.md §610): `ready` once every file of
 * the public set is made, `making` while any is still queued or in work, `none` when there is none (or it failed).
 */
export function silencedSet(files: readonly MediaFile[]): 'ready' | 'making' | 'none' {
  const set = files.filter((file) => file.silenced);
  if (set.some((file) => file.status === 'queued' || file.status === 'processing')) return 'making';
  return set.length > 0 && set.every((file) => file.status === 'ready') ? 'ready' : 'none';
}
