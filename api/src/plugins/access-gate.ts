import fp from 'fastify-plugin';
import { ACCESS_COOKIE } from '#contracts/constants';
import { ErrorCode } from '#contracts/errors';
import { apiPaths, standardPaths } from '#contracts/paths';
import { HttpError } from '../lib/http-error.ts';

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
    if (!app.config.platformPassword) return;
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      // Harvesting (OAI-PMH) and IIIF sit outside /api but show the same records: gated alike.
      const gated = path.startsWith('/api/') || path === standardPaths.oai || path.startsWith('/iiif/');
      if (!gated || path.startsWith(apiPaths.docs) || OPEN_PATHS.includes(path as never)) return;
      if (request.admin) return;
      const cookie = request.cookies[ACCESS_COOKIE];
      if (cookie && (await app.tokens.verify(cookie, 'platform'))) return;
      throw new HttpError(403, ErrorCode.accessRequired, 'Platform access required.');
    });
  },
  { name: 'access-gate', dependencies: ['auth'] },
);
