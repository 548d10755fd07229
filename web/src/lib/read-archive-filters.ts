import { FACET_NAMES, MEDIA_SORTS, type MediaSort } from '#contracts/facet-names';
import { MediaFacetQuerySchema } from '#contracts/media-facets';
import { ARCHIVE_PAGE_PARAM, type ArchiveFilters, MAX_ARCHIVE_PAGES } from './archive-filters.ts';

/** Reads the archive's filters from a URL, dropping any value the API would refuse. */
export function readArchiveFilters(params: URLSearchParams): ArchiveFilters {
  const filters: ArchiveFilters = {};
  const search = params.get('search')?.trim();
  if (search) filters.search = search;
  for (const name of FACET_NAMES) {
    const value = params.get(name)?.trim();
    if (value && MediaFacetQuerySchema.shape[name].safeParse(value).success) filters[name] = value;
  }
  const sort = params.get('sort');
  if (sort && (MEDIA_SORTS as readonly string[]).includes(sort)) filters.sort = sort as MediaSort;
  return filters;
}

/** How many pages the URL asks for: 1 unless it names a whole number from 2 to MAX_ARCHIVE_PAGES. */
export function readArchivePages(params: URLSearchParams): number {
  const pages = Number(params.get(ARCHIVE_PAGE_PARAM));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_ARCHIVE_PAGES) : 1;
}
