import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call } from '../../test/http.ts';
import { useTestServer } from '../../test/use-test-server.ts';

// On PostgreSQL a video's detail is read by a named prepared statement (docs/decisions.md §1330) that selects every
// column of `media`. Another process migrating the schema (a rolling deploy) adds a column under it; PostgreSQL then
// refuses the statement planned before ("cached plan must not change result type") on each connection holding it.
// SQLite prepares nothing across requests.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.log('prepared-statements.test.ts: skipped on SQLite, which keeps no named statements');
const t = useTestServer();

describe.skipIf(!onPostgres)('named statements outlive a migration made by another process', () => {
  it('reads every video after a column is added to the videos table under the running server', async () => {
    const list = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?page_size=50`);
    const ids = list.body.results.map((video) => video.id);
    expect(ids.length).toBeGreaterThan(3);
    const half = Math.floor(ids.length / 2);
    // Read one at a time, so the pool's most recent connection plans the statement and is the one asked again.
    for (const id of ids.slice(0, half)) expect((await call(t.server, 'GET', apiPaths.media.detail(id))).status).toBe(200);

    await t.server.app.database.db.executeQuery(CompiledQuery.raw('alter table media add column added_by_another_process text'));

    // Videos not read yet: their answers are not kept, so each runs the statement.
    for (const id of ids.slice(half)) {
      const detail = await call<{ id: number }>(t.server, 'GET', apiPaths.media.detail(id));
      expect(detail.status).toBe(200);
      expect(detail.body.id).toBe(id);
    }
  });
});
