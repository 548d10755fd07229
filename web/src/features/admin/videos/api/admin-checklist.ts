import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { Checklist } from '#contracts/transcripts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** A saved interview's publish checklist, read for the server's mode (warn or require). */
export const checklistQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin', 'checklist', id], queryFn: () => apiRequest<Checklist>(apiPaths.admin.checklist(id)), staleTime: 0 });
