import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { call, fullPayload } from '../../test/http.ts';
import { adminHeaders, startTestServer, testDatabaseUrl } from '../../test/test-server.ts';

describe('restart on the same database', () => {
  it('keeps the data, does not seed twice, and the admin can still log in', async () => {
    const database = testDatabaseUrl();
    try {
      const first = await startTestServer({ databaseUrl: database.url });
      const admin = await adminHeaders(first);
      const created = await call<Media>(first, 'POST', '/api/v/media/full/', {
        json: fullPayload({ title: 'Survives a restart' }),
        headers: admin,
      });
      expect(created.status).toBe(201);
      const countBefore = (await call<{ count: number }>(first, 'GET', '/api/v/media/', { headers: admin })).body.count;
      await first.stop();

      const second = await startTestServer({ databaseUrl: database.url });
      try {
        const again = await adminHeaders(second);
        const read = await call<Media>(second, 'GET', `/api/v/media/${created.body.id}/`, { headers: again });
        expect(read.status).toBe(200);
        // The public detail also says whether Atlas holds the recording (`stream`); a save's answer does not.
        expect(read.body).toEqual({ ...created.body, stream: null });
        expect((await call<{ count: number }>(second, 'GET', '/api/v/media/', { headers: again })).body.count).toBe(countBefore);
      } finally {
        await second.stop();
      }
    } finally {
      await database.drop();
    }
  });
});
