import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDay } from '#contracts/access';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeVideo, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// An access link's holder plays a withheld (on request, sealed) interview's held recording
// (docs/behaviour.md §610, docs/decisions.md §621): the detail's stream, the playlists and every
// segment they name carry the link's token, and each such answer is private and never stored; without
// the token, or with another interview's, nothing is served.
const t = useTestServer({ seed: 'none' });
const dir = sampleDir();
const admin = () => ({ headers: t.admin });
let recording: number;
let token: string;
let otherToken: string;
let grant: number;

const interview = async () => (await call<Media>(t.server, 'POST', apiPaths.video.create, { json: mediaPayload(), ...admin() })).body.id;
const files = async (id: number) => (await call<MediaFileList>(t.server, 'GET', apiPaths.admin.mediaFiles(id), admin())).body;
const setAccess = async (id: number, json: object) =>
  expect((await call(t.server, 'PUT', apiPaths.admin.mediaAccess(id), { json, ...admin() })).status).toBe(200);

/** A visitor's request for `id`, approved: its id and the link's token. */
async function approvedLink(id: number): Promise<{ request: number; token: string }> {
  const visitor = { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis on river towns' };
  const asked = await call<{ id: number }>(t.server, 'POST', apiPaths.media.accessRequests(id), { json: visitor });
  const approved = await call<{ access: { link: string } }>(t.server, 'POST', apiPaths.admin.accessRequestApprove(asked.body.id), {
    json: {},
    ...admin(),
  });
  return { request: asked.body.id, token: new URL(approved.body.access.link, 'http://x').searchParams.get('access')! };
}

const detail = async (id: number, withToken: string | null) => {
  const res = await fetch(`${t.server.url}${apiPaths.media.detail(id)}${withToken ? `?access=${encodeURIComponent(withToken)}` : ''}`);
  return (await res.json()) as Media;
};
const url = (address: string) => new URL(address, t.server.url);
/** The same address with another token, or none. */
const withAccess = (address: URL, value: string | null) => {
  const other = new URL(address);
  if (value === null) other.searchParams.delete('access');
  else other.searchParams.set('access', value);
  return other;
};
/** A playlist's addresses (the lines that are not tags), resolved against it. */
const addressesIn = (playlist: string, base: URL) =>
  playlist
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => new URL(line, base));

beforeAll(async () => {
  recording = await interview();
  const video = await makeVideo(dir, { width: 320, height: 240, seconds: 6 });
  await tusUpload(t.server, t.admin, video, { filename: path.basename(video), media_id: String(recording) });
  await waitUntil(
    () => files(recording),
    (list) => list.results.length > 0 && list.results.every((f) => f.status === 'ready'),
  );
  await setAccess(recording, {
    access: 'on_request',
    redactions: [{ start_time: '00:00:02', end_time: '00:00:04', reason: 'Asked by the narrator', until: null }],
  });
  const link = await approvedLink(recording);
  [token, grant] = [link.token, link.request];
  const other = await interview();
  await setAccess(other, { access: 'on_request' });
  otherToken = (await approvedLink(other)).token;
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("an access link's holder", () => {
  it('plays the public set: playlists and segments through the token, each answer private and never stored', async () => {
    const opened = await waitUntil(
      () => detail(recording, token),
      (d) => d.stream != null,
      120_000,
    );
    // The set silent over the passage (a link does not lift a passage), its addresses carrying the token.
    const master = url(opened.stream!.hls);
    expect(master.pathname).toMatch(/\/s[0-9a-f]{10}\/master\.m3u8$/);
    expect(master.searchParams.get('access')).toBe(token);
    for (const address of [opened.stream!.poster!, opened.stream!.waveform!]) {
      expect(url(address).searchParams.get('access')).toBe(token);
      const res = await fetch(url(address));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }

    const res = await fetch(master);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const variants = addressesIn(await res.text(), master);
    expect(variants.length).toBeGreaterThan(0);
    let segments = 0;
    for (const variant of variants) {
      // A player resolves each address against the playlist's own, which drops its query: the token
      // must be in the address itself.
      expect(variant.searchParams.get('access')).toBe(token);
      const list = await fetch(variant);
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('private, no-store');
      for (const segment of addressesIn(await list.text(), variant)) {
        expect(segment.searchParams.get('access')).toBe(token);
        const part = await fetch(segment);
        expect(part.status).toBe(200);
        expect(part.headers.get('content-type')).toBe('video/mp2t');
        expect(part.headers.get('cache-control')).toBe('private, no-store');
        expect((await part.arrayBuffer()).byteLength).toBeGreaterThan(0);
        segments++;
        // Without the token, or with another interview's, the same segment is not served.
        expect((await fetch(withAccess(segment, null))).status).toBe(404);
        expect((await fetch(withAccess(segment, otherToken))).status).toBe(404);
      }
    }
    expect(segments).toBeGreaterThan(0);
    // The full set is not the holder's while a passage is withheld from them.
    expect((await fetch(withAccess(new URL('../master.m3u8', master), token))).status).toBe(404);
  }, 150_000);

  it('without the token, or with another interview’s, the detail has no stream and the playlist is not served', async () => {
    const opened = await detail(recording, token);
    const master = url(opened.stream!.hls);
    expect((await detail(recording, null)).stream).toBeNull();
    expect((await detail(recording, otherToken)).stream).toBeNull();
    expect((await fetch(withAccess(master, null))).status).toBe(404);
    expect((await fetch(withAccess(master, otherToken))).status).toBe(404);
    expect((await fetch(withAccess(master, 'not-a-token'))).status).toBe(404);
  });

  it('plays the full set through the token once no passage is withheld, until the link is revoked', async () => {
    const opens = accessDay(new Date(Date.now() + 30 * 86_400_000));
    await setAccess(recording, { access: 'sealed', sealed_until: opens, redactions: [] });
    const opened = await detail(recording, token);
    const master = url(opened.stream!.hls);
    expect(master.pathname).toMatch(/\/stream\/\d+\/master\.m3u8$/);
    expect(master.searchParams.get('access')).toBe(token);
    const variant = addressesIn(await (await fetch(master)).text(), master)[0]!;
    const segment = addressesIn(await (await fetch(variant)).text(), variant)[0]!;
    expect((await fetch(segment)).status).toBe(200);
    expect((await fetch(withAccess(segment, null))).status).toBe(404);

    await call(t.server, 'POST', apiPaths.admin.accessRequestRevoke(grant), { json: {}, ...admin() });
    expect((await detail(recording, token)).stream).toBeNull();
    expect((await fetch(segment)).status).toBe(404);
  });
});
