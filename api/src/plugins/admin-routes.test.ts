import { describe, expect, it } from 'vitest';
import { carriesAdminToken } from '#contracts/paths';
import { useTestServer } from '../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

/** A concrete path for a route pattern: `/api/v/media/:id/` → `/api/v/media/1/`. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1');
}

describe('the admin-route walk', () => {
  it('the web client sends the admin token to every admin-only route, and each refuses a call without it', async () => {
    const routes = t.server.app.adminRoutes;
    // The four admin contexts (videos, segments, participants, inbox) register dozens of routes.
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = concrete(route.url);
      expect(carriesAdminToken(path), `${route.method} ${route.url} must sit under adminTokenPrefixes`).toBe(true);
      const res = await fetch(`${t.server.url}${path}`, { method: route.method });
      expect(res.status, `${route.method} ${route.url} without a token`).toBe(401);
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
