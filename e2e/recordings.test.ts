import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaPage, MediaSummary } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { adminTexts } from './support/admin-texts.ts';
import enVideo from '../web/src/locales/en/video.json' with { type: 'json' };
import { call, mediaPayload } from '../api/test/http.ts';
import { makeSpeech, makeVideo, sampleDir } from '../api/test/media-samples.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

const enAdmin = adminTexts.en;

// Recordings through the admin screens (docs/behaviour.md §600, §612, §613): uploaded with tus from the
// video form and from the videos list, processed until ready, played on the public page with hls.js
// while the transcript follows, and an upload cut by a reload going on from where it stopped.
const env = useServerAndBrowser({ seed: 'none' });
const run = promisify(execFile);
const dir = sampleDir();
let headers: Record<string, string>;
let context: BrowserContext;
let page: Page;
const TITLE = 'The bridge of wood';

beforeAll(async () => {
  headers = await adminHeaders(env.server);
  ({ context, page } = await newPage(env.browser, env.server.url));
  page.setDefaultTimeout(20_000);
  await signIn(page);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = async (id: number | string) =>
  (await call<MediaFileList>(env.server, 'GET', apiPaths.admin.mediaFiles(id), { headers })).body;
const adminVideos = async () =>
  (await call<MediaPage>(env.server, 'GET', `${apiPaths.media.list}?page_size=100`, { headers })).body.results as MediaSummary[];
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('recordings in the admin', () => {
  it('uploads from the video form, shows every file ready, and plays on the public page with the transcript following', async () => {
    const speech = await makeSpeech(
      dir,
      'One, two, three, four, five. The river was wider then, and the bridge was made of wood. Six, seven, eight, nine, ten.',
    );
    const created = await call<Media>(env.server, 'POST', apiPaths.video.create, {
      headers,
      json: mediaPayload({
        title: TITLE,
        duration: '00:00:09',
        transcript: [
          { language: 'English', text: '[00:00:00] One to five.\n\n[00:00:03] The river and the bridge.\n\n[00:00:06] Six to ten.' },
        ],
      }),
    });
    const id = created.body.id;
    await page.goto(`/atlas-control/videos/edit/${id}`);
    await page.getByLabel(enAdmin.recordings.drop).setInputFiles(speech);
    await page.getByText(enAdmin.recordings.uploaded).waitFor();
    // The files panel follows the ingest until every file is ready.
    const table = page.getByRole('table');
    await expect
      .poll(
        async () => {
          const states = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
          return states.length > 0 && states.every((s) => s.startsWith(enAdmin.recordings.states.ready));
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    expect(await table.locator('tbody tr').count()).toBe((await files(id)).results.length);
    await screenshot(page, 'recordings-form-ready');

    // The public page plays the held recording through hls.js (a MediaSource, not the playlist itself).
    const visitor = await newPage(env.browser, env.server.url);
    const requested: string[] = [];
    visitor.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visitor.page.goto(`/archive/${id}`);
    await visitor.page.getByRole('tab', { name: enVideo.tabs.fullTranscript }).click();
    await visitor.page.getByRole('button', { name: enVideo.player.play.replace('{{title}}', TITLE) }).click();
    const audio = visitor.page.locator('audio');
    await audio.waitFor({ state: 'attached' });
    await expect.poll(() => audio.evaluate((media: HTMLAudioElement) => media.currentTime), { timeout: 30_000 }).toBeGreaterThan(3.2);
    expect(await audio.evaluate((media: HTMLAudioElement) => media.src)).toMatch(/^blob:/);
    expect(requested.some((p) => p.endsWith('.m3u8'))).toBe(true);
    expect(requested.some((p) => p.endsWith('.ts'))).toBe(true);
    // The transcript follows: the paragraph from 3 s is marked as the moment.
    const transcript = visitor.page.getByTestId('transcript-text');
    await expect
      .poll(async () => Number(await transcript.locator('[aria-current="time"]').getAttribute('data-start')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    await visitor.context.close();
  }, 180_000);

  it('plays the held recording in the transcript editor, following it paragraph by paragraph', async () => {
    const id = (await adminVideos()).find((v) => v.title === TITLE)!.id;
    await page.goto(`/atlas-control/videos/transcript/${id}`);
    const audio = page.locator('audio');
    await audio.waitFor({ state: 'attached' });
    // The editor's own key plays it (docs/behaviour.md §703): HLS through hls.js, with the staff token.
    await page.getByRole('textbox', { name: 'Paragraph 1', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => audio.evaluate((media: HTMLAudioElement) => media.currentTime), { timeout: 30_000 }).toBeGreaterThan(3.2);
    expect(await audio.evaluate((media: HTMLAudioElement) => media.src)).toMatch(/^blob:/);
    const current = page.locator('[role="listitem"][aria-current="true"] textarea');
    await expect.poll(() => current.inputValue(), { timeout: 30_000 }).toBe('The river and the bridge.');
    await page.keyboard.press('Escape');
  }, 90_000);

  it('makes an interview per file dropped on the list and uploads several side by side', async () => {
    const [video, speech] = await Promise.all([
      makeVideo(dir),
      makeSpeech(fs.mkdtempSync(path.join(dir, 'second-')), 'A second narrator speaks.'),
    ]);
    const named = path.join(dir, 'second-narrator.wav');
    fs.renameSync(speech, named);
    const before = (await adminVideos()).length;
    await page.goto('/atlas-control/videos');
    await page.getByLabel(enAdmin.recordings.dropRecordings).setInputFiles([video, named]);
    const uploads = page.getByRole('list', { name: enAdmin.recordings.uploads });
    await expect.poll(() => uploads.getByText(enAdmin.recordings.uploaded).count(), { timeout: 30_000 }).toBe(2);
    expect(await uploads.getByRole('link', { name: enAdmin.recordings.openNew }).count()).toBe(2);
    const made = (await adminVideos()).filter((v) => ['second-narrator', path.basename(video, '.mp4')].includes(v.title));
    expect(made).toHaveLength(2);
    expect(made.every((v) => v.visibility === 'archived')).toBe(true);
    expect((await adminVideos()).length).toBe(before + 2);
    // The list shows them; each is processed to ready.
    await page.getByText('second-narrator', { exact: true }).first().waitFor();
    for (const video of made) {
      await expect.poll(async () => (await files(video.id)).results.every((f) => f.status === 'ready'), { timeout: 90_000 }).toBe(true);
    }
  }, 180_000);

  it('goes on after a reload from the bytes the server has, into the same interview, with speed and time left meanwhile', async () => {
    const tone = path.join(dir, 'long-tone.wav');
    await run('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=25',
      '-ac',
      '2',
      '-ar',
      '48000',
      tone,
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A slow village connection: about 300 KB/s up.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 300_000 });
    await page.goto('/atlas-control/videos');
    await page.getByLabel(enAdmin.recordings.dropRecordings).setInputFiles(tone);
    const uploads = page.getByRole('list', { name: enAdmin.recordings.uploads });
    await uploads.getByText(/MiB\/s · [\d.,]+ s left/).waitFor();
    // Wait until the server holds part of the file, then reload mid-upload.
    const uploadDir = env.server.config.media!.uploadDir!;
    const partial = () =>
      fs
        .readdirSync(uploadDir)
        .filter((name) => !name.endsWith('.json'))
        .map((name) => fs.statSync(path.join(uploadDir, name)).size)
        .reduce((a, b) => Math.max(a, b), 0);
    await expect.poll(partial, { timeout: 30_000 }).toBeGreaterThan(300_000);
    await page.reload();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const offsets: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
    });
    await page.getByLabel(enAdmin.recordings.dropRecordings).setInputFiles(tone);
    await page.getByRole('list', { name: enAdmin.recordings.uploads }).getByText(enAdmin.recordings.uploaded).waitFor({ timeout: 60_000 });
    expect(offsets[0]).toBeGreaterThan(0);
    const made = (await adminVideos()).filter((v) => v.title === 'long-tone');
    expect(made).toHaveLength(1);
    await expect
      .poll(async () => (await files(made[0]!.id)).results.find((f) => f.role === 'original')?.sha256, { timeout: 60_000 })
      .toBe(sha256(tone));
  }, 180_000);
});
