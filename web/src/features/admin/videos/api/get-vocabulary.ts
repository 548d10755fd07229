import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { Vocabulary } from '#contracts/vocabulary';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

/** Topics, places and people already in the archive: the wizard's tag suggestions. */
export const vocabularyQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'vocabulary'] as const,
    queryFn: ({ signal }) => apiRequest<Vocabulary>(apiPaths.admin.vocabulary, { signal }),
    staleTime: 60_000,
  });
