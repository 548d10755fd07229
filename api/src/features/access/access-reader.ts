import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Audience } from '../../lib/audience.ts';
import { type Reader, readerFor } from './access-rule.ts';
import { isServerRender } from '../../lib/server-render-mark.ts';
import { type AccessLinkContext, LinkUses, openedGrant } from '../access-requests/access-link.ts';

/** The query parameter of an access link, on pages and on the API (`?access=TOKEN`). */
const ACCESS_PARAM = 'access';
/** An answer for one link holder: never kept by a browser's or a shared cache. */
const UNLOCKED_CACHE_CONTROL = 'private, no-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The uses of access links, counted in memory and logged once a second (access-link.ts `LinkUses`). */
    accessLinkUses: LinkUses;
  }
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
  ctx: AccessLinkContext,
  audience: Audience = request.admin ? 'admin' : 'public',
): Promise<Reader> {
  if (audience === 'admin' || request.accessToken === null) return readerFor(audience);
  const opened = await openedGrant(ctx, request.accessToken);
  return opened
    ? { audience, unlockedMediaId: opened.mediaId, linkGrant: { grantId: opened.grantId, requestId: opened.requestId } }
    : { audience, unlockedMediaId: null };
}

/**
 * Counts an opening of `mediaId` by an access link's holder as one use of the link: the outlets that open an
 * interview (its page, its detail) call it; the files a player then fetches do not, nor does the detail a page's
 * own server render asks for (the page counted it).
 */
export function countOpening(app: { accessLinkUses: LinkUses }, request: FastifyRequest, reader: Reader, mediaId: number): void {
  if (reader.linkGrant && reader.unlockedMediaId === mediaId && !isServerRender(request)) app.accessLinkUses.opened(reader.linkGrant);
}

/**
 * Notes each request's access token; an answer to a request that carries one is private and never
 * stored (the read cache skips it too: lib/read-cache.ts `ReadCache.keyOf`), whatever the token unlocked.
 */
export const accessReaderPlugin = fp(
  async (app) => {
    const uses = new LinkUses(app.database.db, (error) =>
      app.log.error({ err: error }, "Logging access links' uses failed; kept for the next try"),
    );
    app.decorate('accessLinkUses', uses);
    // Before the database plugin's (onClose hooks run in reverse order): the last uses are logged before it closes.
    app.addHook('onClose', () => uses.close());
    app.decorateRequest('accessToken', null);
    app.addHook('onRequest', async (request) => {
      request.accessToken = accessTokenOf(request.url);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.accessToken !== null) reply.header('cache-control', UNLOCKED_CACHE_CONTROL);
      return payload;
    });
  },
  { name: 'access-reader', dependencies: ['database'] },
);
