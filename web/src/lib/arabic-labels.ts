import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CACHE_LIFETIME_MS } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import type { ArabicLabels, LabelKind } from '#contracts/vocabulary';
import { apiRequest } from './api-client.ts';
import { useArabicPlaceName } from './arabic-place-names.ts';
import { useSharedQueryData } from './shared-query.ts';

/** The Arabic forms staff keep for topics, languages and places (docs/behaviour.md §804). */
export const arabicLabelsQueryOptions = () =>
  queryOptions({
    queryKey: ['arabic-labels'],
    queryFn: ({ signal }) => apiRequest<ArabicLabels>(apiPaths.arabicLabels, { signal }),
    staleTime: CACHE_LIFETIME_MS,
  });

/**
 * A topic, language or place name as the page shows it: on Arabic pages staff's Arabic form, else
 * (places) the gazetteer's Arabic name, else the name as stored. English pages never ask for the forms.
 */
export function useArabicName(kind: LabelKind, name: string): string {
  const { i18n } = useTranslation();
  const arabic = i18n.language.startsWith('ar');
  // One observer for every name on the page (lib/shared-query.ts), not one each.
  const data = useSharedQueryData(arabicLabelsQueryOptions, arabic);
  const staffForm = arabic ? data?.[kind][name] : undefined;
  const gazetteerName = useArabicPlaceName(name, arabic && kind === 'place' && staffForm === undefined);
  if (!arabic) return name;
  return staffForm ?? gazetteerName ?? name;
}
