import { describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// The database going down and coming back is in database-faults.test.ts (private PostgreSQL).
const t = useTestServer({ seed: 'none', platformPassword: 'gate password' });

describe('GET /api/health/', () => {
  it('answers 200 after a round trip to the database, uncached and outside the access gate', async () => {
    const health = await call(t.server, 'GET', '/api/health/');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
    expect(health.headers.get('cache-control')).toBe('no-store');
    // The gate is on and no cookie was sent: the rest of the API is closed.
    expect((await call(t.server, 'GET', '/api/v/media/')).status).toBe(403);
  });
});
