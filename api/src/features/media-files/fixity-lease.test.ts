import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeSpeech, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { adminHeaders, startTestServer, type TestServer } from '../../../test/test-server.ts';
import { FixityBusyError, runFixity } from './fixity.ts';
import { runScript } from '../../../test/scripts.ts';

// One fixity run at a time across every process on one database (docs/behaviour.md §611): two servers
// on the same database and storage, and `npm run fixity` as a third process.
const dir = sampleDir();
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  one = await startTestServer({ seed: 'none' });
  two = await startTestServer({ ...one.config, port: 0 });
  const admin = await adminHeaders(one);
  const id = (await call<Media>(one, 'POST', apiPaths.video.create, { json: mediaPayload(), headers: admin })).body.id;
  await tusUpload(one, admin, await makeSpeech(dir), { filename: 'speech.wav', media_id: String(id) });
  await waitUntil(
    async () => (await call<MediaFileList>(one, 'GET', apiPaths.admin.mediaFiles(id), { headers: admin })).body,
    (list) => list.results.length > 0 && list.results.every((f) => f.status === 'ready'),
  );
}, 120_000);
afterAll(async () => {
  await two?.stop();
  await one?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const checks = async () => (await one.app.database.db.selectFrom('fixity_checks').select('id').execute()).length;

it('runs one check when two servers on one database start one together; the other says who holds it', async () => {
  const before = await checks();
  const outcomes = await Promise.allSettled([
    runFixity(one.app.database.db, one.app.mediaFiles.storage),
    runFixity(two.app.database.db, two.app.mediaFiles.storage),
  ]);
  const ran = outcomes.filter((o) => o.status === 'fulfilled');
  const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(ran).toHaveLength(1);
  expect(refused).toHaveLength(1);
  expect(refused[0]!.reason).toBeInstanceOf(FixityBusyError);
  expect(await checks()).toBe(before + 1);
  // Released at the end: the other server's next run goes ahead.
  await expect(runFixity(two.app.database.db, two.app.mediaFiles.storage)).resolves.toMatchObject({ failed: 0 });
  expect(await checks()).toBe(before + 2);
}, 60_000);

it('npm run fixity checks nothing while another process holds the lease, and takes over a lapsed one', async () => {
  const db = one.app.database.db;
  const env = { ...process.env, DATABASE_URL: one.config.databaseUrl, MEDIA_STORAGE: one.config.media!.storage };
  const script = () =>
    runScript(['scripts/fixity.ts'], { env }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  const inAMinute = new Date(Date.now() + 60_000).toISOString();
  await db.insertInto('fixity_lease').values({ name: 'fixity', holder: 'elsewhere:1234', expires_at: inAMinute }).execute();
  const before = await checks();
  const busy = await script();
  expect(busy.code).toBe(3);
  expect(busy.stderr).toContain('another fixity check is running (elsewhere:1234');
  expect(await checks()).toBe(before);

  // A holder that stopped without letting go: its hold lapses and the next run takes the lease.
  await db.updateTable('fixity_lease').set({ expires_at: '2026-01-01T00:00:00.000Z' }).execute();
  const taken = await script();
  expect(taken.code).toBe(0);
  expect(taken.stdout).toMatch(/Fixity: \d+ files checked/);
  expect(await checks()).toBe(before + 1);
  expect(await db.selectFrom('fixity_lease').selectAll().execute()).toEqual([]);
}, 120_000);
