// No zod here: cards on the home page link with archiveUrl (its schemas stay in read-archive-filters.ts).
import { FACET_NAMES, type FacetName, type MediaSort } from '#contracts/facet-names';
import { paths } from '../config/paths.ts';

/** The archive's state in its URL (`/archive?region=…&topic=…&sort=…`): shareable, restored by Back. */
export type ArchiveFilters = Partial<Record<FacetName, string>> & { search?: string; sort?: MediaSort };

/** URL parameters of the filters, in a fixed order so equal states give equal URLs. */
export function archiveParams(filters: ArchiveFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  for (const name of FACET_NAMES) if (filters[name]) params.set(name, filters[name]);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** A link to the archive filtered by one value: chips on cards and on the video page. */
export function archiveUrl(filters: ArchiveFilters): string {
  const query = archiveParams(filters).toString();
  return query ? `${paths.archive}?${query}` : paths.archive;
}

/**
 * The URL parameter of how many pages of results the archive shows: "Load more" is a link to the next
 * (docs/architecture.md "Server rendering": without JavaScript it is followed, with it the page only
 * loads the next page). Bounded, as each page shown is rendered by the server.
 */
export const ARCHIVE_PAGE_PARAM = 'page';
export const MAX_ARCHIVE_PAGES = 50;
