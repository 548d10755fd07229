import type { FastifyInstance } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { correctLanguageLabel } from '#contracts/language-label';
import type { FullMediaInput, Media, MediaInputParsed, MediaListQuery, MediaSummary } from '#contracts/media';
import { FullMediaInputSchema, MediaInputSchema, type MediaInput } from '#contracts/media';
import type { DbContext, WriteContext } from '../../db/db-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { type InterviewWrite, writeInterviews } from '../interview-writes/write-interviews.ts';
import { participantsRepository } from '../participants/participants.repository.ts';
import { gazetteer } from '#contracts/gazetteer';
import { describeSearchHits, findSearchHits, searchMatchingIds, searchQueryOf, type SearchHits } from '../search/search.service.ts';
import { segmentsRepository } from '../segments/segments.repository.ts';
import { moveToTrash } from '../trash/trash.service.ts';
import { mayShowRecord, type Reader, readerFor } from '../access/access-rule.ts';
import { type FilesView, filesView, listedVisibility } from '../access/read-model.ts';
import { readArabicLabels } from '../vocabulary/vocabulary-labels.repository.ts';
import type { Audience } from '../../lib/audience.ts';
import { presentFacets, presentMedia, presentMediaSummary } from './media.presenter.ts';
import { countFacets } from './media.facets.repository.ts';
import { hasFacetFilter, orderOf, pageByTitle, resolveFacetFilter } from './media.facets.service.ts';
import {
  countMedia,
  findMediaPage,
  findMediaWhole,
  listFilter,
  listMediaIds,
  type MediaListFilter,
  type MediaOrder,
} from './media.queries.ts';
import { type PageEntry, type PageOfVideos, type PresentedSummary, presented } from './media.page.ts';
import * as repo from './media.repository.ts';

/** The stores a public page of videos reads through (plugins/caches.ts); the admin's pages read everything. */
type PageCaches = FastifyInstance['caches'];

/** The videos of one page as API objects, in the order of `ids` (one statement, relations included). */
export async function presentRows(
  { db, dialect }: Pick<DbContext, 'db' | 'dialect'>,
  ids: number[],
  audience: Audience,
): Promise<MediaSummary[]> {
  const byId = new Map((await findMediaPage(db, dialect, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentMediaSummary(row, audience)] : [];
  });
}

/**
 * The summaries of a page's videos in the order of `ids`, each with its JSON: the public's kept ones where the
 * cache holds them, the others read in one statement; the admin's always read (the caches keep
 * what the public sees, as the read cache does).
 */
export async function pageSummaries(
  ctx: Pick<DbContext, 'db' | 'dialect'>,
  kept: PageCaches | null,
  ids: number[],
  audience: Audience,
): Promise<PresentedSummary[]> {
  const read = async (missing: number[]) => new Map((await presentRows(ctx, missing, audience)).map((v) => [v.id, presented(v)]));
  const summaries = kept ? await kept.getMany(kept.summaries, ids, read) : await read(ids);
  return ids.flatMap((id) => summaries.get(id) ?? []);
}

export interface PageLinks {
  /** Builds the absolute URL of another page of the same query, or null. */
  pageUrl(page: number): string;
}

