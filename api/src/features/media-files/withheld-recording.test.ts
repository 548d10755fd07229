import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeSpeech, makeVideo, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// Passages withheld from the public are withheld in the recording too (docs/behaviour.md §610): the
// public plays a set made silent (and black) over them, staff hear everything. Measured on real
// media made here, by decoding what each reader is served.
const t = useTestServer({ seed: 'none' });
const run = promisify(execFile);
const dir = sampleDir();
const admin = () => ({ headers: t.admin });
let video: { id: number; hls: string };
let speech: { id: number };

const files = async (id: number) => (await call<MediaFileList>(t.server, 'GET', apiPaths.admin.mediaFiles(id), admin())).body;
const settled = (list: MediaFileList) =>
  list.results.length > 0 && list.results.every((f) => f.status === 'ready' || f.status === 'failed');
const detail = async (id: number, staff = false) =>
  (await call<Media>(t.server, 'GET', apiPaths.media.detail(id), staff ? admin() : {})).body;

async function ingest(file: string): Promise<number> {
  const created = await call<Media>(t.server, 'POST', apiPaths.video.create, { json: mediaPayload(), ...admin() });
  const id = created.body.id;
  await tusUpload(t.server, t.admin, file, { filename: path.basename(file), media_id: String(id) });
  await waitUntil(() => files(id), settled);
  return id;
}

async function withhold(id: number, passages: [string, string][]): Promise<void> {
  const redactions = passages.map(([start_time, end_time]) => ({ start_time, end_time, reason: 'Asked by the narrator', until: null }));
  const res = await call(t.server, 'PUT', apiPaths.admin.mediaAccess(id), { json: { access: 'open', redactions }, ...admin() });
  expect(res.status).toBe(200);
}

/** Fetches a master playlist's first rendition whole (its segments joined), as a reader with `headers`. */
async function fetchRendition(hls: string, headers: Record<string, string> = {}): Promise<string> {
  const masterUrl = new URL(hls, t.server.url);
  const master = await fetch(masterUrl, { headers });
  expect(master.status).toBe(200);
  const variant = new URL(
    (await master.text()).split('\n').find((l) => l.endsWith('.m3u8'))!,
    masterUrl,
  );
  const playlist = await (await fetch(variant, { headers })).text();
  const parts: Buffer[] = [];
  for (const name of playlist.split('\n').filter((l) => l.endsWith('.ts'))) {
    const segment = await fetch(new URL(name, variant), { headers });
    expect(segment.status).toBe(200);
    parts.push(Buffer.from(await segment.arrayBuffer()));
  }
  const file = path.join(dir, `rendition-${Date.now()}-${Math.random().toString(36).slice(2)}.ts`);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

/** The loudest sample between `from` and `to` seconds of the file's sound, in dB (ffmpeg volumedetect). */
async function loudest(file: string, from: number, to: number): Promise<number> {
  const wav = `${file}.wav`;
  if (!fs.existsSync(wav)) await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-vn', '-ac', '1', wav]);
  const { stderr } = await run('ffmpeg', [
    ...['-hide_banner', '-nostats', '-ss', String(from), '-t', String(to - from), '-i', wav],
    ...['-af', 'volumedetect', '-f', 'null', '-'],
  ]);
  const max = /max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1];
  return max === undefined || max === '-inf' ? -Infinity : Number(max);
}

/** The mean brightness (0 to 255) of the picture at `at` seconds. */
async function brightness(file: string, at: number): Promise<number> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      file,
      '-ss',
      String(at),
      '-frames:v',
      '1',
      '-vf',
      'scale=1:1',
      '-pix_fmt',
      'gray',
      '-f',
      'rawvideo',
      '-',
    ],
    { encoding: 'buffer' },
  );
  return (stdout as Buffer)[0]!;
}

const SILENT = -60;
const LOUD = -30;

