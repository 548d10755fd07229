import { type SearchBody, sizeOfSearchBody } from '../search/search-document.ts';
import type { PresentedSummary } from './media.page.ts';
import { PerVideoCache } from '../../lib/per-video-cache.ts';
import { KeptByStatement } from '../../lib/kept-by-statement.ts';
import type { FacetCounts } from './media.facets.repository.ts';

/**
 * What this process keeps of single public videos for the pages the read cache misses
 * (docs/decisions.md §122). Only public reads use them: they are checked against other
 * processes' writes before every public read, as the read cache is.
 */
export class VideoCaches {
  /** Each video as list and search pages show it (about 1.5 KB of text each). */
  readonly summaries = new PerVideoCache<PresentedSummary>({ max: 10_000 });
  /** Transcripts and segments of the videos searches matched in, for their snippets (the largest reads of a search page). */
  readonly searchBodies = new PerVideoCache<SearchBody>({ maxSize: 32 * 1024 * 1024, sizeOf: sizeOfSearchBody });
  /**
   * Facet counts by the statement that counts them (filter and search included; a few KB each),
   * and the ids of a filtered list in title order by the statement and language (400 KB at 50,000
   * videos), docs/decisions.md §1100. Each sums over many videos, so any write forgets them all.
   */
  readonly facetCounts = new KeptByStatement<FacetCounts>(500);
  readonly titleOrders = new KeptByStatement<readonly number[]>(20);

  /** Forgets the given videos, or every video. */
  forget(mediaIds?: readonly number[]): void {
    this.summaries.forget(mediaIds);
    this.searchBodies.forget(mediaIds);
    this.facetCounts.clear();
    this.titleOrders.clear();
  }
}