export async function listMedia(
  { db, dialect }: DbContext,
  caches: PageCaches,
  query: MediaListQuery,
  audience: Audience,
  order: MediaOrder,
  links: PageLinks,
): Promise<PageOfVideos> {
  const visibility = listedVisibility(audience, query.visibility);
  const limit = query.page_size;
  const offset = (query.page - 1) * limit;
  const search = query.search?.trim() ?? '';
  // A place named in Arabic also finds the videos that store its Latin name (gazetteer): the
  // hits of both texts, in the list's own order (two searches have no common relevance).
  const latin = gazetteer.latinizePlaces(search);
  const facets = await resolveFacetFilter(db, query);
  const allWords = query.match === 'all_words';
  const searches = search === '' ? [] : [searchQueryOf(search, allWords), latin === search ? null : searchQueryOf(latin, allWords)];
  // A search without words finds nothing (docs/behaviour.md §802); facets then count nothing either.
  const findsNothing = search !== '' && searches.every((q) => q === null);
  // The list filter, with the search's ids as a subquery: built only where a list or the facets read it, and once.
  let built: MediaListFilter | undefined;
  const filter = (): MediaListFilter => {
    if (built) return built;
    const matching = eitherMatching(searchMatchingIds(dialect, searches[0] ?? null), searchMatchingIds(dialect, searches[1] ?? null));
    return (built = { visibility, ...facets, ...(matching ? { matching } : {}) });
  };
  const sort =
    query.sort === 'relevance' && latin !== search
      ? 'newest'
      : (query.sort ?? (search === '' ? undefined : latin === search ? 'relevance' : 'newest'));
  const kept = audience === 'public' ? caches : null;
  const summariesOf = (ids: number[]) => pageSummaries({ db, dialect }, kept, ids, audience);
  const matchesOf = (hits: SearchHits, videos: PresentedSummary[]) => withSearchMatches({ db, dialect }, hits, videos, kept);

  let count: number;
  let results: PageEntry[];
  if (findsNothing) {
    count = 0;
    results = [];
  } else if (searches[0] && sort === 'relevance') {
    // The visibility the search keeps anyway, in the filter too: the filter's videos are then read
    // from the list's index alone, not row by row (docs/decisions.md §1320).
    const within = hasFacetFilter(facets)
      ? db
          .selectFrom('media')
          .select('media.id')
          .where((eb) => listFilter(eb, { ...facets, ...(visibility ? { visibility } : {}) }))
      : undefined;
    const hits = await findSearchHits(db, dialect, searches[0], { visibility, limit, offset, ...(within ? { within } : {}) });
    count = hits.total;
    results = await matchesOf(hits, await summariesOf(hits.ids));
  } else {
    // A search in another order than relevance: the list orders, the search says what matched.
    const described = async (total: number, videos: PresentedSummary[]): Promise<PageEntry[]> =>
      search === ''
        ? videos.map((summary) => ({ summary }))
        : matchesOf({ total, ids: videos.map((v) => v.value.id), queries: searches.filter((q) => q !== null) }, videos);
    if (sort === 'title') {
      const { total, ids } = await pageByTitle(db, filter(), query.lang ?? 'en', { limit, offset }, kept && kept.through(kept.titleOrders));
      count = total;
      results = await described(total, await summariesOf(ids));
    } else {
      const [ids, total] = await Promise.all([
        listMediaIds(db, filter(), orderOf(sort, order), { limit, offset }),
        countMedia(db, filter()),
      ]);
      count = total;
      results = await described(total, await summariesOf(ids));
    }
  }
  return {
    count,
    next: offset + limit < count ? links.pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? links.pageUrl(query.page - 1) : null,
    results,
    ...(query.facets === '1'
      ? {
          facets: presentFacets(
            await countFacets(db, findsNothing ? { ids: [] } : filter(), kept && kept.through(kept.facetCounts)),
            await readArabicLabels(db),
          ),
        }
      : {}),
  };
}

/** Ids found by either search subquery; null when neither has words. */
function eitherMatching(first: RawBuilder<unknown> | null, second: RawBuilder<unknown> | null): RawBuilder<unknown> | undefined {
  if (first && second) return sql`${first} union ${second}`;
  return first ?? second ?? undefined;
}

/** The page's videos with what the search matched in each (fields, snippet). */
async function withSearchMatches(
  ctx: Pick<DbContext, 'db' | 'dialect'>,
  hits: SearchHits,
  videos: PresentedSummary[],
  kept: PageCaches | null,
): Promise<PageEntry[]> {
  const values = videos.map((v) => v.value);
  const matches = await describeSearchHits(ctx.db, ctx.dialect, hits, values, kept && kept.throughMany(kept.searchBodies));
  return videos.map((summary) => ({ summary, match: matches.get(summary.value.id) ?? { fields: [], snippet: null } }));
}

/** The video as an audience may see it (the public never sees a hidden one), or a 404 `not_found`. */
export async function requireMedia(ctx: DbContext, id: number, who: Audience | Reader): Promise<Media> {
  const media = await getMedia(ctx, id, who);
  if (!media) throw notFound('Video not found');
  return media;
}

