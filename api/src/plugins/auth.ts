import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '#contracts/errors';
import { standardPaths } from '#contracts/paths';
import { can, type Role, routeRule } from '#contracts/permissions';
import { requestActivityRecorder } from '../features/activity/activity.recorder.ts';
import { findAdminByUsername } from '../features/auth/admin-users.repository.ts';
import { TokenService } from '../features/auth/tokens.ts';
import { twoFactorRequiredFor } from '../features/two-factor/two-factor.policy.ts';
import { HttpError, unauthorized } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook for admin-only routes: 401 without a valid bearer token. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /**
     * Makes the calling encapsulated context admin-only: every route registered in it requires
     * the token and the permission `adminRoutePermissions` gives it (contracts/permissions.ts), and is
     * listed in `adminRoutes`. Its writes record their activity in their own transaction (request.recordActivity). Call it first in an
     * admin routes plugin.
     */
    adminOnly(this: FastifyInstance): void;
    /** Every admin-only route, filled as routes register (the admin-route walk test reads it). */
    adminRoutes: readonly AdminRoute[];
  }
  interface FastifyRequest {
    /** The staff member's username when a valid bearer token of an enabled account came with the request. */
    admin: string | null;
    /** The signed-in account, with the role its permissions come from. */
    staff: StaffMember | null;
  }
}

export interface StaffMember {
  id: number;
  username: string;
  role: Role;
  twoFactor: boolean;
}

interface AdminRoute {
  method: string;
  url: string;
}

const SESSION_ENDED = 'Invalid or expired token.';

export const authPlugin = fp(
  async (app) => {
    const tokens = new TokenService(app.config.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorateRequest('admin', null);
    app.decorateRequest('staff', null);
    app.decorateRequest('keptForReview', false);
    app.decorateRequest('recordActivity', null as unknown as FastifyRequest['recordActivity']);

    // A token that is sent must be valid, on every route: an expired admin session answers 401
    // (and the client logs out, docs/behaviour.md §8) instead of silently falling back to the public view.
    // The account is read on every request, so a disabled account, a changed role or "sign out
    // everywhere" ends its sessions at once, in every process (docs/behaviour.md §500).
    app.addHook('onRequest', async (request) => {
      request.recordActivity = requestActivityRecorder(request);
      const header = request.headers.authorization;
      // The metrics' bearer is METRICS_TOKEN, not a staff session: the metrics plugin checks it.
      if (!header?.startsWith('Bearer ') || request.url === standardPaths.metrics) return;
      const claims = await tokens.verify(header.slice('Bearer '.length).trim(), 'access');
      if (!claims) throw unauthorized(ErrorCode.authenticationRequired, SESSION_ENDED);
      const account = await findAdminByUsername(app.database.db, claims.sub);
      if (!account || account.disabled || account.session_version !== claims.sv) {
        throw unauthorized(ErrorCode.authenticationRequired, SESSION_ENDED);
      }
      request.admin = account.username;
      request.staff = { id: account.id, username: account.username, role: account.role, twoFactor: account.totp_secret !== null };
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.admin)
        throw unauthorized(ErrorCode.authenticationRequired, 'Authentication credentials were not provided or are invalid.');
    });

    /** The route's permission for the signed-in role; an undeclared route is the admin's alone. */
    const requirePermission = async (request: FastifyRequest) => {
      const staff = request.staff!;
      const rule = routeRule(request.method, request.routeOptions.url ?? '');
      if (rule?.can !== 'account.self' && !staff.twoFactor && twoFactorRequiredFor(app.config.require2fa, staff.role)) {
        throw new HttpError(403, ErrorCode.twoFactorSetupRequired, 'Turn on two-factor sign-in for this account first.');
      }
      if (rule ? !can(staff.role, rule.can) : staff.role !== 'admin') {
        throw new HttpError(403, ErrorCode.forbidden, 'Your role does not allow this.');
      }
    };

    const adminRoutes: AdminRoute[] = [];
    app.decorate('adminRoutes', adminRoutes);
    app.decorate('adminOnly', function adminOnly(this: FastifyInstance) {
      this.addHook('onRequest', this.requireAdmin);
      this.addHook('onRequest', requirePermission);
      // A transcriber's write kept as a proposal answers 202 Accepted: nothing was saved yet (docs/behaviour.md §500).
      this.addHook('onSend', async (request, reply, payload) => {
        if (request.keptForReview && reply.statusCode < 300) reply.code(202);
        return payload;
      });
      this.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) adminRoutes.push({ method, url: route.url });
      });
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
