import { queryOptions } from '@tanstack/react-query';
import type { ConsentOverview } from '#contracts/consent';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * An interview's participants with their releases and what publishing lacks (docs/behaviour.md §400): its
 * releases page shows them, and the access panel and the edit page say what opening or publishing lacks.
 */
export const consentOverviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'consents', id] as const,
    queryFn: () => apiRequest<ConsentOverview>(apiPaths.admin.consents(id)),
    staleTime: 0,
  });
