import fp from 'fastify-plugin';
import { sharedChangesFor } from '../db/dialect/shared-changes.ts';
import { Caches } from '../lib/caches.ts';
import { KeptByStatement } from '../lib/kept-by-statement.ts';
import { PerVideoCache } from '../lib/per-video-cache.ts';
import { ReadCache } from '../lib/read-cache.ts';
import type { FacetCounts } from '../features/media/media.facets.repository.ts';
import type { PresentedSummary } from '../features/media/media.page.ts';
import { type SearchBody, sizeOfSearchBody } from '../features/search/search-document.ts';
import { createPageCache } from '../features/seo/page-cache.ts';
import type { CollectionIndex } from '../features/collections/collections.service.ts';
import type { PeopleIndex } from '../features/people/people.service.ts';
import type { PlaceIndex } from '../features/places/places.service.ts';
import type { RecordIndex } from '../features/records/records.service.ts';

/**
 * Everything this process keeps between answers, in one place (docs/decisions.md §1900). Only public reads use
 * them, and each public read catches up with the other processes' writes first (`caches.catchUp()`).
 */
function storesOf(caches: Caches) {
  return {
    /** The public API's answers as sent (lists, details, search, map), by address (lib/read-cache.ts `cacheReads`). */
    answers: caches.add(new ReadCache()),
    /** Public pages' HTML as this process rendered them (features/seo/page-cache.ts). */
    pages: caches.add(createPageCache()),
    /**
     * Each public video as list and search pages show it, object and JSON (about 1.5 KB each), for the pages `answers`
     * misses (§122): a page is its videos' kept JSON put together (features/media/media.page.ts).
     */
    summaries: caches.add(new PerVideoCache<PresentedSummary>({ max: 10_000 })),
    /** Transcripts and segments of the videos searches matched in, for their snippets (the largest reads of a search page). */
    searchBodies: caches.add(new PerVideoCache<SearchBody>({ maxSize: 32 * 1024 * 1024, sizeOf: sizeOfSearchBody })),
    /** Facet counts by the statement that counts them, filter and search included (a few KB each; §1100). */
    facetCounts: caches.add(new KeptByStatement<FacetCounts>(500)),
    /** The ids of a filtered list in title order, by statement and language (400 KB at 50,000 videos; §1100). */
    titleOrders: caches.add(new KeptByStatement<readonly number[]>(20)),
    /** Every place's public interviews, names and identifiers (features/places/places.service.ts; docs/behaviour.md §1300). */
    placeIndex: caches.add(new KeptByStatement<PlaceIndex>(1)),
    /** Every person the public may see, with their public interviews, by day (features/people/people.service.ts; §2512). */
    peopleIndex: caches.add(new KeptByStatement<PeopleIndex>(1)),
    /** Every collection's public members and poster (features/collections/collections.service.ts; docs/behaviour.md §1200). */
    collectionIndex: caches.add(new KeptByStatement<CollectionIndex>(1)),
    /** The public collections, places and people with their names' search terms (features/records; docs/decisions.md §2410). */
    recordIndex: caches.add(new KeptByStatement<RecordIndex>(1)),
  };
}

/** The owner (`get`, `getMany`, `invalidate`, `catchUp`, `announce`) with its stores by name. */
type AppCaches = Caches & ReturnType<typeof storesOf>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process keeps between answers, and the one rule that forgets it (lib/caches.ts, plugins/caches.ts). */
    caches: AppCaches;
  }
}

export const cachesPlugin = fp(
  async (app) => {
    const others = await sharedChangesFor(app.database.db, app.database.dialect, app.config.databaseUrl);
    const caches = new Caches(others);
    app.decorate('caches', Object.assign(caches, storesOf(caches)));
    app.addHook('onClose', () => caches.close());
  },
  { name: 'caches', dependencies: ['database'] },
);
