import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { type MediaPage, MediaListQuerySchema, MediaPageSchema, MediaSchema } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { notFound } from '../../lib/http-error.ts';
import { asAnswer, whitelistSerializerCompiler } from '../../lib/whitelist-serializer.ts';
import { cacheReads } from '../../lib/read-cache.ts';
import { writeMediaPage } from './media.page.ts';
import type { MediaOrder } from './media.queries.ts';
import { readerOf } from '../access/access-reader.ts';
import { addViews, findPublicViews } from './media.repository.ts';
import { audienceOf } from '../../lib/audience.ts';
import { listMedia, requireMedia } from './media.service.ts';
import { streamOf } from '../media-files/media-files.service.ts';
import { rangesOf } from '#contracts/transcript-redaction';
import { ViewCounter } from './view-counter.ts';

/** Public reads of videos (docs/behaviour.md §7). Admins (bearer token) also see archived videos. */
export const mediaReadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lists of videos are the largest answers: written by a serializer compiled from the same schemas.
  app.setSerializerCompiler(whitelistSerializerCompiler);
  // Public answers are served from the cache until a write changes them (see ReadCache); a detail names its video.
  cacheReads(app, (request) => (request.routeOptions.url === apiPaths.media.detail(':id') ? (request.params as { id: number }).id : null));
  const views = new ViewCounter(
    (counts) => addViews(app.database.db, counts),
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
        const page = await listMedia(app.database, app.videoCaches, request.query, audienceOf(request), order, {
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
      const media = await requireMedia(app.database, request.params.id, reader);
      // The held recording only for a reader the access rule lets have its files (docs/behaviour.md §600):
      // the answer is already as the rule lets this reader see it, so an interview it shows as open
      // plays (staff always), with no second read of its row.
      const playable = reader.audience === 'admin' || media.access === 'open';
      // Passages withheld from this reader are in the answer already; staff play the full set.
      const ranges = reader.audience === 'admin' ? [] : rangesOf(media.redactions);
      // An access link's holder gets addresses carrying its token: the files are theirs only with it.
      const accessToken = reader.unlockedMediaId === media.id ? request.accessToken : null;
      const stream = playable
        ? await streamOf(app.database.db, media.id, { ranges, accessToken, plan: () => app.mediaFiles.queue.wake() })
        : null;
      return { ...media, stream };
    },
  );

  /**
   * The count of a video this process keeps for public pages, or null: kept, it is public as of this process's look at
   * the other processes' writes, taken first (docs/decisions.md §111). A play then needs no read of its own.
   */
  const keptViews = async (id: number): Promise<number | null> => {
    if (!app.videoCaches.summaries.get(id)) return null;
    await app.syncReadsWithOtherProcesses();
    return app.videoCaches.summaries.get(id)?.value.metadata.views ?? null;
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
