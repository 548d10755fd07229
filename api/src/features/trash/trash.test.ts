import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Media, MediaPage, MapLocation } from '#contracts/media';
import { apiPaths, standardPaths } from '#contracts/paths';
import type { TrashList } from '#contracts/trash';
import { call, fullPayload } from '../../../test/http.ts';
import { waitUntil } from '../../../test/media-samples.ts';
import { adminHeaders, startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { setAccess } from '../access/access.test-support.ts';
import { accessTime } from '../access/access-time.ts';
import { loadSnapshot } from '../media/media.snapshot.ts';
import { expectOutletsAgree } from '../interview-writes/outlets.test-support.ts';

const t = useTestServer({ seed: 'none', trashDays: 30 });

const admin = () => ({ headers: t.admin });
const DAY = 24 * 3600 * 1000;
async function create(title: string): Promise<Media> {
  const res = await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ title }), ...admin() });
  expect(res.status).toBe(201);
  return res.body;
}
const publicDetail = (id: number) => call<Media>(t.server, 'GET', apiPaths.media.detail(id));
const trash = async () => (await call<TrashList>(t.server, 'GET', apiPaths.admin.trash, admin())).body;

/** Every public answer that lists videos, as the ids it shows. */
async function publicIds(): Promise<number[][]> {
  const lists = await Promise.all(
    [apiPaths.media.list, apiPaths.media.recent, apiPaths.media.mostWatched, `${apiPaths.media.list}?search=Tizguite`].map(async (path) =>
      (await call<MediaPage>(t.server, 'GET', path)).body.results.map((m) => m.id),
    ),
  );
  const map = (await call<MapLocation[]>(t.server, 'GET', apiPaths.media.locations)).body;
  return [...lists, map.map((m) => Number(m.id))];
}

