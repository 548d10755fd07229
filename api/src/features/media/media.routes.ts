import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { type MediaPage, MediaListQuerySchema, MediaPageSchema, MediaSchema } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { notFound } from '../../lib/http-error.ts';
import { asAnswer, jsonSchemaSerializerCompiler } from '../../lib/json-schema-serializer.ts';
import { cacheReads } from '../../lib/read-cache.ts';
import { writeMediaPage } from './media.page.ts';
import type { MediaOrder } from './media.queries.ts';
import { countOpening, readerOf } from '../access/access-reader.ts';
import { addViews, findPublicViews } from './media.repository.ts';
import { audienceOf } from '../../lib/audience.ts';
import { listMedia, viewMedia } from './media.service.ts';
import { streamOf } from '../media-files/media-files.service.ts';
import { isPublicRecord } from '../access/read-model.ts';
import { ViewCounter } from './view-counter.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

/** Public reads of videos (docs/behaviour.md §7). Admins (bearer token) also see archived videos. */
export const mediaReadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lists of videos are the largest answers: written by fast-json-stringify from the same schemas' JSON Schema, a
  // page from its videos' kept JSON (media.page.ts).
  app.setSerializerCompiler(jsonSchemaSerializerCompiler);
  // Public answers are served from the cache until a write changes them (see ReadCache); a detail names its video.
  cacheReads(app, (request) => (request.routeOptions.url === apiPaths.media.detail(':id') ? (request.params as { id: number }).id : null));
  const views = new ViewCounter(
    (counts) => writeTransaction(app.database.db, (trx) => addViews(trx, counts)),
    (error) => app.log.error({ err: error }, 'Writing view counts failed; they are kept for the next try'),
  );
  // Child hooks run before the database plugin's: the last plays are written before it closes.
  app.addHook('onClose', () => views.close());

  const listRoute = (url: string, order: MediaOrder, summary: string) =>
    app.get(
      url,
      {
        schema: { summary, tags: ['media'], querystring: MediaListQuerySchema, response: { 200: MediaPageSchema, 400: ErrorSchema } },
      },
      async (request) => {
        const page = await listMedia(app.database, app.caches, request.query, audienceOf(request), order, {
          pageUrl(page) {
            const url = new URL(request.url, `${request.protocol}://${request.host}`);
            url.searchParams.set('page', String(page));
            return url.toString();
          },
        });
        return asAnswer<MediaPage>(writeMediaPage(page));
      },
    );

  listRoute(apiPaths.media.list, 'recent', 'List videos, or search them with ?search=');
  listRoute(apiPaths.media.mostWatched, 'views', 'Videos by views, most first');
  listRoute(apiPaths.media.recent, 'recent', 'Videos by interview date, newest first');

  app.get(
    apiPaths.media.detail(':id'),
    {
      schema: {
        summary: 'One video with transcripts, segments and participants',
        tags: ['media'],
        params: IdParamsSchema,
        response: { 200: MediaSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const reader = await readerOf(request, app);
      const viewed = await viewMedia(app.database, request.params.id, reader);
      if (!viewed) throw notFound('Video not found');
      const { media, files } = viewed;
      countOpening(app, request, reader, media.id);
      // The held recording only for a reader the read model lets have its files (docs/behaviour.md §600), decided
      // from the row the detail read, as every file route decides it (media-files.access.ts); staff play the full
      // set, others the set silent over the passages withheld from them.
      // An access link's holder gets addresses carrying its token: the files are theirs only with it.
      const accessToken = reader.unlockedMediaId === media.id ? request.accessToken : null;
      const stream = files ? await streamOf(app.database.db, media.id, { ranges: files.ranges, accessToken }) : null;
      return { ...media, stream };
    },
  );

  /**
   * The count of a video this process keeps for public pages, or null: the read model decides on the kept
   * summary, fresh as of this process's look at the other processes' writes, taken first (docs/decisions.md
   * §111). A play then needs no read of its own.
   */
  const keptViews = async (id: number): Promise<number | null> => {
    if (!app.caches.summaries.get(id)) return null;
    await app.caches.catchUp();
    const kept = app.caches.summaries.get(id)?.value;
    return kept && isPublicRecord(kept) ? kept.metadata.views : null;
  };

  app.post(
    apiPaths.media.view(':id'),
    {
      schema: {
        summary: 'Record a view (first play)',
        tags: ['media'],
        params: IdParamsSchema,
        response: { 200: z.object({ views: z.number().int() }), 404: ErrorSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const stored = (await keptViews(id)) ?? (await findPublicViews(app.database.db, id));
      if (stored === null) throw notFound('Video not found');
      return { views: stored + views.record(id) };
    },
  );
};
