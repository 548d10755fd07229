import fp from 'fastify-plugin';
import { apiPaths } from '#contracts/paths';
import type { ReadChange } from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Call after a write that is not a write of interviews has COMMITTED and before answering (the vocabulary's
     * Arabic forms): forgets the cached answers it can affect here, and tells every other process on the
     * database, so the next read anywhere sees it. A write of interviews never calls it: the caches subscribe
     * to its event (`interviewsChanged`, plugins/interview-events.ts). Other writes made through an API request
     * need not call it (see the safety net below), but doing so with `mediaIds` keeps the other videos' details cached.
     */
    invalidateReads(change?: ReadChange): Promise<void>;
  }
  interface FastifyRequest {
    /** app.invalidateReads, also noting that this request said what it changed. */
    invalidateReads(change?: ReadChange): Promise<void>;
    /** This request told the caches what it changed (an invalidation, or the event of a write of interviews). */
    readsInvalidated: boolean;
  }
}

/** The one write a visitor makes often; it changes only a count, which the cache may show late. */
const PLAY_ROUTE = apiPaths.media.view(':id');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Tells the caches' owner (plugins/caches.ts) of every committed write, here and through it in every other process,
 * and the search index's upkeep: subscribed to the event of every committed write of interviews (`interviewsChanged`,
 * plugins/interview-events.ts), and called by other writes. Safety net: every successful write request to the video
 * API (/api/v/) that did not call request.invalidateReads() nor write interviews empties the caches before its answer
 * leaves, so a new write route is never stale.
 */
export const readInvalidationPlugin = fp(
  async (app) => {
    const invalidateReads = async (change: ReadChange = {}) => {
      app.caches.invalidate(change.mediaIds);
      app.searchUpkeep.afterWrite();
      await app.caches.announce();
    };
    app.decorate('invalidateReads', invalidateReads);
    // The caches' owner (caches.invalidate(ids): every store) and the search index's upkeep follow every write of interviews.
    app.interviewEvents.subscribe((event) => invalidateReads(event.ids.length ? { mediaIds: event.ids } : {}));
    app.decorateRequest('readsInvalidated', false);
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
  { name: 'read-invalidation', dependencies: ['database', 'search-upkeep', 'caches', 'interview-events'] },
);
