import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contracts/errors';
import type { Media, MediaPage } from '#contracts/media';
import type { MediaFileList, MediaToolsStatus } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { mediaConfigFromEnv } from '../../config.ts';
import { type HeldFfmpeg, heldFfmpeg } from '../../../test/held-ffmpeg.ts';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeSpeech, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { adminHeaders, startTestServer, type TestServer } from '../../../test/test-server.ts';

// The recordings' settings at work (docs/behaviour.md §600), each read from its environment variable as the
// server reads it: INGEST_CONCURRENCY jobs at once, a fixity check every FIXITY_EVERY, and an FFMPEG_PATH
// that names nothing.
const dir = sampleDir();
let speech: string;
const servers: TestServer[] = [];
let ffmpeg: HeldFfmpeg;

beforeAll(async () => {
  speech = await makeSpeech(dir);
  ffmpeg = heldFfmpeg();
}, 60_000);
// Each test's server stops after it, so that no other's ingest runs beside the next test.
afterEach(async () => {
  ffmpeg.release();
  for (const server of servers.splice(0)) await server.close();
});
afterAll(() => {
  ffmpeg.remove();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A server whose recordings' settings come from these environment variables. */
async function serverWith(env: Record<string, string>, ffmpegPath = ffmpeg.path) {
  const { ingestConcurrency, fixityEveryMs } = mediaConfigFromEnv(env);
  const server = await startTestServer({ seed: 'none', media: { ingestConcurrency, fixityEveryMs, ffmpegPath } });
  servers.push(server);
  const headers = await adminHeaders(server);
  const files = async (id: number) => (await call<MediaFileList>(server, 'GET', apiPaths.admin.mediaFiles(id), { headers })).body;
  return {
    server,
    headers,
    files,
    tools: async () => (await call<MediaToolsStatus>(server, 'GET', apiPaths.admin.mediaTools, { headers })).body,
    /** A new interview with the sample speech uploaded; its ingest is left to the queue. */
    async upload(): Promise<number> {
      const id = (await call<Media>(server, 'POST', apiPaths.video.create, { json: mediaPayload(), headers })).body.id;
      await tusUpload(server, headers, speech, { filename: path.basename(speech), media_id: String(id) });
      return id;
    },
    ready: (id: number) =>
      waitUntil(
        () => files(id),
        (list) => list.results.length > 1 && list.results.every((f) => f.status === 'ready'),
        90_000,
      ),
  };
}

/** Whether an interview's ingest is running (its derivatives being made) or still waiting for a worker. */
const ingestState = (list: MediaFileList) =>
  list.results.some((f) => f.status === 'processing') ? 'running' : list.results.some((f) => f.status === 'queued') ? 'queued' : 'other';

describe('INGEST_CONCURRENCY', () => {
  it.each([
    ['2', 2],
    ['unset', 1],
  ] as const)(
    'runs as many ingest jobs at once as it says (%s: %i), the others waiting their turn',
    async (value, atOnce) => {
      const archive = await serverWith(value === 'unset' ? {} : { INGEST_CONCURRENCY: value });
      ffmpeg.hold();
      let ids: number[] = [];
      try {
        // Three at once, as staff drop several files together: their jobs are queued at the same moment.
        ids = await Promise.all([archive.upload(), archive.upload(), archive.upload()]);
        await waitUntil(
          async () => ffmpeg.waiting(),
          (n) => n === atOnce,
        );
        const states = await Promise.all(ids.map(async (id) => ingestState(await archive.files(id))));
        expect(states.filter((s) => s === 'running')).toHaveLength(atOnce);
        expect(states.filter((s) => s === 'queued')).toHaveLength(3 - atOnce);
      } finally {
        ffmpeg.release();
      }
      for (const id of ids) await archive.ready(id);
    },
    180_000,
  );

  it('refuses a value out of range at start', () => {
    expect(() => mediaConfigFromEnv({ INGEST_CONCURRENCY: '0' })).toThrow(/INGEST_CONCURRENCY must be a whole number from 1 to 16/);
    expect(() => mediaConfigFromEnv({ INGEST_CONCURRENCY: 'two' })).toThrow(/INGEST_CONCURRENCY/);
  });
});

describe('FIXITY_EVERY', () => {
  it('checks every held file again on its own, every period, and names the damage it finds', async () => {
    const archive = await serverWith({ FIXITY_EVERY: '1s' });
    const id = await archive.upload();
    await archive.ready(id);
    // A check after the recording was in: every file of it found whole.
    const files = (await archive.files(id)).results.length;
    await waitUntil(archive.tools, (tools) => (tools.last_fixity?.files ?? 0) >= files && tools.last_fixity?.failed === 0, 30_000);
    const waveform = (await archive.server.app.mediaFiles.storage.list(`media/${id}/`)).find((o) => o.key.endsWith('waveform.json'))!;
    fs.appendFileSync(path.join(archive.server.app.mediaFiles.storage.description, waveform.key), ' ');
    // The next check, which nobody asked for, finds it.
    const damaged = await waitUntil(archive.tools, (tools) => tools.last_fixity?.failed === 1);
    expect(damaged.last_fixity!.failures).toEqual([expect.objectContaining({ media_id: id, path: waveform.key, problem: 'mismatch' })]);
  }, 120_000);

  it('reads a duration, or off; anything else stops the start', () => {
    expect(mediaConfigFromEnv({}).fixityEveryMs).toBe(7 * 86_400_000);
    expect(mediaConfigFromEnv({ FIXITY_EVERY: '12h' }).fixityEveryMs).toBe(12 * 3_600_000);
    expect(mediaConfigFromEnv({ FIXITY_EVERY: 'off' }).fixityEveryMs).toBe(0);
    expect(() => mediaConfigFromEnv({ FIXITY_EVERY: 'weekly' })).toThrow(/FIXITY_EVERY must be a duration/);
  });
});

describe('FFMPEG_PATH naming nothing', () => {
  it('keeps the archive running, says ffmpeg and ffprobe are missing, and refuses uploads with media_tools_missing', async () => {
    const archive = await serverWith({}, mediaConfigFromEnv({ FFMPEG_PATH: path.join(dir, 'nowhere', 'ffmpeg') }).ffmpegPath);
    expect(await archive.tools()).toMatchObject({ ffmpeg: false, ffprobe: false });
    const id = (await call<Media>(archive.server, 'POST', apiPaths.video.create, { json: mediaPayload(), headers: archive.headers })).body
      .id;
    const created = await fetch(`${archive.server.url}${apiPaths.admin.uploads}`, {
      method: 'POST',
      headers: {
        authorization: archive.headers.authorization!,
        'tus-resumable': '1.0.0',
        'upload-length': String(fs.statSync(speech).size),
        'upload-metadata': `filename ${Buffer.from('speech.wav').toString('base64')},media_id ${Buffer.from(String(id)).toString('base64')}`,
      },
    });
    expect(created.status).toBe(503);
    expect(await created.json()).toMatchObject({ code: ErrorCode.mediaToolsMissing, message: expect.stringContaining('ffmpeg') });
    expect((await call<MediaPage>(archive.server, 'GET', apiPaths.media.list)).status).toBe(200);
  });
});