/**
 * The interview as a reader may see it (the access rule: features/access/access-rule.ts), or null
 * when unknown or not shown to that reader.
 */
export async function getMedia(ctx: DbContext, id: number, who: Audience | Reader): Promise<Media | null> {
  return (await viewMedia(ctx, id, typeof who === 'string' ? readerFor(who) : who))?.media ?? null;
}

/**
 * The interview as `reader` may see it and what the read model lets the reader have of its recording
 * (null: no file), from the one row read; null when unknown or not shown to that reader.
 */
export async function viewMedia(
  { db, dialect }: DbContext,
  id: number,
  reader: Reader,
): Promise<{ media: Media; files: FilesView | null } | null> {
  const whole = await findMediaWhole(db, dialect, id);
  if (!whole || !mayShowRecord(whole, reader)) return null;
  return { media: presentMedia(whole, reader), files: filesView(whole, reader) };
}

/**
 * Writes the media row and its name links and transcripts; returns the id, or null for an
 * unknown id. Runs inside writeInterviews, with input already parsed by MediaInputSchema.
 */
async function writeMediaRows(write: InterviewWrite, id: number | null, input: MediaInputParsed): Promise<number | null> {
  const { trx: db, now } = write;
  if (id !== null && !write.found.includes(id)) return null;
  const regionId = input.region && input.region.name !== '' ? await repo.findOrInsertRegion(db, input.region) : null;
  const language = input.original_language ? correctLanguageLabel(input.original_language) : '';
  const languageId = language ? await repo.upsertLookup(db, 'languages', language) : null;
  const columns = {
    title: input.title,
    description: input.description,
    acknowledgement: input.acknowledgement,
    visibility: input.visibility,
    restriction: input.restriction,
    interview_date: input.interview_date || null,
    url: input.url,
    media_file: input.media_file ? 1 : 0,
    duration: input.duration,
    region_id: regionId,
    original_language_id: languageId,
    updated_at: now,
  };
  let mediaId: number;
  if (id === null) {
    mediaId = await repo.insertMedia(db, { ...columns, created_at: now });
    write.wrote(mediaId);
  } else {
    if ((await repo.updateMedia(db, id, columns)) === 0) return null;
    mediaId = id;
  }
  await repo.replaceNameLinks(db, mediaId, input);
  await repo.replaceTranscripts(
    db,
    mediaId,
    input.transcript.map((t) => ({ ...t, language: correctLanguageLabel(t.language) })),
  );
  return mediaId;
}

/**
 * Saves a video alone (docs/behaviour.md §7 POST/PUT /api/v/media/). Atomic: a failure leaves the
 * previous state. Returns null for an unknown id.
 */
export async function saveMedia(ctx: WriteContext, id: number | null, raw: MediaInput): Promise<number | null> {
  const input = MediaInputSchema.parse(raw);
  return writeInterviews(ctx, id === null ? [] : [id], (write) => writeMediaRows(write, id, input));
}

/** Writes a video with its segments and participants inside writeInterviews (the wizard's save, an import, the seed). */
export async function writeMediaWithParts(write: InterviewWrite, id: number | null, raw: FullMediaInput): Promise<number | null> {
  const input = FullMediaInputSchema.parse(raw);
  const mediaId = await writeMediaRows(write, id, input.media);
  if (mediaId === null) return null;
  await segmentsRepository.replace(write.trx, mediaId, input.segments);
  await participantsRepository.replace(write.trx, mediaId, input.participants);
  return mediaId;
}

/**
 * Saves a video with all its segments and participants in one transaction (decision: the
 * wizard's single save). Either everything is written or nothing changes.
 */
export async function saveMediaWithParts(ctx: WriteContext, id: number | null, input: FullMediaInput): Promise<number | null> {
  return writeInterviews(ctx, id === null ? [] : [id], (write) => writeMediaWithParts(write, id, input));
}

/** Deletes videos: they move, whole, to the trash (moveToTrash), where they can be restored. */
export async function deleteMediaByIds(ctx: WriteContext, ids: number[]): Promise<number> {
  // The trash keeps each video whole: no version is kept of what it holds.
  return writeInterviews(ctx, ids, (write) => moveToTrash(write), { versions: false });
}
