import fp from 'fastify-plugin';
import { apiPaths } from '#contracts/paths';
import { PRIVATE_CACHE_CONTROL, publicCacheControl } from '../lib/cache-control.ts';
import { hashOf, matchesIfNoneMatch } from '../lib/read-cache.ts';

/** Answers that differ per visitor even with the gate off. */
const PER_VISITOR = new Set<string>([apiPaths.auth.accessStatus]);

/**
 * HTTP caching for every API GET: a strong ETag (the hash of the bytes sent, so a compressed
 * answer has its own), a 304 for a matching If-None-Match, and Cache-Control. Registered after
 * compression so it hashes what is actually sent; the read cache sets its own ETags and 304s
 * before any work (lib/read-cache.ts `cacheReads`).
 */
export const httpCachingPlugin = fp(
  async (app) => {
    const gated = app.config.platformPassword !== '';
    app.addHook('onSend', async (request, reply, payload) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || (reply.statusCode !== 200 && reply.statusCode !== 304)) return payload;
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || path.startsWith(apiPaths.docs)) return payload;
      if (!reply.hasHeader('cache-control')) {
        const isPrivate = gated || request.admin !== null || PER_VISITOR.has(path);
        reply.header('cache-control', isPrivate ? PRIVATE_CACHE_CONTROL : publicCacheControl(app.nextAccessChangeAt()));
      }
      if (reply.statusCode !== 200 || reply.hasHeader('etag') || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
      const etag = `"${hashOf(payload)}"`;
      reply.header('etag', etag);
      if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      return '';
    });
  },
  { name: 'http-caching', dependencies: ['database', 'auth', 'access-clock'] },
);