describe('trash', () => {
  it('a deleted video leaves every public answer at once and comes back whole', async () => {
    const video = await create('Weavers of Tizguite');
    await call(t.server, 'POST', apiPaths.media.view(video.id));
    // A play shows once the counts catch up (they are written a few seconds later): the restored video must keep it.
    const before = await waitUntil(
      async () => (await publicDetail(video.id)).body,
      (detail) => detail.metadata.views === 1,
    );
    for (const ids of await publicIds()) expect(ids).toContain(video.id);

    expect((await call(t.server, 'DELETE', apiPaths.media.detail(video.id), admin())).status).toBe(204);
    expect((await publicDetail(video.id)).status).toBe(404);
    for (const ids of await publicIds()) expect(ids).not.toContain(video.id);
    const [item] = (await trash()).results;
    expect(item).toMatchObject({ id: video.id, title: 'Weavers of Tizguite', guest: 'Gil Guest', deleted_by: 'admin' });
    expect(Date.parse(item!.purge_at) - Date.parse(item!.deleted_at)).toBe(30 * 24 * 3600 * 1000);

    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(video.id), admin())).status).toBe(204);
    expect((await publicDetail(video.id)).body).toEqual(before);
    for (const ids of await publicIds()) expect(ids).toContain(video.id);
    expect((await trash()).count).toBe(0);
  });

  it('bulk delete trashes each video; delete forever needs the trash and is final', async () => {
    const [a, b] = [await create('First of two'), await create('Second of two')];
    const res = await call(t.server, 'POST', apiPaths.video.bulkDelete, { json: { videoIds: [a.id, b.id, 999_999] }, ...admin() });
    expect(res.body).toEqual({ deleted: 2 });
    expect((await trash()).results.map((i) => i.id).sort()).toEqual([a.id, b.id].sort());

    expect((await call(t.server, 'DELETE', apiPaths.admin.trashItem(b.id), admin())).status).toBe(204);
    const gone = await call(t.server, 'POST', apiPaths.admin.trashRestore(b.id), admin());
    expect(gone).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await call(t.server, 'DELETE', apiPaths.admin.trashItem(b.id), admin())).status).toBe(404);
    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(a.id), admin())).status).toBe(204);
    expect((await publicDetail(a.id)).body.title).toBe('First of two');
    expect((await publicDetail(b.id)).status).toBe(404);
  });

  it('purges what waited longer than TRASH_DAYS', async () => {
    const [old, recent] = [await create('Old'), await create('Recent')];
    await call(t.server, 'POST', apiPaths.video.bulkDelete, { json: { videoIds: [old.id, recent.id] }, ...admin() });
    const thirtyOneDaysAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    await t.server.app.database.db.updateTable('media').set({ deleted_at: thirtyOneDaysAgo }).where('id', '=', old.id).execute();
    expect((await trash()).results.map((i) => i.id)).toEqual([recent.id]);
    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(old.id), admin())).status).toBe(404);
  });

  it("keeps the video's rows: it leaves every outlet, and comes back whole with rows of tables the snapshot does not know", async () => {
    const video = await create('Potters of Tizguite');
    const { db } = t.server.app.database;
    // A table the snapshot has never heard of (a collection's members, say), referring to the interview.
    await sql`create table shelf_items (shelf text not null, media_id integer not null references media (id) on delete cascade)`.execute(
      db,
    );
    await sql`insert into shelf_items (shelf, media_id) values ('Crafts', ${video.id})`.execute(db);
    const shelved = async () => (await sql<{ shelf: string }>`select shelf from shelf_items where media_id = ${video.id}`.execute(db)).rows;
    const before = (await publicDetail(video.id)).body;
    await expectOutletsAgree(t.server, video.id, { state: 'public', title: 'Potters of Tizguite' }, 'before the delete');

    expect((await call(t.server, 'DELETE', apiPaths.media.detail(video.id), admin())).status).toBe(204);
    await expectOutletsAgree(t.server, video.id, { state: 'withdrawn' }, 'in the trash');
    for (const ids of await publicIds()) expect(ids).not.toContain(video.id); // lists, search, the map
    expect((await call(t.server, 'GET', standardPaths.iiifManifest(video.id))).status).toBe(404);
    const collection = await call<{ items: { id: string }[] }>(t.server, 'GET', standardPaths.iiifCollection);
    expect(collection.body.items.map((item) => item.id).filter((id) => id.endsWith(`/iiif/${video.id}/manifest`))).toEqual([]);
    const staffList = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?page_size=100`, admin());
    expect(staffList.body.results.map((m) => m.id)).not.toContain(video.id);
    expect((await call(t.server, 'GET', apiPaths.media.detail(video.id), admin())).status).toBe(404);
    expect(await shelved()).toEqual([{ shelf: 'Crafts' }]);

    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(video.id), admin())).status).toBe(204);
    await expectOutletsAgree(t.server, video.id, { state: 'public', title: 'Potters of Tizguite' }, 'restored');
    expect((await publicDetail(video.id)).body).toEqual(before);
    for (const ids of await publicIds()) expect(ids).toContain(video.id);
    expect((await call(t.server, 'GET', standardPaths.iiifManifest(video.id))).status).toBe(200);
    expect(await shelved()).toEqual([{ shelf: 'Crafts' }]);

    // Deleting for good still deletes: the rows that refer to it go with it.
    await call(t.server, 'DELETE', apiPaths.media.detail(video.id), admin());
    expect((await call(t.server, 'DELETE', apiPaths.admin.trashItem(video.id), admin())).status).toBe(204);
    expect(await shelved()).toEqual([]);
    await expectOutletsAgree(t.server, video.id, { state: 'withdrawn' }, 'deleted for good');
  });

  it('brings back what was deleted before the trash kept rows, from its snapshot', async () => {
    const video = await create('Deleted the old way');
    const before = (await publicDetail(video.id)).body;
    const { db } = t.server.app.database;
    const snapshot = await db.transaction().execute((trx) => loadSnapshot(trx, t.server.app.database.dialect, video.id));
    // As the trash did before: the snapshot in media_trash, the rows gone.
    await db
      .insertInto('media_trash')
      .values({
        media_id: video.id,
        title: video.title,
        snapshot: JSON.stringify(snapshot),
        deleted_at: new Date().toISOString(),
        deleted_by: 'admin',
      })
      .execute();
    await db.deleteFrom('media').where('id', '=', video.id).execute();
    await t.server.app.invalidateReads();
    const waiting = (await trash()).results.find((item) => item.id === video.id);
    expect(waiting).toMatchObject({ title: 'Deleted the old way', guest: 'Gil Guest', visibility: 'public', deleted_by: 'admin' });
    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(video.id), admin())).status).toBe(204);
    expect((await publicDetail(video.id)).body).toEqual(before);
    expect((await trash()).results.map((item) => item.id)).not.toContain(video.id);
  });

  it('leaves an interview in the trash out of the access clock: the day its seal opens writes nothing, its restore settles it', async () => {
    const video = await create('Sealed, then deleted');
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    expect((await setAccess(t.server, t.admin, video.id, { access: 'sealed', sealed_until: tomorrow })).status).toBe(200);
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(video.id), admin())).status).toBe(204);
    const version = async () =>
      Number((await sql<{ version: number }>`select version from read_version`.execute(t.server.app.database.db)).rows[0]!.version);
    const realNow = accessTime.now;
    const later = Date.now() + 2 * DAY;
    accessTime.now = () => later;
    try {
      await call(t.server, 'GET', apiPaths.site);
      const before = await version();
      for (let i = 0; i < 3; i += 1) await call(t.server, 'GET', apiPaths.site);
      expect(await version()).toBe(before); // no write of the clock's on every request
      expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(video.id), admin())).status).toBe(204);
      accessTime.now = () => later + 61_000; // past the clock's trust in the next day it read
      await call(t.server, 'GET', apiPaths.site);
      expect((await publicDetail(video.id)).body.access).toBe('open');
    } finally {
      accessTime.now = realNow;
    }
  });

  it('is for admins only', async () => {
    for (const [method, path] of [
      ['GET', apiPaths.admin.trash],
      ['POST', apiPaths.admin.trashRestore(1)],
      ['DELETE', apiPaths.admin.trashItem(1)],
    ] as const) {
      expect(await call(t.server, method, path)).toMatchObject({ status: 401, body: { code: 'authentication_required' } });
    }
  });
});

describe('trash and the sample archive', () => {
  it('a restart does not seed the sample again when every video waits in the trash', async () => {
    const first = await startTestServer({ seed: 'sample' });
    const headers = await adminHeaders(first);
    const all = await call<MediaPage>(first, 'GET', `${apiPaths.media.list}?page_size=100`, { headers });
    await call(first, 'POST', apiPaths.video.bulkDelete, { json: { videoIds: all.body.results.map((m) => m.id) }, headers });
    await first.stop();
    const again = await startTestServer({ databaseUrl: first.config.databaseUrl, seed: 'sample' });
    expect((await call<MediaPage>(again, 'GET', apiPaths.media.list)).body.count).toBe(0);
    await again.stop();
    await first.close(); // drops the database both servers used
  });
});
