import { gazetteer, placeKey } from '#contracts/gazetteer';
import type { MediaListQuery } from '#contracts/media';
import type { FacetValue, Facets, MediaSort } from '#contracts/media-facets';
import type { DbOrTx } from '../../db/database.ts';
import type { FacetCount } from './media.facets.repository.ts';
import { type MediaListFilter, type MediaOrder, listMediaTitles, listRegionNames } from './media.queries.ts';

/**
 * The list filter of a request's facets. A region value may be a province or a commune of the
 * gazetteer: it then keeps every stored region lying within it (docs/decisions.md, issue 17).
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
export async function pageByTitle(db: DbOrTx, filter: MediaListFilter, lang: 'en' | 'ar', page: { limit: number; offset: number }) {
  const rows = await listMediaTitles(db, filter);
  const collator = collators[lang];
  rows.sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
  return { total: rows.length, ids: rows.slice(page.offset, page.offset + page.limit).map((r) => r.id) };
}

/**
 * Facet counts → the answer's `facets`: Arabic labels from the gazetteer, and the region facet
 * as a tree (province → commune → douar, by `parent`) where each area counts the videos of the
 * places within it (a video has one region, so the sums are exact), as the region filter does.
 */
export function presentFacets(counts: Record<keyof Facets, FacetCount[]>): Facets {
  const withArabic = (value: FacetCount): FacetValue => {
    const labelAr = gazetteer.arabicName(value.value);
    return labelAr ? { ...value, label_ar: labelAr } : value;
  };
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);
  return {
    region: regionTree(counts.region).map(withArabic).sort((a, b) => Number(a.parent !== undefined) - Number(b.parent !== undefined) || byCount(a, b)),
    place: counts.place.map(withArabic),
    topic: counts.topic,
    language: counts.language.sort(byCount),
    decade: counts.decade.sort((a, b) => Number(b.value) - Number(a.value)),
    person: counts.person,
  };
}

function regionTree(regions: FacetCount[]): (FacetCount & { parent?: string })[] {
  const tree = new Map<string, FacetCount & { parent?: string }>();
  const add = (value: string, count: number, parent?: string) => {
    const key = placeKey(value);
    const node = tree.get(key);
    if (node) node.count += count;
    else tree.set(key, parent ? { value, count, parent } : { value, count });
  };
  for (const { value, count } of regions) {
    const entry = gazetteer.find(value);
    if (!entry) add(value, count);
    else if (entry.kind === 'province') add(value, count);
    else if (entry.kind === 'commune') add(value, count, entry.province);
    else add(value, count, entry.commune ?? entry.province);
    if (entry?.kind === 'douar' && entry.commune) add(entry.commune, count, entry.province);
    if (entry && entry.kind !== 'province') add(entry.province, count);
  }
  return [...tree.values()];
}
