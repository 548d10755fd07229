import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import { type RecordMatches, recordSearchWords } from '#contracts/records';
import { apiRequestChecked } from '../../../lib/api-client.ts';

/**
 * The collections, places and people a search names (docs/behaviour.md §1300); not asked for a search too short or too
 * long to name one, which the server would answer with empty lists.
 */
export const recordMatchesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['records', search] as const,
    queryFn: async ({ signal }): Promise<RecordMatches> => {
      const path = `${apiPaths.records.list}?search=${encodeURIComponent(search)}`;
      return apiRequestChecked(path, { signal }, async () => (await import('#contracts/records')).RecordMatchesSchema);
    },
    enabled: recordSearchWords(search).length > 0,
  });
