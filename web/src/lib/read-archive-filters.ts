import { FACET_NAMES, MEDIA_SORTS, type MediaSort } from '#contracts/facet-names';
import { MediaFacetQuerySchema } from '#contracts/media-facets';
import type { ArchiveFilters } from './archive-filters.ts';

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
