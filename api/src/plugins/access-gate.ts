import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AccessStatus } from '#contracts/auth';
import { ACCESS_COOKIE } from '#contracts/constants';
import { ErrorCode } from '#contracts/errors';
import { apiPaths, standardPaths } from '#contracts/paths';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether the gate is on and this request passed it: the one decision the API's hook, the status route and the
     * server-rendered pages all ask (docs/behaviour.md §6).
     */
    platformAccess(request: FastifyRequest): Promise<AccessStatus>;
  }
}

/** API paths reachable without passing the gate: signing in, the gate itself, health, docs, the site's settings (the gate page has a footer too). */
const OPEN_PATHS = [
  apiPaths.auth.login,
  apiPaths.auth.refresh,
  apiPaths.auth.access,
  apiPaths.auth.accessStatus,
  apiPaths.health,
  apiPaths.site,
];

/**
 * The platform access gate, enforced by the server (docs/behaviour.md §6). While
 * PLATFORM_PASSWORD is set, every API call needs the signed access cookie or an admin token.
 */
export const accessGatePlugin = fp(
  async (app) => {
    const required = app.config.platformPassword !== '';
    app.decorate('platformAccess', async (request: FastifyRequest): Promise<AccessStatus> => {
      if (!required) return { required, granted: true };
      const cookie = request.cookies[ACCESS_COOKIE];
      return { required, granted: cookie !== undefined && (await app.tokens.verify(cookie, 'platform')) !== null };
    });
    if (!required) return;
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      // Harvesting (OAI-PMH) and IIIF sit outside /api but show the same records: gated alike.
      const gated = path.startsWith('/api/') || path === standardPaths.oai || path.startsWith('/iiif/');
      if (!gated || path.startsWith(apiPaths.docs) || OPEN_PATHS.includes(path as never)) return;
      if (request.admin) return;
      if ((await app.platformAccess(request)).granted) return;
      throw new HttpError(403, ErrorCode.accessRequired, 'Platform access required.');
    });
  },
  { name: 'access-gate', dependencies: ['auth'] },
);
