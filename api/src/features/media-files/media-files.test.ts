import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeSpeech, makeVideo, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { runFixity } from './fixity.ts';
import { backupMedia, restoreMedia } from './media-backup.ts';
import { fileStorage } from './storage/file-storage.ts';
import { runScript } from '../../../test/scripts.ts';

// One short video and one short speech, each uploaded and ingested once for the whole file.
const t = useTestServer({ seed: 'none' });
const dir = sampleDir();
let video: { id: number; file: string; files: MediaFileList };
let speech: { id: number; file: string; files: MediaFileList };

const admin = () => ({ headers: t.admin });
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const files = async (id: number) => (await call<MediaFileList>(t.server, 'GET', apiPaths.admin.mediaFiles(id), admin())).body;
const settled = (list: MediaFileList) =>
  list.results.length > 0 && list.results.every((f) => f.status === 'ready' || f.status === 'failed');

async function interview(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await call<Media>(t.server, 'POST', apiPaths.video.create, { json: mediaPayload(overrides), ...admin() });
  return res.body.id;
}

async function ingest(file: string, overrides: Record<string, unknown> = {}) {
  const id = await interview(overrides);
  await tusUpload(t.server, t.admin, file, { filename: path.basename(file), media_id: String(id) });
  return { id, file, files: await waitUntil(() => files(id), settled) };
}

beforeAll(async () => {
  const [videoFile, speechFile] = await Promise.all([makeVideo(dir), makeSpeech(dir)]);
  video = await ingest(videoFile);
  speech = await ingest(speechFile);
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('taking a recording in', () => {
  it('keeps the original with its sha256 and makes every derivative the source allows, no larger than it', () => {
    const byLabel = Object.fromEntries(video.files.results.map((f) => [f.label, f]));
    expect(Object.keys(byLabel).sort()).toEqual(['360p', 'master', 'original', 'poster', 'waveform']);
    expect(video.files.results.every((f) => f.status === 'ready' && f.error === null)).toBe(true);
    expect(byLabel.original).toMatchObject({ sha256: sha256(video.file), bytes: fs.statSync(video.file).size, width: 640, height: 360 });
    // A 360-line source gets no 720p; its one rendition keeps the source's size.
    expect(byLabel['360p']).toMatchObject({ width: 640, height: 360 });
    expect(byLabel['360p']!.bitrate!).toBeLessThanOrEqual(byLabel.original!.bitrate! + 64_000);

    const sound = speech.files.results.map((f) => f.label).sort();
    // espeak-ng's WAV is 352 kbps PCM: both AAC steps fit under it.
    expect(sound).toEqual(['aac-128k', 'aac-64k', 'master', 'original', 'waveform']);
  });

  it('plays through the public detail: master playlist with RESOLUTION and BANDWIDTH, segments, poster, waveform', async () => {
    const { body } = await call<Media>(t.server, 'GET', apiPaths.media.detail(video.id));
    expect(body.stream).toMatchObject({ duration_s: 2, download: null });
    const master = await fetch(`${t.server.url}${body.stream!.hls}`);
    expect(master.headers.get('content-type')).toMatch(/mpegurl/);
    const playlist = await master.text();
    expect(playlist).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=640x360/);
    const variant = new URL(
      playlist.split('\n').find((l) => l.endsWith('.m3u8'))!,
      `${t.server.url}${body.stream!.hls}`,
    );
    const segments = (await (await fetch(variant)).text()).split('\n').filter((l) => l.endsWith('.ts'));
    const segment = await fetch(new URL(segments[0]!, variant));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    const poster = Buffer.from(await (await fetch(`${t.server.url}${body.stream!.poster}`)).arrayBuffer());
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const waveform = (await (await fetch(`${t.server.url}${body.stream!.waveform}`)).json()) as { peaks: number[] };
    expect(waveform.peaks.length).toBeGreaterThan(100);
    expect(Math.max(...waveform.peaks)).toBeGreaterThan(0.1);
  });

  it('refuses a file that is not audio or video, saying why, and keeps nothing of it', async () => {
    const id = await interview();
    const text = path.join(dir, 'notes.mp4');
    fs.writeFileSync(text, 'This is a text file with a video extension.\n'.repeat(50));
    const refusal = await tusUpload(t.server, t.admin, text, { filename: 'notes.mp4', media_id: String(id) }).catch((e: Error) => e);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toMatch(/415.*not an audio or video recording: Invalid data found/s);
    expect((await files(id)).results).toEqual([]);
  });

  it('is for staff only, needs filename and media_id, and holds to UPLOAD_MAX_BYTES', async () => {
    const create = (headers: Record<string, string>) =>
      fetch(`${t.server.url}${apiPaths.admin.uploads}`, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', ...headers },
      });
    expect((await create({})).status).toBe(401);
    const auth = { authorization: t.admin.authorization! };
    const noMedia = await create({ ...auth, 'upload-metadata': `filename ${Buffer.from('a.mp4').toString('base64')}` });
    expect(noMedia.status).toBe(400);
    expect(await noMedia.json()).toMatchObject({ code: 'validation_failed' });
    const huge = await create({ ...auth, 'upload-length': String(21 * 1024 ** 3) });
    expect(huge.status).toBe(413);
  });

  it('resumes an upload from where the connection dropped', async () => {
    const id = await interview();
    const bytes = fs.readFileSync(speech.file);
    const auth = { authorization: t.admin.authorization!, 'tus-resumable': '1.0.0' };
    const meta = `filename ${Buffer.from('speech.wav').toString('base64')},media_id ${Buffer.from(String(id)).toString('base64')}`;
    const created = await fetch(`${t.server.url}${apiPaths.admin.uploads}`, {
      method: 'POST',
      headers: { ...auth, 'upload-length': String(bytes.length), 'upload-metadata': meta },
    });
    expect(created.status).toBe(201);
    const at = new URL(created.headers.get('location')!, `${t.server.url}${apiPaths.admin.uploads}`);
    const patch = (offset: number, chunk: Buffer) =>
      fetch(at, {
        method: 'PATCH',
        headers: { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(chunk),
      });
    const half = Math.floor(bytes.length / 2);
    expect((await patch(0, bytes.subarray(0, half))).status).toBe(204);
    // A new page (or connection) asks where the upload stands, then sends the rest.
    const head = await fetch(at, { method: 'HEAD', headers: auth });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await patch(half, bytes.subarray(half))).status).toBe(204);
    const done = await waitUntil(() => files(id), settled);
    expect(done.results.find((f) => f.role === 'original')).toMatchObject({ status: 'ready', sha256: sha256(speech.file) });
  });
});

