import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#contracts/errors';
import { adminRoutePermissions, canCall, roles, routeRule } from '#contracts/permissions';
import { carriesAdminToken } from '#contracts/paths';
import { createStaff } from '../../test/staff.ts';
import { useTestServer } from '../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

/** A concrete path for a route pattern: `/api/v/media/:id/` → `/api/v/media/1/`. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1');
}

/** Ends the session it is called with: walked last, so the role's other calls still carry a live token. */
const SIGN_OUT = 'POST /api/admin/account/sign-out-everywhere/';
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('the admin-route walk', () => {
  it('the web client sends the admin token to every admin-only route, and each refuses a call without it', async () => {
    const routes = t.server.app.adminRoutes;
    // The admin contexts (videos, segments, participants, inbox, accounts…) register dozens of routes.
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = concrete(route.url);
      expect(carriesAdminToken(path), `${route.method} ${route.url} must sit under adminTokenPrefixes`).toBe(true);
      const res = await fetch(`${t.server.url}${path}`, { method: route.method });
      expect(res.status, `${route.method} ${route.url} without a token`).toBe(401);
    }
  });

  it('every admin route is in the permission table, and every exact entry of the table is a route', () => {
    const routes = t.server.app.adminRoutes;
    const missing = routes.filter((route) => !routeRule(route.method, route.url)).map(key);
    expect(missing, 'add these routes to adminRoutePermissions in contracts/permissions.ts').toEqual([]);
    const registered = new Set(routes.map(key));
    const stale = Object.keys(adminRoutePermissions).filter((entry) => !entry.endsWith('*') && !registered.has(entry));
    expect(stale, 'entries of adminRoutePermissions without a route').toEqual([]);
  });

  it('every role gets from every admin route what the permission table says: refused with 403, or let through', async () => {
    const routes = [...t.server.app.adminRoutes].sort((a, b) => Number(key(a) === SIGN_OUT) - Number(key(b) === SIGN_OUT));
    for (const role of roles) {
      const staff = await createStaff(t.server, t.admin, role, `walk-${role}`);
      for (const route of routes) {
        const res = await fetch(`${t.server.url}${concrete(route.url)}`, {
          method: route.method,
          headers: { authorization: staff.headers.authorization! },
        });
        const label = `${role} ${key(route)}`;
        if (canCall(role, route.method, route.url)) {
          expect([401, 403], `${label} is allowed by the table`).not.toContain(res.status);
        } else {
          expect(res.status, `${label} is refused by the table`).toBe(403);
          if (route.method !== 'HEAD') expect(((await res.json()) as { code: string }).code, label).toBe(ErrorCode.forbidden);
        }
      }
    }
  });

  it('lists every operation the API documents as needing the bearer token', async () => {
    const doc = (await (await fetch(`${t.server.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const registered = new Set(t.server.app.adminRoutes.map((route) => `${route.method} ${concrete(route.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length)
        .map(([method]) => `${method.toUpperCase()} ${concrete(path.replace(/\{(\w+)\}/g, ':$1'))}`),
    );
    expect(documented.length).toBeGreaterThan(0);
    for (const operation of documented) expect(registered, operation).toContain(operation);
  });
});
