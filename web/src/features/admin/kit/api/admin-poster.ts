import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminKeys, posterKey } from './admin-keys.ts';

/** The picture as a data URL: a plain string to cache, nothing to revoke (posters are a few kB). */
const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'));
    reader.readAsDataURL(blob);
  });

/**
 * A video's picture on the site (its `thumbnail`: a poster path carrying the version), fetched with
 * the admin token so an archived video's shows too (an <img> cannot send it). The path changes with
 * each save, so an answer never goes stale; the browser's cache serves repeats.
 */
const adminPosterQueryOptions = (path: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, posterKey, path],
    queryFn: async ({ signal }) => dataUrl(await apiRequest<Blob>(path, { as: 'blob', signal })),
    staleTime: Infinity,
    retry: false,
  });

/** The picture's data URL, or null while it loads, when it failed or when there is none. */
export function useAdminPoster(path: string | null): string | null {
  return useQuery({ ...adminPosterQueryOptions(path ?? ''), enabled: path !== null }).data ?? null;
}