describe('who may have the files', () => {
  it('serves an archived interview to staff only; originals to staff, and to the public only when allowed', async () => {
    const { body } = await call<Media>(t.server, 'GET', apiPaths.media.detail(video.id));
    const hls = `${t.server.url}${body.stream!.hls}`;
    const download = `${t.server.url}${apiPaths.media.download(video.id)}`;
    expect((await fetch(download)).status).toBe(404);
    const original = video.files.results.find((f) => f.role === 'original')!;
    const staff = await fetch(`${t.server.url}${apiPaths.admin.mediaFileDownload(video.id, original.id)}`, { headers: t.admin });
    expect(staff.headers.get('content-disposition')).toContain('testsrc');
    expect(
      crypto
        .createHash('sha256')
        .update(Buffer.from(await staff.arrayBuffer()))
        .digest('hex'),
    ).toBe(original.sha256);

    const allow = (on: boolean) =>
      call(t.server, 'PUT', apiPaths.admin.mediaDownloadSetting(video.id), { json: { public_download: on }, ...admin() });
    expect((await allow(true)).status).toBe(200);
    expect((await call<Media>(t.server, 'GET', apiPaths.media.detail(video.id))).body.stream!.download).toBe(
      apiPaths.media.download(video.id),
    );
    const part = await fetch(download, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(fs.readFileSync(video.file).subarray(0, 10));
    await allow(false);
    expect((await fetch(download)).status).toBe(404);

    await call(t.server, 'POST', apiPaths.video.bulkUpdateStatus, { json: { videoIds: [video.id], status: 'archived' }, ...admin() });
    expect((await fetch(hls)).status).toBe(404);
    expect((await fetch(hls, { headers: t.admin })).status).toBe(200);
    await call(t.server, 'POST', apiPaths.video.bulkUpdateStatus, { json: { videoIds: [video.id], status: 'public' }, ...admin() });
    expect((await fetch(hls)).status).toBe(200);
  });
});

describe('npm run backup -- --with-media', () => {
  it('copies every held file beside the backup; npm run restore puts them into another storage, where they play', async () => {
    const { config } = t.server;
    const source = { ...process.env, DATABASE_URL: config.databaseUrl, MEDIA_STORAGE: config.media!.storage };
    const file = path.join(dir, 'with-media.atlas.gz');
    const backup = await runScript(['scripts/backup.ts', file, '--with-media'], { env: source });
    expect(backup.stdout).toMatch(/Recordings copied to .*with-media\.atlas\.gz\.media: \d+ files/);
    const plain = path.join(dir, 'plain.atlas.gz');
    await runScript(['scripts/backup.ts', plain], { env: source });
    expect(fs.existsSync(`${plain}.media`)).toBe(false);

    // Restored into a new database and another storage, by the real command.
    const target = testDatabaseUrl();
    const storage = path.join(dir, 'restored-storage');
    try {
      const restore = await runScript(['scripts/restore.ts', file], {
        env: { ...process.env, DATABASE_URL: target.url, MEDIA_STORAGE: `file:${storage}` },
      });
      expect(restore.stdout).toMatch(/Recordings: \d+ files checked and restored into .*, 0 damaged or missing\./);
      // A server on what was restored plays the video as the first one does, byte for byte.
      const restored = await startTestServer({
        seed: 'none',
        databaseUrl: target.url,
        media: { storage: `file:${storage}`, uploadDir: path.join(dir, 'restored-uploads') },
      });
      try {
        const rendition = async (server: TestServer) => {
          const detail = (await call<Media>(server, 'GET', apiPaths.media.detail(video.id))).body;
          const master = new URL(detail.stream!.hls, server.url);
          const variant = new URL(
            (await (await fetch(master)).text()).split('\n').find((l) => l.endsWith('.m3u8'))!,
            master,
          );
          const playlist = await fetch(variant);
          expect(playlist.status).toBe(200);
          const parts: string[] = [];
          for (const name of (await playlist.text()).split('\n').filter((l) => l.endsWith('.ts'))) {
            const segment = await fetch(new URL(name, variant));
            expect(segment.status).toBe(200);
            parts.push(
              crypto
                .createHash('sha256')
                .update(Buffer.from(await segment.arrayBuffer()))
                .digest('hex'),
            );
          }
          const poster = await fetch(new URL(detail.stream!.poster!, server.url));
          expect(poster.status).toBe(200);
          return {
            parts,
            poster: crypto
              .createHash('sha256')
              .update(Buffer.from(await poster.arrayBuffer()))
              .digest('hex'),
          };
        };
        const before = await rendition(t.server);
        expect(before.parts.length).toBeGreaterThan(0);
        expect(await rendition(restored)).toEqual(before);
      } finally {
        await restored.stop();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);
});

describe('fixity and the trash', () => {
  it('names a damaged and a missing file with its interview and path', async () => {
    const storage = t.server.app.mediaFiles.storage;
    expect(await runFixity(t.server.app.database.db, storage)).toMatchObject({ failed: 0 });
    const waveform = speech.files.results.find((f) => f.role === 'waveform')!;
    const root = storage.description;
    const objects = await storage.list(`media/${speech.id}/`);
    const waveKey = objects.find((o) => o.key.endsWith('waveform.json'))!.key;
    const segmentKey = objects.find((o) => o.key.endsWith('.ts'))!.key;
    fs.appendFileSync(path.join(root, waveKey), ' ');
    fs.rmSync(path.join(root, segmentKey));
    const check = await runFixity(t.server.app.database.db, storage);
    expect(check.failures).toEqual(
      expect.arrayContaining([
        { media_id: speech.id, file_id: waveform.id, path: waveKey, problem: 'mismatch' },
        expect.objectContaining({ media_id: speech.id, path: segmentKey, problem: 'missing' }),
      ]),
    );
    const status = await call<{ last_fixity: { failed: number } }>(t.server, 'GET', apiPaths.admin.mediaTools, admin());
    expect(status.body).toMatchObject({ ffmpeg: true, ffprobe: true, storage: 'file', last_fixity: { failed: 2 } });
    expect((await files(speech.id)).results.find((f) => f.id === waveform.id)).toMatchObject({ check_result: 'mismatch' });
  });

  it('npm run fixity names the damage and exits non-zero; a restore refuses damaged backed-up files', async () => {
    const { config } = t.server;
    const env = { ...process.env, DATABASE_URL: config.databaseUrl, MEDIA_STORAGE: config.media!.storage };
    const script = await runScript(['scripts/fixity.ts'], { env }).catch((e: { code: number; stdout: string }) => e);
    expect((script as { code?: number }).code).toBe(1);
    expect(script.stdout).toMatch(new RegExp(`MISMATCH  interview ${speech.id} "Test interview"  .*waveform\\.json`));
    expect(script.stdout).toMatch(/MISSING .*\.ts\n/);

    const db = t.server.app.database.db;
    const backup = path.join(dir, 'backup.media');
    const copied = await backupMedia(db, t.server.app.mediaFiles.storage, backup);
    expect(copied.missing).toHaveLength(1);
    const restored = await restoreMedia(db, fileStorage(path.join(dir, 'restored')), backup);
    expect(restored.problems.map((p) => p.problem).sort()).toEqual(['mismatch', 'missing']);
    expect(restored.objects).toBe(copied.objects - 1);
  });

  it('keeps a deleted interview’s files until the trash purge', async () => {
    const storage = t.server.app.mediaFiles.storage;
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(speech.id), admin())).status).toBe(204);
    expect((await storage.list(`media/${speech.id}/`)).length).toBeGreaterThan(0);
    expect((await files(speech.id)).results.length).toBeGreaterThan(0);
    expect((await call(t.server, 'DELETE', apiPaths.admin.trashItem(speech.id), admin())).status).toBe(204);
    expect(await storage.list(`media/${speech.id}/`)).toEqual([]);
  });
});
