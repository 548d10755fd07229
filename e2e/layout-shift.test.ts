import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { type Lang, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// docs/decisions.md §63: no public page moves once painted (CLS 0.00), in English and Arabic, on a desktop
// (1280 px) and a phone (390 px). Every layout shift of a full page load is added up, from the
// first paint until the page shows what a visitor came for, its fonts and images included.
// The sum of all shifts is at least the CLS that browsers report (the worst window of them).
// On the same loads: each page's own title, description and canonical URL, headings in order and
// links that say where they go; and the video page's structured data, which the CSP lets through.

const MAX_SHIFT = 0.01;
const PHONE_WIDTH = 390;
const env = useServerAndBrowser();
let videoId: number;

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=1`)).json()) as MediaPage;
  videoId = list.results[0]!.id;
});

/** Runs in every new document before the app: adds up the layout shifts not caused by input. */
function recordLayoutShifts(): void {
  const state = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  state.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).slice(0, 3).join('.')}` : '?';
      });
      state.__shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What a visitor waits for on each page: the content that loads after the first paint. */
const pages: { name: string; path: () => string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'home', path: () => '/', ready: (page) => page.locator('section[aria-busy="false"] article').nth(7).waitFor() },
  { name: 'archive', path: () => '/archive', ready: (page) => page.locator('article').nth(19).waitFor() },
  { name: 'video', path: () => `/archive/${videoId}`, ready: (page) => page.getByRole('tablist').waitFor() },
  { name: 'map', path: () => '/map', ready: (page) => page.locator('[data-testid="map-canvas"][data-rendered="true"]').waitFor() },
  { name: 'ebooks', path: () => '/ebooks', ready: (page) => page.locator('h1').waitFor() },
  { name: 'about', path: () => '/about', ready: (page) => page.locator('#privacy').waitFor() },
  { name: 'contact', path: () => '/contact-us', ready: (page) => page.locator('form').waitFor() },
];

/** Words that do not tell where a link goes (the list Lighthouse's link-text audit uses, in short). */
const VAGUE_LINKS = [
  'click here',
  'click this',
  'go',
  'here',
  'this',
  'start',
  'right here',
  'more',
  'learn more',
  'read more',
  'see all',
  'see more',
];

/** What the page says about itself and its structure, as a visitor's browser sees it. */
function pageOutline(vague: string[]) {
  const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter((h) => h.checkVisibility());
  const levels = headings.map((h) => Number(h.tagName[1]));
  const skips = levels.flatMap((level, i) =>
    (i === 0 ? level !== 1 : level > levels[i - 1]! + 1)
      ? [`${headings[i - 1]?.tagName ?? 'start'} → ${headings[i]!.tagName} "${headings[i]!.textContent?.trim()}"`]
      : [],
  );
  const badLinks = Array.from(document.querySelectorAll('a[href]')).flatMap((a) => {
    const text = (a.textContent ?? '').trim().toLowerCase();
    return !text && !a.getAttribute('aria-label') ? [`empty: ${a.getAttribute('href')}`] : vague.includes(text) ? [`vague: ${text}`] : [];
  });
  return {
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    canonical: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((l) => l.href),
    skips,
    badLinks,
  };
}

/** Waits until fonts and images are settled and two frames have been drawn after it. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Lazy images below the fold load when scrolled to; a visitor who has not scrolled does not wait for them.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

describe.each([
  ['en', 1280],
  ['en', PHONE_WIDTH],
  ['ar', 1280],
  ['ar', PHONE_WIDTH],
] as [Lang, number][])('layout shift (%s, %i px)', (lang, width) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(env.browser, env.server.url, lang, width));
    context.setDefaultTimeout(15_000);
    await context.addInitScript(recordLayoutShifts);
  });
  afterAll(() => context.close());

  it('stays at zero on every public page, each with its own title, description and canonical URL, in order', async () => {
    const results: Record<string, { total: number; sources: string[] }> = {};
    const titles = new Set<string>();
    const appName = lang === 'en' ? ' – Atlas' : ' – أطلس';
    for (const { name, path, ready } of pages) {
      await page.goto(path());
      await ready(page);
      await settle(page);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      results[name] = {
        total: Number(shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)),
        sources: [...new Set(shifts.flatMap((s) => s.sources))],
      };

      const outline = await page.evaluate(pageOutline, VAGUE_LINKS);
      expect(outline.title.endsWith(appName), `${name}: ${outline.title}`).toBe(true);
      titles.add(outline.title);
      expect(outline.description.length, name).toBeGreaterThan(30);
      // Opened at its language-neutral address, the page is its own canonical (docs/decisions.md §1012).
      expect(outline.canonical, name).toEqual([`${env.server.url}${path()}`]);
      expect(outline.skips, name).toEqual([]);
      expect(outline.badLinks, name).toEqual([]);
    }
    expect(titles.size).toBe(pages.length);
    const moved = Object.entries(results).filter(([, r]) => r.total > MAX_SHIFT);
    expect(Object.fromEntries(moved)).toEqual({});
  });
});

describe('video page structured data', () => {
  it('parses, holds one Clip per segment, breaks no CSP rule, and leaves with the page', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await context.addInitScript(() => {
      const state = window as unknown as { __violations: string[] };
      state.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        state.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const video = (await (await fetch(`${env.server.url}${apiPaths.media.detail(videoId)}`)).json()) as Media;
    await page.goto(`/archive/${videoId}`);
    await page.getByRole('tablist').waitFor();
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '') as { '@type': string; name: string; hasPart: { '@type': string; url: string }[] };
    expect(data).toMatchObject({ '@type': 'VideoObject', name: video.title });
    expect(data.hasPart.filter((part) => part['@type'] === 'Clip')).toHaveLength(video.segments.length);
    expect(data.hasPart.every((clip) => clip.url.startsWith(`${env.server.url}/archive/${videoId}?lng=en&t=`))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

    // Another page opened in the app: the data described the first one only.
    await page.getByRole('banner').getByRole('link', { name: 'Archive', exact: true }).click();
    // The video page lists related interviews too: wait for the archive itself.
    await page.waitForURL((url) => url.pathname === '/archive');
    await page.locator('article').first().waitFor();
    // The head is updated in an effect after the archive paints: wait for it, not for time.
    await expect.poll(() => page.locator('script[type="application/ld+json"]').count()).toBe(0);
    await context.close();
  });
});

// The map's side list is drawn from two sources (the interviews' places and the bundled boundaries).
// Whichever answers first, the list must not move when the other one arrives. The interviews' places
// come with the page the server rendered (docs/architecture.md "Server rendering"): the page itself is
// their answer.
describe.each([
  ['the boundaries', '**/*.geojson', '/map'],
  ["the interviews' places", `**${apiPaths.media.locations}*`, '.geojson'],
])('map list when %s arrive last', (_name, heldPattern, firstUrlPart) => {
  it('does not move', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en', 1280);
    try {
      context.setDefaultTimeout(15_000);
      await context.addInitScript(recordLayoutShifts);
      let release!: () => void;
      const firstAnswered = new Promise<void>((resolve) => (release = resolve));
      page.on('requestfinished', (request) => {
        if (request.url().includes(firstUrlPart)) release();
      });
      await page.route(heldPattern, async (route) => {
        await firstAnswered;
        await route.continue();
      });
      await page.goto('/map');
      await page.locator('[data-testid="region-list"]').waitFor();
      await page.locator('[data-testid="map-canvas"][data-rendered="true"]').waitFor();
      await settle(page);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      expect(shifts.filter((s) => s.value > 0)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
