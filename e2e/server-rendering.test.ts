import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gazetteer } from '#contracts/gazetteer';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { ArabicLabels } from '#contracts/vocabulary';
import { type Lang, appTookOver, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Public pages come drawn by the server (docs/architecture.md "Server rendering"): the browser takes
// them over (hydration) without drawing them again, without asking the API for the data the page
// already carries, and without moving anything, in English and Arabic.

const env = useServerAndBrowser();
let videoId: number;

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=1`)).json()) as MediaPage;
  videoId = list.results[0]!.id;
});

/** Runs before the app in every document: adds up layout shifts, and notes when React has taken the page over. */
function watchPage(): void {
  const state = window as unknown as { __shift: number };
  state.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) state.__shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A text of the app's locale files (web/src/locales/{lang}/{file}.json, or a feature's own). */
function text(file: string, key: string): Record<Lang, string> {
  const read = (lang: Lang) => {
    const json: unknown = JSON.parse(fs.readFileSync(file.replace('{lang}', lang), 'utf8'));
    return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json) as string;
  };
  return { en: read('en'), ar: read('ar') };
}
const locale = (ns: string) => `web/src/locales/{lang}/${ns}.json`;

const pages: { name: string; path: () => string; text: Record<Lang, string> }[] = [
  { name: 'home', path: () => '/', text: text(locale('common'), 'home.recent.title') },
  { name: 'archive', path: () => '/archive?sort=title', text: text(locale('browse'), 'browse.filters') },
  // "Load more" followed without script (docs/decisions.md §1001): two pages at once.
  { name: 'archive, two pages', path: () => '/archive?page=2', text: text(locale('browse'), 'browse.filters') },
  { name: 'video', path: () => `/archive/${videoId}`, text: text(locale('video'), 'tabs.information') },
  // The map's list comes drawn, its places too (docs/decisions.md §1040): the boundary region's name is in
  // the HTML. Only the map itself waits for the boundary files, which the browser fetches (not the API).
  { name: 'map', path: () => '/map', text: text('web/src/features/map/locales/{lang}.json', 'boundaryRegions.Boulemane Province') },
  { name: 'ebooks', path: () => '/ebooks', text: text(locale('ebooks'), 'ebooks.title') },
  { name: 'about', path: () => '/about', text: text(locale('about'), 'about.title') },
  { name: 'contact', path: () => '/contact-us', text: text(locale('contact'), 'contact.form.submit') },
];

describe.each(['en', 'ar'] as const)('server-rendered pages (%s)', (lang) => {
  it.each(pages)('$name hydrates without asking again for its data, without errors or shifts', async ({ path, text }) => {
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    try {
      await context.addInitScript(watchPage);
      const apiReads: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Posters are pictures the markup names, fetched once as any image is; data is what must not come twice.
        if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !url.pathname.endsWith('/poster/'))
          apiReads.push(`${url.pathname}${url.search}`);
      });
      page.on('console', (message) => {
        // Third-party requests (map tiles) are refused in tests: the browser logs each; not the page's doing.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      const response = await page.goto(path());
      const served = await response!.text();
      // The text is in the HTML itself, in the visitor's language and direction.
      expect(served).toContain(text[lang]);
      expect(served).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      await page.getByText(text[lang]).first().waitFor();
      // Settled: whatever the page asks after hydration has been asked.
      await page.waitForLoadState('networkidle');

      expect(problems).toEqual([]);
      expect(apiReads).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.01);
      // The app's files are asked for only once the page's first text has shown (docs/decisions.md §1020).
      const started = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        app: performance.getEntriesByType('resource').find((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(started.paint).toBeTypeOf('number');
      expect(started.app).toBeGreaterThan(started.paint!);
    } finally {
      await context.close();
    }
  });
});

describe('pictures settled before the app takes the page over', () => {
  it('shows the hero picture that loaded, and the placeholder of a poster that failed', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    try {
      // The app's script is held until the pictures have settled: their load and error events come
      // before React listens (docs/architecture.md "Server rendering").
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.route(/\/poster\//, (route) => route.abort());
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForFunction(() => {
        const hero = document.querySelector<HTMLImageElement>('img[src="/hero-atlas.svg"]');
        const posters = Array.from(document.querySelectorAll<HTMLImageElement>('article img'));
        return hero?.complete === true && posters.length > 0 && posters.some((img) => img.complete && img.naturalWidth === 0);
      });
      release();
      await appTookOver(page);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('img[src="/hero-atlas.svg"]')!).opacity === '1');
      await page.getByTestId('thumbnail-fallback').first().waitFor();
      // No broken picture is left on the page.
      await expect(
        page
          .locator('article img')
          .evaluateAll(
            (images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).length,
          ),
      ).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * Opens `path` in a fresh page (its `goto` waits for the app to take it over) until the network is quiet, runs `then`
 * on it, and returns the paths of the requests of one kind it made meanwhile.
 */
async function requestsOpening(lang: Lang, path: string, kind: 'script' | 'font', then?: (page: Page) => Promise<void>): Promise<string[]> {
  const { context, page } = await newPage(env.browser, env.server.url, lang);
  try {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === kind) paths.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await then?.(page);
    return paths;
  } finally {
    await context.close();
  }
}

describe('what an Arabic page hydrates with', () => {
  // The page carries the Arabic place names it shows (docs/decisions.md §1301): its hydration fetches no gazetteer.
  it('the archive draws its Arabic place names from the page, fetching no gazetteer', async () => {
    const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=20`)).json()) as MediaPage;
    // Staff's own Arabic forms come before the gazetteer's (lib/arabic-labels.ts): those places are left out.
    const staffForms = (await (await fetch(`${env.server.url}${apiPaths.arabicLabels}`)).json()) as ArabicLabels;
    const arabicNames = list.results.flatMap((video) => {
      const region = video.region?.name.trim() ?? '';
      return staffForms.place[region] === undefined ? (gazetteer.arabicName(region) ?? []) : [];
    });
    expect(arabicNames.length).toBeGreaterThan(0);
    const scripts = await requestsOpening('ar', '/archive', 'script', (page) =>
      page.getByText(arabicNames[0]!, { exact: true }).first().waitFor(),
    );
    expect(scripts.filter((file) => file.startsWith('/assets/gazetteer-'))).toEqual([]);
  });

  // The language switch's other-script label is drawn in the system's face (docs/decisions.md §1300).
  it('leaves the Arabic faces unfetched on an English page that shows no Arabic', async () => {
    const fonts = await requestsOpening('en', '/about', 'font');
    expect(fonts.some((file) => file.includes('noto-sans-latin-400'))).toBe(true);
    expect(fonts.filter((file) => file.includes('arabic'))).toEqual([]);
  });

  // A page names only its language's web face: the other script's titles on its cards are drawn in the system's face,
  // and the page's `load`, which the app waits for, does not wait for that script's faces (docs/decisions.md §2540).
  it("fetches only its own language's faces on a home page whose cards show titles in both scripts", async () => {
    const english = await requestsOpening('en', '/', 'font', async (page) => {
      expect(await page.locator('article h3[lang="ar"]').count()).toBeGreaterThan(0);
    });
    expect(english.some((file) => file.includes('noto-sans-latin-400'))).toBe(true);
    expect(english.filter((file) => file.includes('arabic'))).toEqual([]);
    const arabic = await requestsOpening('ar', '/', 'font', async (page) => {
      expect(await page.locator('article h3[lang="en"]').count()).toBeGreaterThan(0);
      // The Arabic page's own text is still drawn in its Arabic face.
      const heading = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily);
      expect(heading.startsWith('"Noto Sans Arabic"')).toBe(true);
    });
    expect(arabic.some((file) => file.includes('noto-sans-arabic-400'))).toBe(true);
    expect(arabic.filter((file) => file.includes('noto-sans-latin'))).toEqual([]);
  });
});
