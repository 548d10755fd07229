/** The archive's facets, each one URL parameter and one filter of the list API (docs/decisions.md §87). */
export const FACET_NAMES = ['region', 'place', 'topic', 'language', 'decade', 'person'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** `relevance` only means something with a search; without one the list falls back to `newest`. */
export const MEDIA_SORTS = ['relevance', 'newest', 'oldest', 'most_watched', 'title'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];
