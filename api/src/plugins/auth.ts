import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '#contracts/errors';
import { TokenService } from '../features/auth/tokens.ts';
import { unauthorized } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook for admin-only routes: 401 without a valid bearer token. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The admin's username when a valid bearer token came with the request. */
    admin: string | null;
  }
}

export const authPlugin = fp(async (app) => {
  const tokens = new TokenService(app.config.jwtSecret);
  app.decorate('tokens', tokens);
  app.decorateRequest('admin', null);

  // A token that is sent must be valid, on every route: an expired admin session answers 401
  // (and the client logs out, spec §8) instead of silently falling back to the public view.
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await tokens.verify(header.slice('Bearer '.length).trim(), 'access');
    if (!claims) throw unauthorized(ErrorCode.authenticationRequired, 'Invalid or expired token.');
    request.admin = claims.sub;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.admin) throw unauthorized(ErrorCode.authenticationRequired, 'Authentication credentials were not provided or are invalid.');
  });
}, { name: 'auth', dependencies: ['database'] });
