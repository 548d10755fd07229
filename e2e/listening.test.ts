import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import arVideo from '../web/src/locales/ar/video.json' with { type: 'json' };
import enVideo from '../web/src/locales/en/video.json' with { type: 'json' };
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Listening with the transcript (docs/decisions.md §50 to §56) on the sample archive's audio interview, served by the
// site itself (web/public/media/sample-interview.ogg): 36 s, segments at 0, 12 and 24 s, a timed
// paragraph every 6 s in English and Arabic. playbackRate keeps the listening short.

const SOUK = 'A Morning at the Souk (audio sample)';
const env = useServerAndBrowser();
let soukId = 0;

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  soukId = list.results.find((m) => m.title === SOUK)?.id ?? 0;
});

const audio = (page: Page) =>
  page.evaluate(() => {
    const media = document.querySelector('audio');
    return media ? { time: media.currentTime, paused: media.paused } : null;
  });
const markedSegment = (page: Page) =>
  page.getByRole('region', { name: enVideo.details.episodeContent }).locator('[aria-current="true"]').getAttribute('data-segment');

async function play(page: Page, rate: number) {
  await page.getByRole('button', { name: enVideo.player.play.replace('{{title}}', SOUK) }).click();
  await page.locator('audio').waitFor({ state: 'attached' });
  await page.evaluate((playbackRate) => {
    const media = document.querySelector('audio')!;
    media.defaultPlaybackRate = playbackRate;
    media.playbackRate = playbackRate;
  }, rate);
}

describe('the audio sample', () => {
  it('is in the archive, small, and played from the site', () => {
    expect(soukId).toBeGreaterThan(0);
    expect(fs.statSync('web/public/media/sample-interview.ogg').size).toBeLessThan(300_000);
  });

  it('plays with a waveform placeholder; the marked segment and paragraph follow playback; a timed paragraph seeks; scrolling pauses following', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.goto(`/archive/${soukId}`);
    await page.getByTestId('waveform-placeholder').waitFor();
    await page.getByRole('tab', { name: enVideo.tabs.fullTranscript }).click();
    await play(page, 4);
    await expect.poll(() => markedSegment(page), { timeout: 15_000 }).toBe('1');
    // Crossing 12 s moves the mark to the second segment, without a click.
    await expect.poll(() => markedSegment(page), { timeout: 15_000 }).toBe('2');
    const transcript = page.getByTestId('transcript-text');
    expect(Number(await transcript.locator('[aria-current="time"]').getAttribute('data-start'))).toBeGreaterThanOrEqual(12);
    // Nothing speaks on every tick: no live region holds the time.
    expect(await page.locator('[aria-live]:has([aria-current])').count()).toBe(0);

    // A click on a timed paragraph's text seeks there.
    await transcript.getByText('Now the road is paved', { exact: false }).click();
    await expect.poll(async () => (await audio(page))?.time ?? 0).toBeGreaterThanOrEqual(24);
    await expect.poll(() => markedSegment(page)).toBe('3');

    // The visitor scrolls: following pauses and offers the way back; the button resumes it.
    await page.evaluate(() => {
      const media = document.querySelector('audio')!;
      media.currentTime = 0;
    });
    await transcript.hover();
    await page.mouse.wheel(0, 200);
    const back = page.getByRole('button', { name: enVideo.follow.backToMoment });
    await back.waitFor();
    await screenshot(page, 'listening-following-paused-en');
    await back.click();
    await back.waitFor({ state: 'detached' });
    await expect.poll(() => transcript.locator('[aria-current="time"]').isVisible()).toBe(true);
    await page.evaluate(() => document.querySelector('audio')!.pause());
    await context.close();
  });

  it('?t=START-END marks the range, seeks to START, plays and stops at END; Share copies the moment', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/archive/${soukId}?t=6-12`);
    expect(await page.getByTestId('linked-range').textContent()).toBe(`${enVideo.share.linkedRange} 00:00:06–00:00:12`);
    await page.getByRole('tab', { name: enVideo.tabs.fullTranscript }).click();
    expect(await page.locator('[data-in-range="true"]').getAttribute('data-start')).toBe('6');
    await play(page, 2);
    await expect.poll(async () => (await audio(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(async () => (await audio(page))?.paused, { timeout: 15_000 }).toBe(true);
    const stopped = (await audio(page))!.time;
    expect(stopped).toBeGreaterThanOrEqual(12);
    expect(stopped).toBeLessThan(13.5);

    await page.getByRole('button', { name: enVideo.share.button }).click();
    await page.getByText(enVideo.share.copied.replace('{{time}}', '00:00:12')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${env.server.url}/archive/${soukId}?t=12`);
    await context.close();
  });

  it('Cite shows Chicago and APA for the moment, downloads RIS, closes on Escape and gives focus back', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.goto(`/archive/${soukId}?t=6-12`);
    const cite = page.getByRole('button', { name: enVideo.cite.button, exact: true });
    await cite.click();
    const dialog = page.getByRole('dialog', { name: enVideo.cite.title });
    const url = `${env.server.url}/archive/${soukId}?t=6-12`;
    expect(await dialog.getByTestId('citation-chicago').textContent()).toMatch(
      new RegExp(
        `^Ouhammou, Moha\\. “A Morning at the Souk \\(audio sample\\)\\.” Interview by Salma Idrissi\\. Tigrigra, March 6, 2018\\. Atlas Oral History Archive\\. At 00:00:06–00:00:12\\. Accessed [A-Z][a-z]+ \\d{1,2}, \\d{4}\\. ${url.replace(/[.?]/g, '\\$&')}\\.$`,
      ),
    );
    expect(await dialog.getByTestId('citation-apa').textContent()).toContain(
      'Ouhammou, M. (2018, March 6). A Morning at the Souk (audio sample) [Oral history interview by S. Idrissi; 00:00:06–00:00:12].',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: enVideo.cite.downloadRis }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`atlas-${soukId}.ris`);
    expect(fs.readFileSync((await download.path())!, 'utf8')).toMatch(
      /^TY {2}- SOUND\r\nTI {2}- A Morning at the Souk \(audio sample\)\r\nAU {2}- Ouhammou, Moha\r\n/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(enVideo.cite.button);
    await context.close();
  });
});

