import { queryOptions } from '@tanstack/react-query';
import type { MediaFileList, MediaToolsStatus } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

/** An interview's held recording (original and derivatives); polled while something is still being made. */
export const mediaFilesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'files', id] as const,
    queryFn: () => apiRequest<MediaFileList>(apiPaths.admin.mediaFiles(id)),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.results.some((f) => f.status === 'queued' || f.status === 'processing') ? 2000 : false),
  });

/** Whether ffmpeg is installed, the upload limit and the last fixity check. */
export const mediaToolsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'media-tools'] as const,
    queryFn: () => apiRequest<MediaToolsStatus>(apiPaths.admin.mediaTools),
  });
