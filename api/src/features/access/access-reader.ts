import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Audience } from '../../lib/audience.ts';
import { type Reader, readerFor } from './access-rule.ts';
import { unlockedMediaId } from './access-link.ts';

/** The query parameter of an access link, on pages and on the API (`?access=TOKEN`). */
const ACCESS_PARAM = 'access';
/** An answer for one link holder: never kept by a browser's or a shared cache. */
const UNLOCKED_CACHE_CONTROL = 'private, no-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `?access=` token this request carries, verified or not; null without one. */
    accessToken: string | null;
  }
}

/** The `access` query parameter, read from the raw URL (route query schemas need not name it). */
function accessTokenOf(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes(`${ACCESS_PARAM}=`, query)) return null;
  return new URLSearchParams(url.slice(query + 1)).get(ACCESS_PARAM) || null;
}

/**
 * How an outlet learns its reader: staff by their token, the public as it is, and a public reader
 * with a valid access link as the holder of that one interview's key. Costs nothing without `?access=`.
 */
export async function readerOf(
  request: FastifyRequest & { admin: string | null },
  ctx: Parameters<typeof unlockedMediaId>[0],
  audience: Audience = request.admin ? 'admin' : 'public',
): Promise<Reader> {
  if (audience === 'admin' || request.accessToken === null) return readerFor(audience);
  return { audience, unlockedMediaId: await unlockedMediaId(ctx, request.accessToken) };
}

/**
 * Notes each request's access token; an answer to a request that carries one is private and never
 * stored (the read cache skips it too: features/media/media.cache.ts), whatever the token unlocked.
 */
export const accessReaderPlugin = fp(
  async (app) => {
    app.decorateRequest('accessToken', null);
    app.addHook('onRequest', async (request) => {
      request.accessToken = accessTokenOf(request.url);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.accessToken !== null) reply.header('cache-control', UNLOCKED_CACHE_CONTROL);
      return payload;
    });
  },
  { name: 'access-reader' },
);
