import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { type Lang, appTookOver, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// A page's largest picture is shown as soon as the server-rendered page is, never after the app's
// script (docs/decisions.md §1011): the home page's hero fades in by CSS alone, and the poster of a
// video's page and the archive's first card are fetched first, not lazily once the layout is known.
// The app's script is held until the picture is there, as on a slow phone.

const env = useServerAndBrowser();
let videoId: number;
let context: BrowserContext | undefined;

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=1`)).json()) as MediaPage;
  videoId = list.results[0]!.id;
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Opens `path` at phone width with the app's script held; `release` lets it run. */
async function openWithScriptHeld(path: string, lang: Lang): Promise<{ page: Page; release(): void }> {
  const opened = await newPage(env.browser, env.server.url, lang, 390);
  context = opened.context;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await opened.page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await opened.page.goto(path, { waitUntil: 'commit' });
  return { page: opened.page, release };
}

/** The `src` of the element the browser reports as the page's largest contentful paint, once there is one. */
async function largestPaintedPicture(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () =>
      new Promise<string | null>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
          resolve(last?.element?.getAttribute('src') ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return (await handle.jsonValue()) ?? '';
}

describe('the largest picture of a page does not wait for the app', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`home (${lang}): the hero picture is painted before the app's script runs, and stays after`, async () => {
      const { page, release } = await openWithScriptHeld('/', lang);
      await page.waitForFunction(() => {
        const hero = document.querySelector<HTMLImageElement>('img[src="/hero-atlas.svg"]');
        return hero?.complete === true && hero.naturalWidth > 0;
      });
      await expect(largestPaintedPicture(page)).resolves.toBe('/hero-atlas.svg');
      release();
      await appTookOver(page);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('img[src="/hero-atlas.svg"]')!).opacity === '1');
    });
  }

  it("a video's page and the archive: the poster and the first card's picture are fetched first, the other cards' lazily", async () => {
    const { page } = await openWithScriptHeld(`/archive/${videoId}`, 'en');
    const poster = page.locator('main img[src*="/poster/"]').first();
    await poster.waitFor({ state: 'attached' });
    await expect(poster.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(poster.getAttribute('loading')).resolves.not.toBe('lazy');

    await page.goto('/archive', { waitUntil: 'commit' });
    const pictures = page.locator('[data-testid="video-results"] img');
    await pictures.nth(1).waitFor({ state: 'attached' });
    const attributes = await pictures.evaluateAll((images) =>
      images.map((img) => ({ priority: img.getAttribute('fetchpriority'), loading: img.getAttribute('loading') })),
    );
    expect(attributes[0]).toEqual({ priority: 'high', loading: 'eager' });
    expect(attributes.slice(1).every((a) => a.priority === null && a.loading === 'lazy')).toBe(true);
  });
});
