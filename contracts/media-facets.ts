import { z } from 'zod';
import { MEDIA_SORTS } from './facet-names.ts';

/**
 * Facets and sorting of the archive list (docs/decisions.md §87). Each facet takes one value at a time; facets
 * combine with each other and with `search` (all must hold). Shared by the API's list route and
 * the archive page's URL state.
 */
// The names themselves live in facet-names.ts, which has no zod: the home page's cards link by them.
export { FACET_NAMES, type FacetName, MEDIA_SORTS, type MediaSort } from './facet-names.ts';
const MediaSortSchema = z.enum(MEDIA_SORTS);

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

const FacetValueSchema = z.object({
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
