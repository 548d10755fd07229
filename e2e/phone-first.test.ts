import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import arBrowse from '../web/src/locales/ar/browse.json' with { type: 'json' };
import arVideo from '../web/src/locales/ar/video.json' with { type: 'json' };
import enBrowse from '../web/src/locales/en/browse.json' with { type: 'json' };
import enVideo from '../web/src/locales/en/video.json' with { type: 'json' };
import { axeViolations } from './support/axe.ts';
import { type Lang, newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Phone first (docs/behaviour.md §900, §904): the small player that stays in view while the visitor
// reads, on the sample archive's audio interview (36 s, played by the site itself), at 390 px and
// 1280 px, in English and Arabic.

const SOUK = 'A Morning at the Souk (audio sample)';
const video = { en: enVideo, ar: arVideo };
const env = useServerAndBrowser();
let soukId = 0;

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  soukId = list.results.find((m) => m.title === SOUK)?.id ?? 0;
});

const audio = (page: Page) =>
  page.evaluate(() => {
    const media = document.querySelector('audio')!;
    return { time: media.currentTime, paused: media.paused };
  });

async function openAndPlay(lang: Lang, width: number, query = '') {
  const opened = await newPage(env.browser, env.server.url, lang, width);
  const { page } = opened;
  await page.goto(`/archive/${soukId}${query}`);
  await page.getByRole('button', { name: video[lang].player.play.replace('{{title}}', SOUK) }).click();
  await page.locator('audio').waitFor({ state: 'attached' });
  await expect.poll(async () => (await audio(page)).time, { timeout: 15_000 }).toBeGreaterThan(0);
  return opened;
}

/** The visitor scrolls down to read: the player's place leaves the screen. */
async function readOn(page: Page) {
  await page
    .getByRole('tab', { name: enVideo.tabs.fullTranscript })
    .or(page.getByRole('tab', { name: arVideo.tabs.fullTranscript }))
    .click();
  await page.mouse.move(195, 600);
  await page.mouse.wheel(0, 900);
}

describe('the small player on a phone', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`stays in view while the visitor reads, with play/pause, the time and the way back (${lang}, 390 px)`, async () => {
      const { context, page } = await openAndPlay(lang, 390);
      const tx = video[lang];
      const bar = page.getByRole('region', { name: tx.player.mini });
      expect(await bar.count()).toBe(0);
      await readOn(page);
      await bar.waitFor();
      // The playing picture is pinned inside the bar, on screen, and the bar is at the bottom.
      const player = page.locator('section[data-mini="true"]');
      const box = (await player.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      expect(box.y).toBeGreaterThan(900 - 110);
      expect(await bar.getByText(/^\d\d:\d\d:\d\d/).textContent()).toMatch(/ \/ 00:00:36$/);

      await bar.getByRole('button', { name: tx.player.pause }).click();
      await expect.poll(async () => (await audio(page)).paused).toBe(true);
      await bar.getByRole('button', { name: tx.player.resume }).click();
      await expect.poll(async () => (await audio(page)).paused).toBe(false);
      // Reading stopped following playback: the bar offers the way back to the moment.
      await bar.getByRole('button', { name: tx.follow.backToMoment }).waitFor();
      await screenshot(page, `phone-mini-player-${lang}`);
      expect(await axeViolations(page, { anyImpact: true })).toEqual([]);

      await bar.getByRole('button', { name: tx.player.showPlayer }).click();
      await bar.waitFor({ state: 'detached' });
      expect(await page.locator('section[data-mini="true"]').count()).toBe(0);
      await page.evaluate(() => document.querySelector('audio')!.pause());
      await context.close();
    });
  }

  it('does not show on a wide screen, where the player stands beside the transcript', async () => {
    const { context, page } = await openAndPlay('en', 1280);
    await readOn(page);
    await page.getByRole('button', { name: enVideo.follow.backToMoment }).waitFor();
    expect(await page.getByRole('region', { name: enVideo.player.mini }).count()).toBe(0);
    await page.evaluate(() => document.querySelector('audio')!.pause());
    await context.close();
  });
});