beforeAll(async () => {
  const [videoFile, speechFile] = await Promise.all([
    makeVideo(dir, { width: 320, height: 240, seconds: 12 }),
    makeSpeech(
      dir,
      'One, two, three, four, five, six, seven, eight, nine, ten. The river was wider then, and the bridge was made of wood.',
    ),
  ]);
  video = { id: await ingest(videoFile), hls: '' };
  video.hls = (await detail(video.id)).stream!.hls;
  speech = { id: await ingest(speechFile) };
}, 180_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a recording with withheld passages', () => {
  it('plays to the public silent and black over the passage, to staff whole; the full set and original are not the public’s', async () => {
    await withhold(video.id, [['00:00:04', '00:00:08']]);
    // Until the public set is made, the public has no stream at all (never the full one).
    const before = await detail(video.id);
    expect(before.stream == null || before.stream.hls !== video.hls).toBe(true);
    const ready = await waitUntil(
      () => detail(video.id),
      (d) => d.stream != null,
      120_000,
    );
    expect(ready.stream!.hls).toMatch(/\/s[0-9a-f]{10}\/master\.m3u8$/);
    expect(ready.stream!.download).toBeNull();

    const publicFile = await fetchRendition(ready.stream!.hls);
    expect(await loudest(publicFile, 4.4, 7.6)).toBeLessThan(SILENT);
    expect(await loudest(publicFile, 0.5, 3.5)).toBeGreaterThan(LOUD);
    expect(await loudest(publicFile, 8.5, 11.5)).toBeGreaterThan(LOUD);
    expect(await brightness(publicFile, 6)).toBeLessThan(20);
    expect(await brightness(publicFile, 2)).toBeGreaterThan(60);

    // Staff play the full set: the passage is heard and seen.
    const staff = await detail(video.id, true);
    expect(staff.stream!.hls).toBe(video.hls);
    const staffFile = await fetchRendition(staff.stream!.hls, t.admin);
    expect(await loudest(staffFile, 4.4, 7.6)).toBeGreaterThan(LOUD);

    // The full set's playlists and segments, and the original, are not served to the public.
    const fullMaster = new URL(video.hls, t.server.url);
    expect((await fetch(fullMaster)).status).toBe(404);
    const variant = (await (await fetch(fullMaster, { headers: t.admin })).text()).split('\n').find((l) => l.endsWith('.m3u8'))!;
    const fullVariant = new URL(variant, fullMaster);
    expect((await fetch(fullVariant, { headers: t.admin })).status).toBe(200);
    expect((await fetch(fullVariant)).status).toBe(404);
    expect((await fetch(new URL('seg_00000.ts', fullVariant))).status).toBe(404);
    await call(t.server, 'PUT', apiPaths.admin.mediaDownloadSetting(video.id), { json: { public_download: true }, ...admin() });
    expect((await fetch(`${t.server.url}${apiPaths.media.download(video.id)}`)).status).toBe(404);
    await call(t.server, 'PUT', apiPaths.admin.mediaDownloadSetting(video.id), { json: { public_download: false }, ...admin() });

    // The public set's own poster; the full set's may show a withheld moment.
    expect(ready.stream!.poster).toMatch(/\/s[0-9a-f]{10}\/poster\.jpg$/);
    expect((await fetch(`${t.server.url}${ready.stream!.poster}`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(new URL('poster.jpg', fullMaster))).status).toBe(404);

    // The public waveform is flat over the passage.
    const waveform = (await (await fetch(`${t.server.url}${ready.stream!.waveform}`)).json()) as {
      peaks: number[];
      samples_per_peak: number;
      sample_rate: number;
    };
    const at = (s: number) => waveform.peaks[Math.floor((s * waveform.sample_rate) / waveform.samples_per_peak)]!;
    expect(at(6)).toBe(0);
    expect(at(2)).toBeGreaterThan(0.1);
  }, 180_000);

  it('is made again when the passages change, and the former public set is no longer served', async () => {
    const former = (await detail(video.id)).stream!.hls;
    await withhold(video.id, [['00:00:01', '00:00:03']]);
    const moved = await waitUntil(
      () => detail(video.id),
      (d) => d.stream != null && d.stream.hls !== former,
      120_000,
    );
    expect((await fetch(new URL(former, t.server.url))).status).toBe(404);
    const publicFile = await fetchRendition(moved.stream!.hls);
    expect(await loudest(publicFile, 1.4, 2.6)).toBeLessThan(SILENT);
    expect(await loudest(publicFile, 4.4, 7.6)).toBeGreaterThan(LOUD);

    // With no passage withheld, the public plays the full set again.
    await withhold(video.id, []);
    expect((await detail(video.id)).stream!.hls).toBe(video.hls);
    expect((await fetch(new URL(video.hls, t.server.url))).status).toBe(200);
  }, 180_000);

  it('silences spoken words in a sound-only recording (espeak-ng), and the admin lists that set', async () => {
    const whole = await fetchRendition((await detail(speech.id, true)).stream!.hls, t.admin);
    expect(await loudest(whole, 1, 3)).toBeGreaterThan(LOUD);
    await withhold(speech.id, [['00:00:01', '00:00:03']]);
    const ready = await waitUntil(
      () => detail(speech.id),
      (d) => d.stream != null,
      120_000,
    );
    const publicFile = await fetchRendition(ready.stream!.hls);
    expect(await loudest(publicFile, 1.3, 2.7)).toBeLessThan(SILENT);
    expect(await loudest(publicFile, 3.5, 5)).toBeGreaterThan(LOUD);
    const list = await files(speech.id);
    // The admin lists the public set beside the full one, marked as such.
    expect(
      list.results
        .filter((f) => f.silenced)
        .map((f) => f.label)
        .sort(),
    ).toEqual(['aac-128k', 'aac-64k', 'master']);
  }, 180_000);
});
