import { z } from 'zod';

/**
 * Facets and sorting of the archive list (issue 17). Each facet takes one value at a time; facets
 * combine with each other and with `search` (all must hold). Shared by the API's list route and
 * the archive page's URL state.
 */
export const FACET_NAMES = ['region', 'place', 'topic', 'language', 'decade', 'person'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** `relevance` only means something with a search; without one the list falls back to `newest`. */
export const MEDIA_SORTS = ['relevance', 'newest', 'oldest', 'most_watched', 'title'] as const;
export const MediaSortSchema = z.enum(MEDIA_SORTS);
export type MediaSort = z.infer<typeof MediaSortSchema>;

const facetValue = z.string().trim().min(1).max(200).optional();

export const MediaFacetQuerySchema = z.object({
  region: facetValue,
  place: facetValue,
  topic: facetValue,
  language: facetValue,
  /** The first year of a decade: 1990 for the 1990s. */
  decade: z.coerce.number().int().min(1000).max(9990).multipleOf(10).optional(),
  /** A guest or host, by full name ("first last"). */
  person: facetValue,
  sort: MediaSortSchema.optional(),
  /** `1` adds `facets` to the answer. */
  facets: z.enum(['0', '1']).optional(),
  /** The page's language: the collation of `sort=title`. */
  lang: z.enum(['en', 'ar']).optional(),
});
export type MediaFacetQuery = z.infer<typeof MediaFacetQuerySchema>;

export const FacetValueSchema = z.object({
  value: z.string(),
  /** Arabic name from the gazetteer (regions and places), when one is known. */
  label_ar: z.string().optional(),
  /** Region facet: the province a commune or douar lies in (provinces have none). */
  parent: z.string().optional(),
  count: z.number().int(),
});
export type FacetValue = z.infer<typeof FacetValueSchema>;

export const FacetsSchema = z.object({
  region: z.array(FacetValueSchema),
  place: z.array(FacetValueSchema),
  topic: z.array(FacetValueSchema),
  language: z.array(FacetValueSchema),
  decade: z.array(FacetValueSchema),
  person: z.array(FacetValueSchema),
});
export type Facets = z.infer<typeof FacetsSchema>;
