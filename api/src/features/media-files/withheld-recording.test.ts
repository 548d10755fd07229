import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessDay } from '#contracts/access';
import type { MediaHistory } from '#contracts/history';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { type HeldFfmpeg, heldFfmpeg } from '../../../test/held-ffmpeg.ts';
import { makeSpeech, makeVideo, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { type RunningS3, startS3 } from '../../../test/s3-server.ts';
import { type TestContext, useTestServer } from '../../../test/use-test-server.ts';
import { accessTime } from '../access/access-time.ts';

// Passages withheld from the public are withheld in the recording too (docs/behaviour.md §610): the
// public plays a set made silent (and black) over them, staff hear everything. Measured on real
// media made here, by decoding what each reader is served; once on local files and once on S3 (the
// S3-protocol server of docs/decisions.md §600), where the sets are made, served and dropped alike.
const run = promisify(execFile);
const dir = sampleDir();
let samples: { video: string; speech: string; colours: string };
const realNow = accessTime.now;
afterEach(() => {
  accessTime.now = realNow;
});

type Passage = [string, string] | [string, string, string];
const redactionsOf = (passages: Passage[]) =>
  passages.map(([start_time, end_time, until]) => ({ start_time, end_time, reason: 'Asked by the narrator', until: until ?? null }));
const settled = (list: MediaFileList) =>
  list.results.length > 0 && list.results.every((f) => f.status === 'ready' || f.status === 'failed');
/** The public sets' folders (`s` and ten hex digits) among stored keys. */
const setFolders = (keys: string[]) => [...new Set(keys.flatMap((k) => /\/hls\/(s[0-9a-f]{10})\//.exec(k)?.[1] ?? []))];
const folderOf = (hls: string) => /\/(s[0-9a-f]{10})\/master\.m3u8$/.exec(hls)?.[1];

/** What a test needs of its server: uploads, access writes, reads as the public and as staff, the stored keys. */
function archive(t: TestContext) {
  const admin = () => ({ headers: t.admin });
  const files = async (id: number) => (await call<MediaFileList>(t.server, 'GET', apiPaths.admin.mediaFiles(id), admin())).body;
  return {
    files,
    detail: async (id: number, staff = false) => (await call<Media>(t.server, 'GET', apiPaths.media.detail(id), staff ? admin() : {})).body,
    async ingest(file: string): Promise<number> {
      const created = await call<Media>(t.server, 'POST', apiPaths.video.create, { json: mediaPayload(), ...admin() });
      const id = created.body.id;
      await tusUpload(t.server, t.admin, file, { filename: path.basename(file), media_id: String(id) });
      await waitUntil(() => files(id), settled);
      return id;
    },
    async withhold(id: number, passages: Passage[]): Promise<void> {
      const json = { access: 'open', redactions: redactionsOf(passages) };
      const res = await call(t.server, 'PUT', apiPaths.admin.mediaAccess(id), { json, ...admin() });
      expect(res.status).toBe(200);
    },
    /** Every key stored for the interview, read from the storage itself (the folder, or the bucket). */
    stored: async (id: number) => (await t.server.app.mediaFiles.storage.list(`media/${id}/`)).map((o) => o.key),
    url: (address: string) => new URL(address, t.server.url),
  };
}

/** Fetches a master playlist's first rendition whole (its segments joined), as a reader with `headers`. */
async function fetchRendition(masterUrl: URL, headers: Record<string, string> = {}): Promise<string> {
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

/** The mean colour (red, green, blue, 0 to 255) of a picture file. */
async function colourOf(file: string): Promise<[number, number, number]> {
  const { stdout } = await run(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', file, '-vf', 'scale=1:1', '-pix_fmt', 'rgb24', '-f', 'rawvideo', '-'],
    {
      encoding: 'buffer',
    },
  );
  const [r, g, b] = stdout as Buffer;
  return [r!, g!, b!];
}

/** Twelve seconds of red until 2.5 s, then green, with a tone: what a poster shows says when it was cut. */
async function makeRedThenGreen(dir: string): Promise<string> {
  const file = path.join(dir, 'red-then-green.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=red:s=320x240:r=25:d=2.5', '-f', 'lavfi', '-i', 'color=c=green:s=320x240:r=25:d=9.5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12'],
    ...['-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0[v]', '-map', '[v]', '-map', '2:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

const SILENT = -60;
const LOUD = -30;

beforeAll(async () => {
  const [video, colours, speech] = await Promise.all([
    makeVideo(dir, { width: 320, height: 240, seconds: 12 }),
    makeRedThenGreen(dir),
    makeSpeech(
      dir,
      'One, two, three, four, five, six, seven, eight, nine, ten. The river was wider then, and the bridge was made of wood.',
    ),
  ]);
  samples = { video, speech, colours };
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Both storages on the embedded database; on PostgreSQL (TEST_DATABASE_URL) the S3 store only, the pairing several nodes
 * run: the suite's time is ffmpeg's, the same on either database, and its database work is the same for both storages
 * (docs/decisions.md §2400).
 */
const STORAGES = process.env.TEST_DATABASE_URL ? (['s3'] as const) : (['file', 's3'] as const);

describe.each(STORAGES)('a recording with withheld passages, kept on %s storage', (kind) => {
  let s3: RunningS3 | null = null;
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-uploads-'));
  // Registered before the server's: hooks after the tests run in reverse, so the server closes first.
  afterAll(async () => {
    await s3?.stop();
    fs.rmSync(uploads, { recursive: true, force: true });
  });
  // ffmpeg as the system's, which a test can hold in the middle of a job.
  let ffmpeg: HeldFfmpeg;
  afterAll(() => ffmpeg?.remove());
  const t = useTestServer(async () => {
    ffmpeg = heldFfmpeg();
    if (kind === 'file') return { seed: 'none', media: { ffmpegPath: ffmpeg.path } };
    s3 = await startS3();
    return {
      seed: 'none',
      media: {
        storage: `s3://${s3.bucket}/atlas`,
        s3Endpoint: s3.endpoint,
        s3Region: 'us-east-1',
        uploadDir: uploads,
        ffmpegPath: ffmpeg.path,
      },
    };
  });
  const a = archive(t);
  let video: { id: number; hls: string; original: string };
  let speech: { id: number };

  beforeAll(async () => {
    const id = await a.ingest(samples.video);
    const original = (await a.stored(id)).find((k) => /\/original\.mp4$/.test(k))!;
    video = { id, hls: (await a.detail(id)).stream!.hls, original };
    speech = { id: await a.ingest(samples.speech) };
    expect(t.server.app.mediaFiles.storage.kind).toBe(kind);
  }, 180_000);

  /** The public poster of a detail, saved to a file. */
  const fetchPoster = async (detail: Media) => {
    const poster = await fetch(a.url(detail.stream!.poster!));
    expect(poster.status).toBe(200);
    const file = path.join(dir, `poster-${Date.now()}-${Math.random().toString(36).slice(2)}.jpg`);
    fs.writeFileSync(file, Buffer.from(await poster.arrayBuffer()));
    return file;
  };

  /** The public's stream once its set is made (never the full set meanwhile). */
  const publicSet = (id: number, unlike?: string) =>
    waitUntil(
      () => a.detail(id),
      (d) => d.stream != null && d.stream.hls !== unlike,
      120_000,
    );

  it('plays to the public silent and black over the passage, to staff whole; the full set and original are not the public’s', async () => {
    await a.withhold(video.id, [['00:00:04', '00:00:08']]);
    // Until the public set is made, the public has no stream at all (never the full one).
    const before = await a.detail(video.id);
    expect(before.stream == null || before.stream.hls !== video.hls).toBe(true);
    const ready = await publicSet(video.id);
    expect(ready.stream!.hls).toMatch(/\/s[0-9a-f]{10}\/master\.m3u8$/);
    expect(ready.stream!.download).toBeNull();
    // Made into the storage beside the full set; the original kept as it was.
    const keys = await a.stored(video.id);
    expect(setFolders(keys)).toEqual([folderOf(ready.stream!.hls)]);
    expect(keys).toContain(video.original);

    const publicFile = await fetchRendition(a.url(ready.stream!.hls));
    expect(await loudest(publicFile, 4.4, 7.6)).toBeLessThan(SILENT);
    expect(await loudest(publicFile, 0.5, 3.5)).toBeGreaterThan(LOUD);
    expect(await loudest(publicFile, 8.5, 11.5)).toBeGreaterThan(LOUD);
    expect(await brightness(publicFile, 6)).toBeLessThan(20);
    expect(await brightness(publicFile, 2)).toBeGreaterThan(60);

    // Staff play the full set: the passage is heard and seen.
    const staff = await a.detail(video.id, true);
    expect(staff.stream!.hls).toBe(video.hls);
    const staffFile = await fetchRendition(a.url(staff.stream!.hls), t.admin);
    expect(await loudest(staffFile, 4.4, 7.6)).toBeGreaterThan(LOUD);

    // The full set's playlists and segments, and the original, are not served to the public.
    const fullMaster = a.url(video.hls);
    expect((await fetch(fullMaster)).status).toBe(404);
    const variant = (await (await fetch(fullMaster, { headers: t.admin })).text()).split('\n').find((l) => l.endsWith('.m3u8'))!;
    const fullVariant = new URL(variant, fullMaster);
    expect((await fetch(fullVariant, { headers: t.admin })).status).toBe(200);
    expect((await fetch(fullVariant)).status).toBe(404);
    expect((await fetch(new URL('seg_00000.ts', fullVariant))).status).toBe(404);
    const setDownload = (on: boolean) =>
      call(t.server, 'PUT', apiPaths.admin.mediaDownloadSetting(video.id), { json: { public_download: on }, headers: t.admin });
    await setDownload(true);
    expect((await fetch(a.url(apiPaths.media.download(video.id)))).status).toBe(404);
    await setDownload(false);

    // The public set's own poster; the full set's may show a withheld moment.
    expect(ready.stream!.poster).toMatch(/\/s[0-9a-f]{10}\/poster\.jpg$/);
    expect((await fetch(a.url(ready.stream!.poster!))).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(new URL('poster.jpg', fullMaster))).status).toBe(404);

    // The public waveform is flat over the passage.
    const waveform = (await (await fetch(a.url(ready.stream!.waveform!))).json()) as {
      peaks: number[];
      samples_per_peak: number;
      sample_rate: number;
    };
    const at = (s: number) => waveform.peaks[Math.floor((s * waveform.sample_rate) / waveform.samples_per_peak)]!;
    expect(at(6)).toBe(0);
    expect(at(2)).toBeGreaterThan(0.1);
  }, 180_000);

  it('is made again when the passages change; the former set leaves the storage, and with no passage the public plays the full set', async () => {
    const former = (await a.detail(video.id)).stream!.hls;
    await a.withhold(video.id, [['00:00:01', '00:00:03']]);
    const moved = await publicSet(video.id, former);
    expect((await fetch(a.url(former))).status).toBe(404);
    expect(setFolders(await a.stored(video.id))).toEqual([folderOf(moved.stream!.hls)]);
    const publicFile = await fetchRendition(a.url(moved.stream!.hls));
    expect(await loudest(publicFile, 1.4, 2.6)).toBeLessThan(SILENT);
    expect(await loudest(publicFile, 4.4, 7.6)).toBeGreaterThan(LOUD);
    // The usual poster moment (1.2 s) is withheld: the poster is cut after the passage, a picture still.
    expect(await brightness(await fetchPoster(moved), 0)).toBeGreaterThan(60);

    // Withheld from end to end, the recording has no moment to show: its public poster is black.
    await a.withhold(video.id, [['00:00:00', '00:00:12']]);
    const whole = await publicSet(video.id, moved.stream!.hls);
    expect(await brightness(await fetchPoster(whole), 0)).toBeLessThan(20);

    // With no passage withheld, the public plays the full set again, and no public set is kept.
    await a.withhold(video.id, []);
    expect((await a.detail(video.id)).stream!.hls).toBe(video.hls);
    expect(await loudest(await fetchRendition(a.url(video.hls)), 1.4, 2.6)).toBeGreaterThan(LOUD);
    expect(setFolders(await a.stored(video.id))).toEqual([]);
    expect((await a.files(video.id)).results.filter((f) => f.silenced)).toEqual([]);
    expect(await a.stored(video.id)).toContain(video.original);
  }, 180_000);

  it('drops the public set from the storage when its passage lifts on its day, with no job to run', async () => {
    const lifts = accessDay(new Date(Date.now() + 2 * 86_400_000));
    await a.withhold(video.id, [['00:00:04', '00:00:08', lifts]]);
    const set = folderOf((await publicSet(video.id)).stream!.hls);
    expect(setFolders(await a.stored(video.id))).toEqual([set]);

    accessTime.now = () => Date.parse(`${lifts}T08:00:00.000Z`);
    // The first request of the day settles it: the public plays the original's own renditions again.
    const after = await a.detail(video.id);
    expect(after.redactions).toEqual([]);
    expect(after.stream!.hls).toBe(video.hls);
    expect(await loudest(await fetchRendition(a.url(video.hls)), 4.4, 7.6)).toBeGreaterThan(LOUD);
    expect(setFolders(await a.stored(video.id))).toEqual([]);
    expect((await a.files(video.id)).results.filter((f) => f.silenced)).toEqual([]);
    expect(await a.stored(video.id)).toContain(video.original);
  }, 180_000);

  it('makes no set for passages gone before its job starts, and drops one made while its passages changed', async () => {
    ffmpeg.hold();
    try {
      // The set for 2–5 s is being made: its job waits inside ffmpeg...
      await a.withhold(video.id, [['00:00:02', '00:00:05']]);
      await waitUntil(
        async () => ffmpeg.waiting(),
        (n) => n === 1,
      );
      // ...when the passages become 6–9 s (that set's job queued behind the running one), then none.
      await a.withhold(video.id, [['00:00:06', '00:00:09']]);
      await a.withhold(video.id, []);
      // Neither set is dropped under its job: the running one is left to finish, the queued one to start.
      const left = (await a.files(video.id)).results.filter((f) => f.silenced).map((f) => f.status);
      expect(left).toContain('processing');
      expect(left).toContain('queued');
    } finally {
      ffmpeg.release();
    }
    await waitUntil(
      () => a.files(video.id),
      (list) => !list.results.some((f) => f.silenced),
      90_000,
    );
    // The running set was made to its end and then dropped; the queued one was never made.
    const silenced = (from: number, to: number) => ffmpeg.calls().some((call) => call.includes(`between(t,${from},${to})`));
    expect(silenced(2, 5)).toBe(true);
    expect(silenced(6, 9)).toBe(false);
    expect(setFolders(await a.stored(video.id))).toEqual([]);
    expect((await a.detail(video.id)).stream!.hls).toBe(video.hls);
  }, 150_000);

  it('drops the public set when staff restore a version from before the passage (History)', async () => {
    await a.withhold(video.id, [['00:00:03', '00:00:06']]);
    const set = folderOf((await publicSet(video.id)).stream!.hls);
    expect(setFolders(await a.stored(video.id))).toEqual([set]);
    const history = (await call<MediaHistory>(t.server, 'GET', apiPaths.admin.history(video.id), { headers: t.admin })).body;
    const before = history.results.find((v) => v.snapshot.redactions.length === 0)!;
    const restored = await call(t.server, 'POST', apiPaths.admin.historyRestore(video.id, before.version), { headers: t.admin });
    expect(restored.status).toBe(200);
    expect((await a.detail(video.id)).stream!.hls).toBe(video.hls);
    expect(setFolders(await a.stored(video.id))).toEqual([]);
    expect(await a.stored(video.id)).toContain(video.original);
  }, 180_000);

  it('cuts the public poster outside the withheld passage; the full set’s shows the usual moment', async () => {
    const id = await a.ingest(samples.colours);
    const red = (rgb: [number, number, number]) => rgb[0] > 150 && rgb[1] < 100;
    const green = (rgb: [number, number, number]) => rgb[1] > 80 && rgb[0] < 80;
    // The usual moment, a tenth of the way in (1.2 s), is red: staff's poster shows it.
    const staffPoster = path.join(dir, `staff-poster-${kind}.jpg`);
    const full = await fetch(a.url((await a.detail(id, true)).stream!.poster!), { headers: t.admin });
    fs.writeFileSync(staffPoster, Buffer.from(await full.arrayBuffer()));
    expect(red(await colourOf(staffPoster))).toBe(true);
    // Withheld from 1 s to 3 s, the public's poster is cut at the passage's end (3 s): green.
    await a.withhold(id, [['00:00:01', '00:00:03']]);
    expect(green(await colourOf(await fetchPoster(await publicSet(id))))).toBe(true);
  }, 180_000);

  it('silences spoken words in a sound-only recording (espeak-ng), and the admin lists that set', async () => {
    const whole = await fetchRendition(a.url((await a.detail(speech.id, true)).stream!.hls), t.admin);
    expect(await loudest(whole, 1, 3)).toBeGreaterThan(LOUD);
    await a.withhold(speech.id, [['00:00:01', '00:00:03']]);
    const ready = await publicSet(speech.id);
    const publicFile = await fetchRendition(a.url(ready.stream!.hls));
    expect(await loudest(publicFile, 1.3, 2.7)).toBeLessThan(SILENT);
    expect(await loudest(publicFile, 3.5, 5)).toBeGreaterThan(LOUD);
    const list = await a.files(speech.id);
    // The admin lists the public set beside the full one, marked as such.
    expect(
      list.results
        .filter((f) => f.silenced)
        .map((f) => f.label)
        .sort(),
    ).toEqual(['aac-128k', 'aac-64k', 'master']);
  }, 180_000);
});
