import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { LabelInput, LabelRow } from '#contracts/vocabulary';
import { apiRequest } from '../../../../lib/api-client.ts';
import { arabicLabelsQueryOptions } from '../../../../lib/arabic-labels.ts';
import { adminKeys } from '../../kit/api/admin-keys.ts';

const labelsKey = () => [...adminKeys.all, 'vocabulary-labels'] as const;

/** Every topic, language and place with its Arabic form (docs/behaviour.md §804). */
export const vocabularyLabelsQueryOptions = () =>
  queryOptions({ queryKey: labelsKey(), queryFn: () => apiRequest<LabelRow[]>(apiPaths.admin.vocabularyLabels), staleTime: 0 });

/** Saves one Arabic form; the public pages' forms and lists (facets carry them) are read again. */
export function useSaveArabicLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LabelInput) => apiRequest<unknown>(apiPaths.admin.vocabularyLabels, { method: 'PUT', body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labelsKey() }),
        queryClient.invalidateQueries({ queryKey: arabicLabelsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['videos'] }),
      ]),
  });
}
