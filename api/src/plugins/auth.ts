import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '#contracts/errors';
import { TokenService } from '../features/auth/tokens.ts';
import { unauthorized } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook for admin-only routes: 401 without a valid bearer token. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /**
     * Makes the calling encapsulated context admin-only: every route registered in it requires
     * the token and is listed in `adminRoutes`. Call it first in an admin routes plugin.
     */
    adminOnly(this: FastifyInstance): void;
    /** Every admin-only route, filled as routes register (the admin-route walk test reads it). */
    adminRoutes: readonly AdminRoute[];
  }
  interface FastifyRequest {
    /** The admin's username when a valid bearer token came with the request. */
    admin: string | null;
  }
}

interface AdminRoute {
  method: string;
  url: string;
}

export const authPlugin = fp(
  async (app) => {
    const tokens = new TokenService(app.config.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorateRequest('admin', null);

    // A token that is sent must be valid, on every route: an expired admin session answers 401
    // (and the client logs out, docs/behaviour.md §8) instead of silently falling back to the public view.
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const claims = await tokens.verify(header.slice('Bearer '.length).trim(), 'access');
      if (!claims) throw unauthorized(ErrorCode.authenticationRequired, 'Invalid or expired token.');
      request.admin = claims.sub;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.admin)
        throw unauthorized(ErrorCode.authenticationRequired, 'Authentication credentials were not provided or are invalid.');
    });

    const adminRoutes: AdminRoute[] = [];
    app.decorate('adminRoutes', adminRoutes);
    app.decorate('adminOnly', function adminOnly(this: FastifyInstance) {
      this.addHook('onRequest', this.requireAdmin);
      this.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) adminRoutes.push({ method, url: route.url });
      });
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
