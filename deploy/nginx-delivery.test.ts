import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDay } from '#contracts/access';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { freePort } from '../api/test/free-port.ts';
import { call, mediaPayload } from '../api/test/http.ts';
import { makeVideo, sampleDir, tusUpload, waitUntil } from '../api/test/media-samples.ts';
import { nginxUnavailable, type RunningNginx, startNginx } from '../api/test/nginx.ts';
import { useTestServer } from '../api/test/use-test-server.ts';

// MEDIA_DELIVERY=nginx (docs/deploy.md "Media at nginx speed"): Atlas decides, nginx carries the bytes. One node
// behind the site deploy/render-nginx.sh prints, its recordings in local files under MEDIA_ROOT.
const run = promisify(execFile);
const unavailable = nginxUnavailable();
if (unavailable) console.log(`deploy/nginx-delivery.test.ts skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('recordings handed to nginx after the access check', () => {
  const secret = crypto.randomBytes(24).toString('base64url');
  const t = useTestServer({ seed: 'none', media: { delivery: 'nginx', nginxSecret: secret } });
  const dir = sampleDir();
  let nginx: RunningNginx;
  let site: string;
  let open: number;
  let sealed: number;
  let token: string;
  let otherToken: string;
  const admin = () => ({ headers: t.admin });
  const interview = async () => (await call<Media>(t.server, 'POST', apiPaths.video.create, { json: mediaPayload(), ...admin() })).body.id;
  const files = async (id: number) => (await call<MediaFileList>(t.server, 'GET', apiPaths.admin.mediaFiles(id), admin())).body;
  const approvedLink = async (id: number) => {
    const visitor = { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis on river towns' };
    const asked = await call<{ id: number }>(t.server, 'POST', apiPaths.media.accessRequests(id), { json: visitor });
    const approved = await call<{ access: { link: string } }>(t.server, 'POST', apiPaths.admin.accessRequestApprove(asked.body.id), {
      json: {},
      ...admin(),
    });
    return new URL(approved.body.access.link, 'http://x').searchParams.get('access')!;
  };
  const upload = async (id: number, video: string) => {
    await tusUpload(t.server, t.admin, video, { filename: 'river crossing.mp4', media_id: String(id) });
    await waitUntil(
      () => files(id),
      (list) => list.results.length > 0 && list.results.every((f) => f.status === 'ready'),
    );
  };
  const detail = async (id: number, access?: string) =>
    (await call<Media>({ url: site }, 'GET', `${apiPaths.media.detail(id)}${access ? `?access=${access}` : ''}`)).body;

  beforeAll(async () => {
    const port = await freePort();
    const mediaRoot = t.server.config.media!.storage!.slice('file:'.length);
    const { stdout } = await run('bash', ['deploy/render-nginx.sh'], {
      env: {
        ...process.env,
        ATLAS_NODES: new URL(t.server.url).host,
        ATLAS_LISTEN: `127.0.0.1:${port}`,
        MEDIA_ROOT: mediaRoot,
        NGINX_MEDIA_SECRET: secret,
      },
    });
    nginx = await startNginx(() => stdout, [port]);
    site = `http://127.0.0.1:${port}`;
    const video = await makeVideo(dir, { width: 320, height: 180, seconds: 3 });
    [open, sealed] = [await interview(), await interview()];
    await Promise.all([upload(open, video), upload(sealed, video)]);
    expect(
      (await call(t.server, 'PUT', apiPaths.admin.mediaDownloadSetting(open), { json: { public_download: true }, ...admin() })).status,
    ).toBe(200);
    const opens = accessDay(new Date(Date.now() + 30 * 86_400_000));
    expect(
      (await call(t.server, 'PUT', apiPaths.admin.mediaAccess(sealed), { json: { access: 'sealed', sealed_until: opens }, ...admin() }))
        .status,
    ).toBe(200);
    token = await approvedLink(sealed);
    const other = await interview();
    expect((await call(t.server, 'PUT', apiPaths.admin.mediaAccess(other), { json: { access: 'on_request' }, ...admin() })).status).toBe(
      200,
    );
    otherToken = await approvedLink(other);
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends playlists, segments, the poster, the waveform and the download from nginx, with what Atlas said of them', async () => {
    const stream = (await detail(open)).stream!;
    const master = await fetch(`${site}${stream.hls}`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('public, max-age=60');
    const variant = new URL(
      (await master.text()).split('\n').find((line) => line && !line.startsWith('#'))!,
      `${site}${stream.hls}`,
    );
    const variantText = await (await fetch(variant)).text();
    const segment = new URL(
      variantText.split('\n').find((line) => line && !line.startsWith('#'))!,
      variant,
    );
    // The playlist came through Atlas's check; its segments are nginx's, at addresses signed for a few hours.
    expect(segment.pathname).toMatch(/^\/_atlas_segments\/media\/\d+\/\d+\/hls\/[^/]+\/seg_\d+\.ts$/);
    const whole = await fetch(segment);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp2t');
    expect(whole.headers.get('cache-control')).toBe('private, max-age=3600');
    const bytes = Buffer.from(await whole.arrayBuffer());
    // nginx answers ranges itself.
    const part = await fetch(segment, { headers: { range: 'bytes=188-375' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(188, 376));
    // A segment asked of Atlas itself is handed to nginx too: Atlas sends no byte of it.
    const fromAtlas = await fetch(`${t.server.url}${variant.pathname.replace('index.m3u8', path.posix.basename(segment.pathname))}`);
    expect(fromAtlas.headers.get('x-accel-redirect')).toBe(segment.pathname.replace('/_atlas_segments/', '/_atlas_media/'));
    expect((await fromAtlas.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(`${site}${segment.pathname.replace('/_atlas_segments/', '/_atlas_media/')}`)).status).toBe(404);

    // Its signature is for that file, until its hour: another file, a changed signature, or a lapsed one are refused.
    const [e, s] = [Number(segment.searchParams.get('e')), segment.searchParams.get('s')!];
    const other = new URL(segment);
    other.pathname = segment.pathname.replace(/seg_\d+\.ts$/, 'seg_00001.ts');
    expect((await fetch(other)).status).toBe(403);
    other.pathname = segment.pathname;
    // The first character: the last one's low bits carry nothing.
    other.searchParams.set('s', `${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`);
    expect((await fetch(other)).status).toBe(403);
    const lapsed = e - 4 * 3600;
    other.searchParams.set('e', String(lapsed));
    other.searchParams.set('s', crypto.createHash('md5').update(`${lapsed}${segment.pathname} ${secret}`).digest('base64url'));
    const expired = await fetch(other);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { code: string }).code).toBe('link_expired');

    for (const [address, type] of [
      [stream.poster!, 'image/jpeg'],
      [stream.waveform!, 'application/json'],
    ] as const) {
      const answer = await fetch(`${site}${address}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
    }
    const download = await fetch(`${site}${stream.download!}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''river%20crossing.mp4`);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const original = (await files(open)).results.find((f) => f.role === 'original')!;
    const sent = Buffer.from(await download.arrayBuffer());
    expect(crypto.createHash('sha256').update(sent).digest('hex')).toBe(original.sha256);
  });

  it('keeps a sealed interview’s files from anyone without its link, however they ask', async () => {
    const opened = (await detail(sealed, token)).stream!;
    const master = new URL(opened.hls, site);
    const variant = new URL(
      (await (await fetch(master)).text()).split('\n').find((line) => line && !line.startsWith('#'))!,
      master,
    );
    expect(variant.searchParams.get('access')).toBe(token);
    const played = await fetch(variant);
    expect(played.status).toBe(200);
    expect(played.headers.get('cache-control')).toBe('private, no-store');
    const segment = new URL(
      (await played.text()).split('\n').find((line) => line && !line.startsWith('#'))!,
      variant,
    );
    expect((await fetch(segment)).status).toBe(200);

    // Its playlists without the link, or with another interview's: nothing, so no signed address either.
    const without = new URL(variant);
    without.searchParams.delete('access');
    expect((await fetch(without)).status).toBe(404);
    const another = new URL(variant);
    another.searchParams.set('access', otherToken);
    expect((await fetch(another)).status).toBe(404);
    // The file's own address: nginx's internal location answers nobody directly, and the storage folder is not served.
    const key = segment.pathname.replace('/_atlas_segments/', '/_atlas_media/');
    expect((await fetch(`${site}${key}`)).status).toBe(404);
    const underRoot = await fetch(`${site}${key.replace('/_atlas_media/', '/')}`);
    expect(underRoot.headers.get('content-type')).not.toBe('video/mp2t');
    // Nor without its signature.
    expect((await fetch(`${site}${segment.pathname}`)).status).toBe(403);
  });

  it('answers a file gone from the storage with the API’s not_found', async () => {
    const stream = (await detail(open)).stream!;
    const address = stream.hls.replace('master.m3u8', 'gone.m3u8');
    const missing = await fetch(`${site}${address}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'not_found', message: 'Recording not found' });
  });
});
