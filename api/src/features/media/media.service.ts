import { type RawBuilder, sql } from 'kysely';
import type { ConsentPolicy } from '#contracts/consent';
import { correctLanguageLabel } from '#contracts/language-label';
import type { FullMediaInput, Media, MediaInputParsed, MediaListQuery, MediaSummary } from '#contracts/media';
import { FullMediaInputSchema, MediaInputSchema, type MediaInput } from '#contracts/media';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { lockMediaRows } from '../../db/dialect/row-locks.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import { guardPublishing } from '../consent/consent-policy.ts';
import { keepingVersions } from '../history/history.service.ts';
import { recordPublicationChange } from '../oai/publication-log.repository.ts';
import { participantsRepository } from '../participants/participants.repository.ts';
import { gazetteer } from '#contracts/gazetteer';
import { describeSearchHits, findSearchHits, reindexMedia, searchMatchingIds, type SearchHits } from '../search/search.service.ts';
import { parseSearchQuery } from '../search/search-query.ts';
import { segmentsRepository } from '../segments/segments.repository.ts';
import { moveToTrash } from '../trash/trash.service.ts';
import { type Audience, presentFacets, presentMedia, presentMediaSummary } from './media.presenter.ts';
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
import { type PageEntry, type PageOfVideos, presented, type PresentedSummary } from './media.page.ts';
import * as repo from './media.repository.ts';
import type { VideoCaches } from './video-caches.ts';

export interface DbContext {
  db: Db;
  dialect: DialectName;
  /** The admin making a write, kept with the version history and the trash; none for the seed. */
  actor?: string | null;
  /** CONSENT_POLICY, checked where interviews are published (consent-policy.ts); none: `warn`. */
  consentPolicy?: ConsentPolicy;
}

/** The context of one admin's request: writes record who made them. */
export function actingAs(ctx: DbContext, actor: string | null): DbContext {
  return { ...ctx, actor };
}

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
 * The summaries of a page's videos in the order of `ids`: the public's kept ones where the
 * cache holds them, the others read in one statement; the admin's always read (the caches keep
 * what the public sees, as the read cache does).
 */
async function pageSummaries(
  ctx: Pick<DbContext, 'db' | 'dialect'>,
  kept: VideoCaches['summaries'] | null,
  ids: number[],
  audience: Audience,
): Promise<PresentedSummary[]> {
  const read = async (missing: number[]) => new Map((await presentRows(ctx, missing, audience)).map((v) => [v.id, presented(v)]));
  const summaries = kept ? await kept.getOrLoad(ids, read) : await read(ids);
  return ids.flatMap((id) => summaries.get(id) ?? []);
}

export interface PageLinks {
  /** Builds the absolute URL of another page of the same query, or null. */
  pageUrl(page: number): string;
}

