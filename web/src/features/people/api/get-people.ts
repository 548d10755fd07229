import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import type { Person, PersonList } from '#contracts/people';
import { apiRequestChecked } from '../../../lib/api-client.ts';

/** One page of a person's public interviews (`page` counts from 1): the first is the address the server preloads. */
export function personQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: ['person', slug, page] as const,
    queryFn: async ({ signal }): Promise<Person> => {
      const detail = apiPaths.people.detail(encodeURIComponent(slug));
      const path = page > 1 ? `${detail}?page=${page}&page_size=${DEFAULT_PAGE_SIZE}` : detail;
      return apiRequestChecked(path, { signal }, async () => (await import('#contracts/people')).PersonSchema);
    },
    // An unknown person stays unknown: the page the server rendered is not asked again.
    retryOnMount: false,
  });
}

/** The people of one interview who have a page, with the names the interview gives them (its page links them). */
export const mediaPeopleQueryOptions = (mediaId: number | string) =>
  queryOptions({
    queryKey: ['people', 'of-media', String(mediaId)] as const,
    queryFn: async ({ signal }): Promise<PersonList> => {
      const path = `${apiPaths.people.list}?media=${mediaId}&page_size=100`;
      return apiRequestChecked(path, { signal }, async () => (await import('#contracts/people')).PersonListSchema);
    },
  });
