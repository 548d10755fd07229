import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeSpeech, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { adminHeaders, startTestServer, type TestServer } from '../../../test/test-server.ts';
import { claimNextJob } from './media-files.repository.ts';

// Several processes on one database share one job queue (recordings taken in, transcripts aligned or drafted): a job is
// claimed by a conditional update, so two processes asking at the same moment never both run it (docs/deploy.md).
const dir = sampleDir();
let one: TestServer;
let two: TestServer;
let mediaId: number;
let fileId: number;
/** Interviews to queue jobs for: one job per interview and kind may wait at a time. */
let interviews: number[];

beforeAll(async () => {
  one = await startTestServer({ seed: 'none' });
  two = await startTestServer({ ...one.config, port: 0 });
  const admin = await adminHeaders(one);
  mediaId = (await call<Media>(one, 'POST', apiPaths.video.create, { json: mediaPayload(), headers: admin })).body.id;
  await tusUpload(one, admin, await makeSpeech(dir), { filename: 'speech.wav', media_id: String(mediaId) });
  const files = await waitUntil(
    async () => (await call<MediaFileList>(one, 'GET', apiPaths.admin.mediaFiles(mediaId), { headers: admin })).body,
    (list) => list.results.length > 0 && list.results.every((f) => f.status === 'ready'),
  );
  fileId = files.results[0]!.id;
  interviews = [mediaId];
  for (let i = 0; i < 9; i += 1) {
    interviews.push((await call<Media>(one, 'POST', apiPaths.video.create, { json: mediaPayload(), headers: admin })).body.id);
  }
  // Only the two claimers below take jobs from here on.
  await Promise.all([one.app.mediaFiles.queue.stop(), two.app.mediaFiles.queue.stop()]);
}, 120_000);
afterAll(async () => {
  await two?.stop();
  await one?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('gives each queued job to one process only when two processes claim at the same moment', async () => {
  const at = new Date(Date.now() - 1000).toISOString();
  const queued = await one.app.database.db
    .insertInto('ingest_jobs')
    .values(
      interviews
        .flatMap((id) => (['align', 'draft'] as const).map((kind) => ({ id, kind })))
        .map(({ id, kind }) => ({
          media_id: id,
          file_id: fileId,
          kind,
          language: 'English',
          upload_path: '',
          status: 'queued' as const,
          run_after: at,
          created_at: at,
          updated_at: at,
        })),
    )
    .returning('id')
    .execute();
  const waiting = async () =>
    (await one.app.database.db.selectFrom('ingest_jobs').select('id').where('status', '=', 'queued').execute()).length;
  // Each keeps claiming until nothing waits (a claimer that loses to the other several times in a row gives up for now,
  // as a queue does until its next look).
  const claimAll = async (server: TestServer) => {
    const claimed: number[] = [];
    while ((await waiting()) > 0) {
      const job = await claimNextJob(server.app.database.db);
      if (job) claimed.push(job.id);
    }
    return claimed;
  };
  const [byOne, byTwo] = await Promise.all([claimAll(one), claimAll(two)]);
  const claimed = [...byOne, ...byTwo].sort((a, b) => a - b);
  expect(claimed).toEqual(queued.map((row) => row.id).sort((a, b) => a - b));
  const attempts = await one.app.database.db.selectFrom('ingest_jobs').select('attempts').where('id', 'in', claimed).execute();
  expect(attempts.every((row) => row.attempts === 1)).toBe(true);
}, 60_000);