describe('small things', () => {
  it('the waveform shows the linked range and how much has played; the start line never moves the page', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en', 390);
    await page.goto(`/archive/${soukId}?t=6-12`);
    await page.getByText(enVideo.player.startsAt.replace('{{time}}', '00:00:06')).waitFor();
    const range = page.getByTestId('waveform-range');
    const width = Number(await range.getAttribute('width'));
    // 6 s of 36: a sixth of the 256-unit picture.
    expect(width).toBeCloseTo(256 / 6, 0);
    const tabsTop = () => page.getByRole('tablist').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await tabsTop();
    await page.getByRole('button', { name: enVideo.player.play.replace('{{title}}', SOUK) }).click();
    await page.locator('audio').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByTestId('waveform-placeholder').getAttribute('data-progress'), { timeout: 15_000 }).not.toBeNull();
    expect(await tabsTop()).toBe(before);
    await expect
      .poll(async () => Number(await page.getByTestId('waveform-placeholder').getAttribute('data-progress')))
      .toBeGreaterThan(0.17);
    await page.evaluate(() => document.querySelector('audio')!.pause());
    await context.close();
  });
});

describe('facets on a phone', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`offer "Show N results" in view after a choice, which brings the results and their count (${lang}, 390 px)`, async () => {
      const browse = { en: enBrowse, ar: arBrowse }[lang].browse;
      const { context, page } = await newPage(env.browser, env.server.url, lang, 390);
      await page.goto('/archive?facets=1');
      await page.getByRole('button', { name: browse.showFilters, exact: true }).click();
      const topic = page.locator('[data-facet="topic"] a').first();
      const expected = Number(await topic.locator('span[aria-hidden="true"]').textContent());
      expect(expected).toBeGreaterThan(2);
      await topic.click();
      await expect.poll(() => page.locator('[data-facet="topic"] a[aria-current="true"]').count()).toBe(1);
      const show = page.getByTestId('show-results');
      const form = new Intl.PluralRules(lang).select(expected);
      const text = (browse as unknown as Record<string, string>)[`showResults_${form}`]!.replace('{{count}}', String(expected));
      await expect.poll(() => show.textContent()).toBe(text);
      // In view without scrolling: pinned to the bottom of the open panel.
      const box = (await show.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      await screenshot(page, `phone-facets-show-results-${lang}`);
      expect(await axeViolations(page, { anyImpact: true })).toEqual([]);
      await show.click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'list-count');
      const count = (await page.getByTestId('list-count').boundingBox())!;
      expect(count.y).toBeGreaterThanOrEqual(0);
      expect(count.y).toBeLessThan(900);
      expect(await page.getByTestId('facet-panel').isVisible()).toBe(false);
      await context.close();
    });
  }
});

describe('the map', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ar', 390],
  ] as const) {
    it(`opens fitted to the interviews and says when the base map cannot load, with one failed request at most (${lang}, ${width} px)`, async () => {
      const { context, page } = await newPage(env.browser, env.server.url, lang, width);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/map');
      const canvas = page.locator('[data-testid="map-canvas"][data-rendered="true"][data-view]');
      await canvas.waitFor();
      const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { center: [number, number]; resolution: number };
      // Closer than the country-wide start view (zoom 6), and every interview with a place is inside it.
      expect(view.resolution).toBeLessThan(156_543.03392804097 / 2 ** 6);
      const locations = (await (await fetch(`${env.server.url}${apiPaths.media.locations}`)).json()) as {
        location: { coordinates: [number, number] | null };
      }[];
      const box = (await canvas.boundingBox())!;
      const mercator = ([lon, lat]: [number, number]) => [
        lon * 111_319.490_793_273_6,
        Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 6_378_137,
      ];
      const [cx, cy] = mercator(view.center);
      for (const { location } of locations) {
        if (!location.coordinates) continue;
        const [x, y] = mercator(location.coordinates);
        expect(Math.abs(x! - cx!) / view.resolution).toBeLessThanOrEqual(box.width / 2);
        expect(Math.abs(y! - cy!) / view.resolution).toBeLessThanOrEqual(box.height / 2);
      }
      // Offline here: the map says so, and the page asked the tile server once (one failed request).
      await page.getByTestId('basemap-offline').waitFor();
      await screenshot(page, `phone-map-offline-${lang}-${width}`);
      expect(await axeViolations(page, { anyImpact: true })).toEqual([]);
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      expect(errors.length).toBeLessThanOrEqual(1);
      await context.close();
    });
  }
});

