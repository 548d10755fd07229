import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeVideo, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// The first rendition plays before the others are made (docs/behaviour.md §613): the master names it
// alone first, and every rendition once all are made, their segments cut at the same instants.
const t = useTestServer({ seed: 'none' });
const dir = sampleDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('plays the 360p rendition as soon as it is stored, then names 360p and 720p, aligned', async () => {
  const file = await makeVideo(dir, { width: 1280, height: 720, seconds: 14 });
  const id = (await call<Media>(t.server, 'POST', apiPaths.video.create, { json: mediaPayload(), headers: t.admin })).body.id;
  await tusUpload(t.server, t.admin, file, { filename: path.basename(file), media_id: String(id) });
  const files = async () => (await call<MediaFileList>(t.server, 'GET', apiPaths.admin.mediaFiles(id), { headers: t.admin })).body;
  const label = (list: MediaFileList, name: string) => list.results.find((f) => f.label === name)!;

  // A visitor who opened the page during the ingest sees the stream appear as soon as the 360p
  // rendition is stored (a kept answer without it is dropped then, not at the end of the job).
  const publicDetail = async () => (await call<Media>(t.server, 'GET', apiPaths.media.detail(id))).body;
  await publicDetail();
  const detail = await waitUntil(publicDetail, (d) => d.stream != null, 120_000);
  const first = await files();
  expect(label(first, '360p').status).toBe('ready');
  const masterUrl = new URL(detail.stream!.hls, t.server.url);
  // The 720p pass takes seconds after the 360p one (polled every 100 ms): the early master names 360p alone.
  expect(label(first, '720p').status).not.toBe('ready');
  const early = await (await fetch(masterUrl)).text();
  expect(early).toMatch(/RESOLUTION=640x360/);
  expect(early).not.toMatch(/RESOLUTION=1280x720/);

  const done = await waitUntil(files, (list) => list.results.every((f) => f.status === 'ready'), 120_000);
  expect(done.results.every((f) => f.error === null)).toBe(true);
  const master = await (await fetch(masterUrl)).text();
  expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
  expect(master).toMatch(/BANDWIDTH=\d+,RESOLUTION=640x360/);
  expect(master).toMatch(/BANDWIDTH=\d+,RESOLUTION=1280x720/);
  // Both passes forced keyframes at the same instants: the segments have the same lengths.
  const durations = async (variant: string) =>
    (await (await fetch(new URL(variant, masterUrl))).text()).split('\n').filter((l) => l.startsWith('#EXTINF'));
  expect(await durations('720p/index.m3u8')).toEqual(await durations('360p/index.m3u8'));
}, 240_000);
