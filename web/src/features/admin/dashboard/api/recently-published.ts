import { queryOptions } from '@tanstack/react-query';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

/** Recently published = public, newest interview first (docs/behaviour.md §2 dashboard). */
export const recentlyPublishedQueryOptions = (count: number) =>
  queryOptions({
    queryKey: [...adminKeys.recent(), count],
    queryFn: () => apiRequest<MediaPage>(`${apiPaths.media.recent}?visibility=public&page_size=${count}`).then((page) => page.results),
    staleTime: 0,
  });
