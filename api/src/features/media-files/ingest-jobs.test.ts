import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeSpeech, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { type RunningS3, startS3 } from '../../../test/s3-server.ts';
import { adminHeaders, startTestServer, type TestServer } from '../../../test/test-server.ts';

// Jobs kept in the database, on S3 storage: a restart takes up what a stopped process left running, a
// failing file holds up no other and is tried again later, and playback and fixity read from S3.
let s3: RunningS3;
let server: TestServer;
/** The first server owns the test database; the restarted one reopens it. */
let first: TestServer;
let admin: Record<string, string>;
const dir = sampleDir();
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-uploads-'));
let speech: string;

beforeAll(async () => {
  [s3, speech] = await Promise.all([startS3(), makeSpeech(dir)]);
  server = await startTestServer({
    seed: 'none',
    media: { storage: `s3://${s3.bucket}/atlas`, s3Endpoint: s3.endpoint, s3Region: 'us-east-1', uploadDir: uploads },
  });
  first = server;
  admin = await adminHeaders(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (first !== server) await first?.close();
  await s3?.stop();
  for (const folder of [dir, uploads]) fs.rmSync(folder, { recursive: true, force: true });
});

const files = async (id: number) => (await call<MediaFileList>(server, 'GET', apiPaths.admin.mediaFiles(id), { headers: admin })).body;
const interview = async () => (await call<Media>(server, 'POST', apiPaths.video.create, { json: mediaPayload(), headers: admin })).body.id;

it('takes up after a restart what was running, retries a failing file later, and serves from S3', async () => {
  const db = () => server.app.database.db;
  // Two uploads recorded while ingest is held, as a process that stopped mid-job leaves them.
  await server.app.mediaFiles.queue.stop();
  const good = await interview();
  const bad = await interview();
  await tusUpload(server, admin, speech, { filename: 'speech.wav', media_id: String(good) });
  await tusUpload(server, admin, speech, { filename: 'speech.wav', media_id: String(bad) });
  const job = (mediaId: number) => db().selectFrom('ingest_jobs').selectAll().where('media_id', '=', mediaId).executeTakeFirstOrThrow();
  await db().updateTable('ingest_jobs').set({ status: 'running', updated_at: '2026-01-01T00:00:00.000Z' }).execute();
  // The bad one's upload is gone before its original reached storage.
  fs.rmSync((await job(bad)).upload_path);

  await server.stop();
  server = await startTestServer({ ...server.config, port: 0 });
  admin = await adminHeaders(server);

  const done = await waitUntil(
    () => files(good),
    (list) => list.results.every((f) => f.status === 'ready'),
  );
  expect(done.results.map((f) => f.label).sort()).toEqual(['aac-128k', 'aac-64k', 'master', 'original', 'waveform']);
  const failing = await waitUntil(
    () => files(bad),
    (list) => list.results.every((f) => f.error !== null),
  );
  // Not failed for good: queued again, with the reason, to be tried after the first wait.
  expect(failing.results.every((f) => f.status === 'queued')).toBe(true);
  expect(failing.results[0]!.error).toMatch(/no longer on the server/);
  const retry = await job(bad);
  expect(retry).toMatchObject({ status: 'queued', attempts: 1 });
  expect(Date.parse(retry.run_after) - Date.now()).toBeGreaterThan(20_000);

  // Playback and fixity read the objects back from S3.
  const { body } = await call<Media>(server, 'GET', apiPaths.media.detail(good));
  const master = await fetch(`${server.url}${body.stream!.hls}`);
  expect(await master.text()).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+/);
  expect((await server.app.mediaFiles.storage.list(`media/${good}/`)).length).toBeGreaterThan(4);
  const status = await call<{ storage: string }>(server, 'GET', apiPaths.admin.mediaTools, { headers: admin });
  expect(status.body.storage).toBe('s3');
}, 120_000);
