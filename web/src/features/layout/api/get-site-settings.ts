import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contracts/paths';
import type { SiteSettings } from '#contracts/site';
import { apiRequest } from '../../../lib/api-client.ts';

/** The site's public settings (social links), which change only when the server restarts. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => apiRequest<SiteSettings>(apiPaths.site, { signal }),
    staleTime: Infinity,
  });
