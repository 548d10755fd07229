import { gazetteer } from '#contracts/gazetteer';
import type { MediaListQuery } from '#contracts/media';
import type { MediaSort } from '#contracts/media-facets';
import type { DbOrTx } from '../../db/database.ts';
import type { ReadThrough } from '../../lib/caches.ts';
import { KeptByStatement, readKept } from '../../lib/kept-by-statement.ts';
import { type MediaListFilter, type MediaOrder, listMediaTitles, listRegionNames } from './media.queries.ts';

/**
 * The list filter of a request's facets. A region value may be a province or a commune of the
 * gazetteer: it then keeps every stored region lying within it (docs/decisions.md §88).
 */
export async function resolveFacetFilter(db: DbOrTx, query: MediaListQuery): Promise<MediaListFilter> {
  const filter: MediaListFilter = {};
  if (query.region !== undefined) {
    const area = query.region;
    filter.regionNames = (await listRegionNames(db)).filter((name) => name === area || gazetteer.contains(area, name));
  }
  if (query.place !== undefined) filter.place = query.place;
  if (query.topic !== undefined) filter.topic = query.topic;
  if (query.language !== undefined) filter.language = query.language;
  if (query.decade !== undefined) filter.decade = query.decade;
  if (query.person !== undefined) filter.person = query.person;
  return filter;
}

export function hasFacetFilter(filter: MediaListFilter): boolean {
  return Object.keys(filter).length > 0;
}

/** The database order of a sort; `title` and `relevance` are ordered elsewhere. */
export function orderOf(sort: MediaSort | undefined, fallback: MediaOrder): MediaOrder {
  if (sort === 'newest') return 'recent';
  if (sort === 'oldest') return 'oldest';
  if (sort === 'most_watched') return 'views';
  return fallback;
}

const collators = {
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
  ar: new Intl.Collator('ar', { sensitivity: 'base', numeric: true }),
};

/**
 * One page of ids in title order for the page's language (Intl.Collator: Arabic titles in
 * Arabic alphabetical order on Arabic pages). Databases cannot share this collation, so the
 * filtered ids and titles are read once and sorted here.
 */
export async function pageByTitle(
  db: DbOrTx,
  filter: MediaListFilter,
  lang: 'en' | 'ar',
  page: { limit: number; offset: number },
  kept: ReadThrough<string, readonly number[]> | null = null,
) {
  // Sorting every title with the collator is most of the cost (docs/decisions.md §1100): the order is kept until a write.
  const compiled = listMediaTitles(db, filter).compile();
  const order = await readKept(kept, KeptByStatement.keyOf(compiled, lang), async () => {
    const rows = (await db.executeQuery(compiled)).rows;
    const collator = collators[lang];
    rows.sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
    return rows.map((r) => r.id);
  });
  return { total: order.length, ids: order.slice(page.offset, page.offset + page.limit) };
}
