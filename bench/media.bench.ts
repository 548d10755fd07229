import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../api/test/http.ts';
import { tusUpload, waitUntil } from '../api/test/media-samples.ts';
import { startNginx } from '../api/test/nginx.ts';
import { freePort } from '../api/test/free-port.ts';
import { adminHeaders, startTestServer } from '../api/test/test-server.ts';

// `npm run bench:media [-- --upload-mib=256 --video-s=20 --audio-s=60 --seconds=3]` (manual, never part of
// npm test): recordings held by Atlas (docs/behaviour.md §600). Needs Debian's nginx and wrk. The full run of the issue is
// `--upload-mib=2048 --video-s=600 --audio-s=3600`; the defaults are small, as the machine is shared.
// The upload is sent by curl from its own process, so the memory figure is the server's (with the bench's own small share).
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const UPLOAD_MIB = Number(args['upload-mib'] ?? 256);
const VIDEO_S = Number(args['video-s'] ?? 20);
const AUDIO_S = Number(args['audio-s'] ?? 60);
const SECONDS = Number(args.seconds ?? 3);
/** `--serve-only`: only what serving segments needs (one short video), for the delivery figures alone. */
const SERVE_ONLY = 'serve-only' in args;
const run = promisify(execFile);
const MIB = 1024 * 1024;
const NGINX_SECRET = crypto.randomBytes(24).toString('base64url');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-media-bench-'));
const server = await startTestServer({
  seed: 'none',
  media: { storage: `file:${path.join(work, 'stored')}`, uploadDir: path.join(work, 'uploads') },
});
const admin = await adminHeaders(server);
const rows: [string, string][] = [];
/** Each figure is printed as soon as it is measured (a long run on a shared machine may be cut short). */
const record = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`... ${name}: ${value}`);
};
const interview = async () => (await call<Media>(server, 'POST', apiPaths.video.create, { json: mediaPayload(), headers: admin })).body.id;
const files = async (id: number) => (await call<MediaFileList>(server, 'GET', apiPaths.admin.mediaFiles(id), { headers: admin })).body;