describe('denser results', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ar', 390],
  ] as const) {
    it(`a list beside the grid, chosen by keyboard and kept in the URL (${lang}, ${width} px)`, async () => {
      const { context, page } = await newPage(env.browser, env.server.url, lang, width);
      const tx = lang === 'en' ? enBrowse : arBrowse;
      await page.goto('/archive');
      await page.locator('main article[data-layout="grid"]').first().waitFor();
      const grid = await page
        .locator('main article')
        .evaluateAll((cards) => cards.slice(0, 4).map((c) => c.getBoundingClientRect().height));
      const toggle = page.getByRole('group', { name: tx.browse.layout.label });
      const list = toggle.getByRole('button', { name: tx.browse.layout.list });
      expect(await list.getAttribute('aria-pressed')).toBe('false');
      // By keyboard: focus the grid button, Tab to the list button, press Space.
      await toggle.getByRole('button', { name: tx.browse.layout.grid }).focus();
      await page.keyboard.press('Tab');
      expect(await list.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Space');
      await page.locator('main article[data-layout="list"]').first().waitFor();
      expect(new URL(page.url()).searchParams.get('view')).toBe('list');
      expect(await list.getAttribute('aria-pressed')).toBe('true');
      const rows = await page
        .locator('main article')
        .evaluateAll((cards) => cards.slice(0, 4).map((c) => c.getBoundingClientRect().height));
      // Denser: each row is shorter than the grid's card it replaces.
      for (const [i, height] of rows.entries()) expect(height).toBeLessThan(grid[i]! * 0.75);
      // The picture sits at the row's start: right of the title in Arabic, left of it in English.
      const first = page.locator('main article').first();
      const picture = (await first.locator('img, [data-testid="thumbnail-fallback"]').first().boundingBox())!;
      const title = (await first.locator('h3').boundingBox())!;
      if (lang === 'ar') expect(picture.x).toBeGreaterThan(title.x);
      else expect(picture.x).toBeLessThan(title.x);
      // A new sort keeps the list, and so does a reload.
      await page.getByLabel(tx.browse.sort.label).selectOption('title');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'title');
      expect(new URL(page.url()).searchParams.get('view')).toBe('list');
      await page.reload();
      await page.locator('main article[data-layout="list"]').first().waitFor();
      // So does choosing a facet value (a link), on a phone from the opened filters.
      const facet = page.locator('[data-testid="facet-panel"] a').first();
      if (!(await facet.isVisible())) await page.locator('aside button[aria-expanded]').click();
      const value = (await facet.getAttribute('data-value'))!;
      await facet.click();
      await page.waitForURL((url) => [...url.searchParams.values()].includes(value));
      expect(new URL(page.url()).searchParams.get('view')).toBe('list');
      await page.locator('main article[data-layout="list"]').first().waitFor();
      await screenshot(page, `phone-results-list-${lang}-${width}`);
      await context.close();
    });
  }

  it('the Play button never covers the poster’s title (its middle), at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await newPage(env.browser, env.server.url, 'en', width);
      await page.goto(`/archive/${soukId}`);
      const play = (await page.getByRole('button', { name: enVideo.player.play.replace('{{title}}', SOUK) }).boundingBox())!;
      const box = (await page.getByTestId('player-mount').locator('xpath=..').boundingBox())!;
      // The poster draws its place name in the middle third of its height, across its middle half.
      const middle = {
        top: box.y + box.height / 3,
        bottom: box.y + (box.height * 2) / 3,
        left: box.x + box.width / 4,
        right: box.x + (box.width * 3) / 4,
      };
      const overlaps =
        play.x < middle.right && play.x + play.width > middle.left && play.y < middle.bottom && play.y + play.height > middle.top;
      expect(overlaps).toBe(false);
      await context.close();
    }
  });
});

describe('map clusters', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ar', 390],
  ] as const) {
    it(`markers close together are one cluster; pressing it by keyboard zooms in until they part (${lang}, ${width} px)`, async () => {
      const { context, page } = await newPage(env.browser, env.server.url, lang, width);
      await page.goto('/map');
      const canvas = page.locator('[data-testid="map-canvas"][data-rendered="true"][data-view]');
      await canvas.waitFor();
      const cluster = page.getByTestId('map-cluster').first();
      await cluster.waitFor();
      const ids = (await cluster.getAttribute('data-ids'))!.split(' ');
      expect(ids.length).toBeGreaterThan(1);
      expect(await cluster.getAttribute('data-action')).toBe('zoom');
      const before = JSON.parse((await canvas.getAttribute('data-view'))!) as { resolution: number };
      await cluster.focus();
      await page.keyboard.press('Enter');
      // Zoomed in, and no cluster holds all of the pressed one's interviews any more.
      await expect
        .poll(async () => (JSON.parse((await canvas.getAttribute('data-view'))!) as { resolution: number }).resolution)
        .toBeLessThan(before.resolution / 2);
      await expect
        .poll(() =>
          page
            .getByTestId('map-cluster')
            .evaluateAll((buttons, pressed) => buttons.some((b) => pressed.every((id) => b.dataset.ids!.split(' ').includes(id))), ids),
        )
        .toBe(false);
      // The keyboard carries on from the map.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('map-canvas');
      await screenshot(page, `phone-map-clusters-${lang}-${width}`);
      await context.close();
    });
  }
});