export async function listMedia(
  { db, dialect }: DbContext,
  caches: VideoCaches,
  query: MediaListQuery,
  audience: Audience,
  order: MediaOrder,
  links: PageLinks,
): Promise<PageOfVideos> {
  const visibility = audience === 'public' ? 'public' : query.visibility;
  const limit = query.page_size;
  const offset = (query.page - 1) * limit;
  const search = query.search?.trim() ?? '';
  // A place named in Arabic also finds the videos that store its Latin name (gazetteer): the
  // hits of both texts, in the list's own order (two searches have no common relevance).
  const latin = gazetteer.latinizePlaces(search);
  const facets = await resolveFacetFilter(db, query);
  const matching =
    search === ''
      ? undefined
      : eitherMatching(searchMatchingIds(dialect, search), latin === search ? null : searchMatchingIds(dialect, latin));
  const filter: MediaListFilter = { visibility, ...facets, ...(matching ? { matching } : {}) };
  const sort =
    query.sort === 'relevance' && latin !== search
      ? 'newest'
      : (query.sort ?? (search === '' ? undefined : latin === search ? 'relevance' : 'newest'));
  const describedTerms = latin === search ? search : `${search} ${latin}`;
  const kept = audience === 'public' ? caches : null;
  const summariesOf = (ids: number[]) => pageSummaries({ db, dialect }, kept?.summaries ?? null, ids, audience);
  const matchesOf = (hits: SearchHits, videos: PresentedSummary[]) => withSearchMatches({ db, dialect }, hits, videos, kept);

  let count: number;
  let results: PageEntry[];
  if (search !== '' && !matching) {
    // A search without words finds nothing (issue 6); facets then count nothing either.
    count = 0;
    results = [];
  } else if (search !== '' && sort === 'relevance') {
    const within = hasFacetFilter(facets)
      ? db
          .selectFrom('media')
          .select('media.id')
          .where((eb) => listFilter(eb, { ...facets }))
      : undefined;
    const hits = await findSearchHits(db, dialect, { query: search, visibility, limit, offset, ...(within ? { within } : {}) });
    count = hits.total;
    results = await matchesOf(hits, await summariesOf(hits.ids));
  } else {
    // A search in another order than relevance: the list orders, the search says what matched.
    const described = async (total: number, videos: PresentedSummary[]): Promise<PageEntry[]> =>
      search === ''
        ? videos.map((summary) => ({ summary }))
        : matchesOf({ total, ids: videos.map((v) => v.value.id), terms: parseSearchQuery(describedTerms) }, videos);
    if (sort === 'title') {
      const { total, ids } = await pageByTitle(db, filter, query.lang ?? 'en', { limit, offset });
      count = total;
      results = await described(total, await summariesOf(ids));
    } else {
      const [ids, total] = await Promise.all([listMediaIds(db, filter, orderOf(sort, order), { limit, offset }), countMedia(db, filter)]);
      count = total;
      results = await described(total, await summariesOf(ids));
    }
  }
  return {
    count,
    next: offset + limit < count ? links.pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? links.pageUrl(query.page - 1) : null,
    results,
    ...(query.facets === '1' ? { facets: presentFacets(await countFacets(db, search !== '' && !matching ? { ids: [] } : filter)) } : {}),
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
  kept: VideoCaches | null,
): Promise<PageEntry[]> {
  const values = videos.map((v) => v.value);
  const matches = await describeSearchHits(ctx.db, ctx.dialect, hits, values, kept?.searchBodies ?? null);
  return videos.map((summary) => ({ summary, match: matches.get(summary.value.id) ?? { fields: [], snippet: null } }));
}

/** One video with transcripts and segments; null when unknown or hidden from this audience. */
/** The video as an audience may see it (the public never sees a hidden one), or a 404 `not_found`. */
export async function requireMedia(ctx: DbContext, id: number, audience: Audience): Promise<Media> {
  const media = await getMedia(ctx, id, audience);
  if (!media) throw notFound('Video not found');
  return media;
}

export async function getMedia({ db, dialect }: DbContext, id: number, audience: Audience): Promise<Media | null> {
  const whole = await findMediaWhole(db, dialect, id);
  if (!whole || (audience === 'public' && whole.visibility !== 'public')) return null;
  return presentMedia(presentMediaSummary(whole, audience), whole.transcripts, whole.segments);
}

/**
 * Writes the media row and its name links and transcripts; returns the id. Run inside a
 * transaction, with input already parsed by MediaInputSchema.
 */
async function writeMedia(
  db: DbOrTx,
  dialect: DialectName,
  id: number | null,
  input: MediaInputParsed,
  now: string,
): Promise<number | null> {
  if (id !== null && (await lockMediaRows(db, dialect, [id])).length === 0) return null;
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
  await recordPublicationChange(db, [mediaId], now);
  return mediaId;
}

/**
 * Saves a video alone (docs/behaviour.md §7 POST/PUT /api/v/media/). Atomic: a failure leaves the
 * previous state. Returns null for an unknown id.
 */
export async function saveMedia(ctx: DbContext, id: number | null, raw: MediaInput): Promise<number | null> {
  const input = MediaInputSchema.parse(raw);
  return writeTransaction(ctx.db, async (trx) => {
    const checkPublishing = await guardPublishing(trx, ctx.consentPolicy, id === null ? [] : [id]);
    const write = () => writeMedia(trx, ctx.dialect, id, input, new Date().toISOString());
    const mediaId = id === null ? await write() : await keepingVersions(trx, ctx.dialect, [id], ctx.actor, write);
    if (mediaId !== null) await checkPublishing([mediaId]);
    if (mediaId !== null) await reindexMedia(trx, ctx.dialect, mediaId);
    return mediaId;
  });
}

/** Writes a video with its segments and participants inside the caller's transaction. */
export async function writeMediaWithParts(
  trx: DbOrTx,
  dialect: DialectName,
  id: number | null,
  raw: FullMediaInput,
  actor?: string | null,
): Promise<number | null> {
  const input = FullMediaInputSchema.parse(raw);
  const write = async () => {
    const mediaId = await writeMedia(trx, dialect, id, input.media, new Date().toISOString());
    if (mediaId === null) return null;
    await segmentsRepository.replace(trx, mediaId, input.segments);
    await participantsRepository.replace(trx, mediaId, input.participants);
    return mediaId;
  };
  const mediaId = id === null ? await write() : await keepingVersions(trx, dialect, [id], actor, write);
  if (mediaId !== null) await reindexMedia(trx, dialect, mediaId);
  return mediaId;
}

/**
 * Saves a video with all its segments and participants in one transaction (decision: the
 * wizard's single save). Either everything is written or nothing changes.
 */
export async function saveMediaWithParts(ctx: DbContext, id: number | null, input: FullMediaInput): Promise<number | null> {
  return writeTransaction(ctx.db, async (trx) => {
    const checkPublishing = await guardPublishing(trx, ctx.consentPolicy, id === null ? [] : [id]);
    const mediaId = await writeMediaWithParts(trx, ctx.dialect, id, input, ctx.actor);
    if (mediaId !== null) await checkPublishing([mediaId]);
    return mediaId;
  });
}

/** Deletes videos: they move, whole, to the trash (moveToTrash), where they can be restored. */
export async function deleteMediaByIds(ctx: DbContext, ids: number[]): Promise<number> {
  return writeTransaction(ctx.db, async (trx) => {
    const deleted = await moveToTrash(trx, ctx.dialect, ids, ctx.actor);
    await recordPublicationChange(trx, ids);
    return deleted;
  });
}