try {
  // 1. Upload throughput against a plain copy on the same disk, and memory during the upload (`--serve-only`: none).
  if (!SERVE_ONLY) {
    const big = path.join(work, 'big.bin');
    const block = crypto.randomBytes(MIB);
    const out = fs.openSync(big, 'w');
    for (let i = 0; i < UPLOAD_MIB; i++) fs.writeSync(out, block);
    fs.closeSync(out);
    let started = performance.now();
    await pipeline(fs.createReadStream(big), fs.createWriteStream(path.join(work, 'uploads', 'copy.bin')));
    const copyMibS = UPLOAD_MIB / ((performance.now() - started) / 1000);
    fs.rmSync(path.join(work, 'uploads', 'copy.bin'));

    const id = await interview();
    const meta = `filename ${Buffer.from('big.bin').toString('base64')},media_id ${Buffer.from(String(id)).toString('base64')}`;
    const tusHeaders = { authorization: admin.authorization!, 'tus-resumable': '1.0.0' };
    const created = await fetch(`${server.url}${apiPaths.admin.uploads}`, {
      method: 'POST',
      headers: { ...tusHeaders, 'upload-length': String(UPLOAD_MIB * MIB), 'upload-metadata': meta },
    });
    const location = new URL(created.headers.get('location')!, `${server.url}${apiPaths.admin.uploads}`);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    started = performance.now();
    // curl sends the file from its own process, streaming (-T): this process's memory is the server's.
    const { stdout: status } = await run('curl', [
      ...['-s', '-o', '/dev/null', '-w', '%{http_code}', '-X', 'PATCH', '-T', big, location.toString()],
      ...['-H', `authorization: ${admin.authorization}`, '-H', 'tus-resumable: 1.0.0', '-H', 'upload-offset: 0'],
      ...['-H', 'content-type: application/offset+octet-stream', '-H', 'expect:'],
    ]);
    const tusMibS = UPLOAD_MIB / ((performance.now() - started) / 1000);
    clearInterval(sampler);
    // 415: random bytes are refused by the content check once complete, after the upload itself.
    if (!['204', '415'].includes(status)) throw new Error(`upload answered ${status}`);
    fs.rmSync(big);
    record(
      `upload ${UPLOAD_MIB} MiB: tus / plain copy`,
      `${tusMibS.toFixed(0)} / ${copyMibS.toFixed(0)} MiB/s = ${(tusMibS / copyMibS).toFixed(2)}x (goal >= 0.8x)`,
    );
    record(`RSS growth during the upload`, `${((rssPeak - rssBefore) / MIB).toFixed(1)} MiB (goal < 50 MiB)`);
  }

  // 2. Ingest speed (real-time factor) and upload end to the first playable segment (the master names the
  // first rendition, docs/behaviour.md §613), for a 720p video and a speech-length audio.
  const video = path.join(work, 'video.mp4');
  const audio = path.join(work, 'audio.mp3');
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=1280x720:rate=25:duration=${VIDEO_S}`,
    '-f',
    'lavfi',
    '-i',
    `sine=duration=${VIDEO_S}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '3M',
    '-c:a',
    'aac',
    '-shortest',
    video,
  ]);
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=300:duration=${AUDIO_S}`,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    audio,
  ]);
  let segment = '';
  for (const [label, file, seconds] of [
    [`video 720p ${VIDEO_S} s`, video, VIDEO_S],
    ...(SERVE_ONLY ? [] : ([[`audio ${AUDIO_S} s`, audio, AUDIO_S]] as const)),
  ] as const) {
    const mediaId = await interview();
    await tusUpload(server, admin, file, { filename: path.basename(file), media_id: String(mediaId) });
    const end = performance.now();
    let playable = 0;
    await waitUntil(
      () => files(mediaId),
      (list) => {
        if (!playable && list.results.some((f) => f.role === 'playlist' && f.status === 'ready')) playable = performance.now() - end;
        return list.results.every((f) => f.status === 'ready' || f.status === 'failed');
      },
      3_600_000,
    );
    const total = (performance.now() - end) / 1000;
    record(
      `ingest ${label}`,
      `${total.toFixed(1)} s, real-time factor ${(seconds / total).toFixed(1)}x; upload end to the first playable segment ${(playable / 1000).toFixed(1)} s`,
    );
    if (!segment) {
      const stream = (await call<Media>(server, 'GET', apiPaths.media.detail(mediaId))).body.stream!;
      segment = stream.hls.replace('master.m3u8', '360p/seg_00000.ts');
    }
  }

  // 3. HLS segments served per second, each load from its own process (autocannon's CLI), side by side in one run:
  // nginx alone on the stored file; Atlas streaming it (MEDIA_DELIVERY=node), directly and behind nginx; and
  // Atlas behind the deploy/ site handing it to nginx (MEDIA_DELIVERY=nginx, a second node on the same archive).
  const stored = path.join(work, 'stored');
  const handing = await startTestServer({
    databaseUrl: server.config.databaseUrl,
    media: { storage: `file:${stored}`, uploadDir: path.join(work, 'uploads'), delivery: 'nginx', nginxSecret: NGINX_SECRET },
  });
  const [alonePort, streamingPort, handingPort] = [await freePort(), await freePort(), await freePort()];
  const site = async (node: string, listen: number) =>
    (
      await run('bash', ['deploy/render-nginx.sh'], {
        env: {
          ...process.env,
          ATLAS_NODES: new URL(node).host,
          ATLAS_LISTEN: `127.0.0.1:${listen}`,
          MEDIA_ROOT: stored,
          NGINX_MEDIA_SECRET: NGINX_SECRET,
        },
      })
    ).stdout;
  // Two sites in one nginx: each its own upstream.
  const sites = [
    (await site(server.url, streamingPort)).replaceAll('atlas_nodes', 'atlas_streaming'),
    (await site(handing.url, handingPort)).replaceAll('atlas_nodes', 'atlas_handing'),
  ];
  const nginx = await startNginx(
    () => `server { listen 127.0.0.1:${alonePort}; root ${stored}; }\n${sites.join('\n')}`,
    [alonePort, streamingPort, handingPort],
  );
  try {
    const key = (await server.app.mediaFiles.storage.list('media/')).find((o) => o.key.endsWith('360p/seg_00000.ts'))!;
    record('HLS segment size', `${(key.bytes / 1024).toFixed(0)} KiB`);
    // wrk (Debian's `wrk`), not autocannon: autocannon parses bodies in JavaScript and read these at ~60 a second,
    // a twentieth of what nginx sends (docs/decisions.md §1700).
    const rate = async (url: string) => {
      const { stdout } = await run('wrk', ['-t', '2', '-c', '16', '-d', `${SECONDS}s`, url]);
      const failed = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(stdout);
      if (failed) throw new Error(`${url}: ${failed[0]}`);
      return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)![1]);
    };
    /** The segment's address as a player finds it in the playlist Atlas allowed (MEDIA_DELIVERY=nginx). */
    const signedSegment = async (origin: string) => {
      const variant = new URL(segment.replace('seg_00000.ts', 'index.m3u8'), origin);
      const line = (await (await fetch(variant)).text()).split('\n').find((l) => l.includes('seg_00000.ts'))!;
      return new URL(line, variant).toString();
    };
    const alone = `http://127.0.0.1:${alonePort}/${key.key}`;
    const cases: [string, string][] = [
      ['Atlas streaming (node), directly', `${server.url}${segment}`],
      ['Atlas streaming (node), behind nginx', `http://127.0.0.1:${streamingPort}${segment}`],
      ['Atlas deciding each request, nginx sending (X-Accel-Redirect)', `http://127.0.0.1:${handingPort}${segment}`],
      ['the playlist through Atlas, nginx sending (nginx, signed segment)', await signedSegment(`http://127.0.0.1:${handingPort}`)],
    ];
    // Each case right after nginx alone, so that both meet the same load from the machine's other work.
    for (const [name, url] of cases) {
      const direct = await rate(alone);
      const atlas = await rate(url);
      record(`HLS segment GET/s: ${name} / nginx alone`, `${atlas.toFixed(0)} / ${direct.toFixed(0)} = ${(atlas / direct).toFixed(2)}x`);
    }
  } finally {
    await nginx.stop();
    await handing.stop();
  }
} finally {
  await server.close();
  fs.rmSync(work, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