describe('side by side (Arabic page)', () => {
  it('holds English and Arabic in columns with their own lang and dir, searches both, and switches on phones', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar');
    await page.goto(`/archive/${soukId}`);
    await page.getByRole('tab', { name: arVideo.tabs.fullTranscript }).click();
    await page.getByRole('button', { name: arVideo.transcript.sideBySide }).click();
    const view = page.getByTestId('side-by-side');
    const column = (n: number) => view.locator(`div[data-column="${n}"]`);
    const attributes = (n: number) =>
      column(n).evaluateAll((cells) => [...new Set(cells.map((c) => `${c.getAttribute('lang')} ${c.getAttribute('dir')}`))]);
    // An Arabic page opens on the Arabic transcript (docs/behaviour.md §803): it is the first column.
    expect(await attributes(0)).toEqual(['ar rtl']);
    expect(await attributes(1)).toEqual(['en ltr']);
    // Rows align on the shared time markers: each row holds one paragraph per language, same start.
    expect(
      await column(0)
        .locator('p')
        .evaluateAll((ps) => ps.map((p) => p.getAttribute('data-start'))),
    ).toEqual(['0', '6', '12', '18', '24', '30']);
    expect(
      await column(1)
        .locator('p')
        .evaluateAll((ps) => ps.map((p) => p.getAttribute('data-start'))),
    ).toEqual(['0', '6', '12', '18', '24', '30']);

    const search = page.getByRole('searchbox');
    await search.fill('souk');
    await expect.poll(() => page.getByTestId('match-counter').textContent()).toBe('1 / 1');
    await search.fill('السوق');
    await expect.poll(() => column(0).locator('mark').count()).toBe(2);
    expect(await column(1).locator('mark').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listening-side-by-side-ar-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await column(1).first().isVisible()).toBe(false);
    await page.getByRole('group', { name: arVideo.transcript.showColumn }).getByRole('button').nth(1).click();
    expect(await column(1).first().isVisible()).toBe(true);
    expect(await column(0).first().isVisible()).toBe(false);
    await screenshot(page, 'listening-side-by-side-ar-390');
    await context.close();
  });
});

describe('Back', () => {
  it('returns to the previous page of the visit after a full page load; a first page falls back to /archive', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.goto('/about');
    // The visitor sees the page before leaving it (a page is part of the visit once it has shown).
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`/archive/${soukId}`);
    await page.getByRole('button', { name: enVideo.videoDetail.back }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await context.close();

    const fresh = await newPage(env.browser, env.server.url, 'en');
    await fresh.page.goto(`/archive/${soukId}`);
    await fresh.page.getByRole('button', { name: enVideo.videoDetail.back }).click();
    await fresh.page.waitForURL((url) => url.pathname === '/archive');
    await fresh.context.close();
  });
});
