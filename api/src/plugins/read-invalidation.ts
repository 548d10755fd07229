import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '#contracts/paths';
import type { WriteContext } from '../db/db-context.ts';
import { type SharedChanges, sharedChangesFor } from '../db/dialect/shared-changes.ts';
import { ReadCache, type ReadChange } from '../lib/read-cache.ts';
import { VideoCaches } from '../features/media/video-caches.ts';
import { createPageCache } from '../features/seo/page-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public read answers of this process (features/media/media.cache.ts). */
    readCache: ReadCache;
    /** What this process keeps of single public videos for the pages the read cache misses (features/media/video-caches.ts). */
    videoCaches: VideoCaches;
    /** Public pages' HTML as this process rendered them (features/seo/page-cache.ts). */
    pageCache: ReadCache;
    /**
     * Call after a write has COMMITTED and before answering: forgets the cached answers it can
     * affect here, and tells every other process on the database, so the next read anywhere
     * sees it. A write of interviews never calls it: writeInterviews does, through its
     * WriteContext. Other writes made through an API request need not call it (see the safety net
     * below), but doing so with `mediaIds` keeps the other videos' details cached.
     */
    invalidateReads(change?: ReadChange): Promise<void>;
    /** Empties this process's read cache when another process announced a change; run before a cache lookup. */
    syncReadsWithOtherProcesses(): Promise<void>;
    /** The context of a write of interviews made outside a request (a timer, start-up); `actor` is kept with it. */
    writeContext(actor?: string | null): WriteContext;
  }
  interface FastifyRequest {
    /** app.invalidateReads, also noting that this request said what it changed. */
    invalidateReads(change?: ReadChange): Promise<void>;
    readsInvalidated: boolean;
    /** The context of this request's writes of interviews: the admin making them, and the caches told through request.invalidateReads. */
    writeContext(): WriteContext;
  }
}

/** The one write a visitor makes often; it changes only a count, which the cache may show late. */
const PLAY_ROUTE = apiPaths.media.view(':id');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Keeps the read cache right across writes and processes, and tells the search index's upkeep
 * of each write. Safety net: every successful write request to the video API (/api/v/) that did
 * not call request.invalidateReads() empties the caches before its answer leaves, so a new write
 * route is never stale.
 */
export const readInvalidationPlugin = fp(
  async (app) => {
    const cache = new ReadCache();
    const videos = new VideoCaches();
    const pages = createPageCache();
    // They forget together: what is kept of a video is part of every answer that shows it; every page shows
    // lists of videos (a video's page, its related interviews), so any change empties the pages.
    const forget = (mediaIds?: readonly number[]) => {
      cache.invalidate(mediaIds);
      videos.forget(mediaIds);
      pages.invalidate();
    };
    const shared: SharedChanges = await sharedChangesFor(app.database.db, app.database.dialect, app.config.databaseUrl);
    app.addHook('onClose', () => shared.close());

    const invalidateReads = async (change: ReadChange = {}) => {
      forget(change.mediaIds);
      app.searchUpkeep.afterWrite();
      await shared.announce();
    };
    app.decorate('readCache', cache);
    app.decorate('videoCaches', videos);
    app.decorate('pageCache', pages);
    app.decorate('invalidateReads', invalidateReads);
    app.decorate('syncReadsWithOtherProcesses', async () => {
      await shared.catchUp(() => forget());
    });
    app.decorate('writeContext', (actor: string | null = null): WriteContext => ({
      ...app.database,
      actor,
      readsChanged: invalidateReads,
    }));
    app.decorateRequest('readsInvalidated', false);
    app.decorateRequest('writeContext', function (this: FastifyRequest): WriteContext {
      return {
        ...app.database,
        actor: this.admin,
        readsChanged: (change) => this.invalidateReads(change),
        recordActivity: (trx, facts) => this.recordActivity(trx, facts),
      };
    });
    app.decorateRequest('invalidateReads', async function (this: { readsInvalidated: boolean }, change?: ReadChange) {
      this.readsInvalidated = true;
      await invalidateReads(change);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.readsInvalidated || !WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
      if (!request.url.startsWith('/api/v/') || request.routeOptions.url === PLAY_ROUTE) return payload;
      await invalidateReads();
      return payload;
    });
  },
  { name: 'read-invalidation', dependencies: ['database', 'search-upkeep'] },
);
