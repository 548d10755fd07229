import { FACET_NAMES, type FacetName, MediaFacetQuerySchema, MEDIA_SORTS, type MediaSort } from '#contracts/media-facets';

/** The archive's state in its URL (`/archive?region=…&topic=…&sort=…`): shareable, restored by Back. */
export type ArchiveFilters = Partial<Record<FacetName, string>> & { search?: string; sort?: MediaSort };

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
  return query ? `/archive?${query}` : '/archive';
}
