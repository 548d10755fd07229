import { queryOptions } from '@tanstack/react-query';
import type { MediaToolsStatus } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

/** Whether ffmpeg is installed, the upload limit and the last fixity check. */
export const mediaToolsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'media-tools'] as const,
    queryFn: () => apiRequest<MediaToolsStatus>(apiPaths.admin.mediaTools),
  });
