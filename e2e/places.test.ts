import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { adminHeaders } from '../api/test/test-server.ts';
import placesAr from '../web/src/features/admin/places/locales/ar.json' with { type: 'json' };
import { signIn } from './support/admin.ts';
import { adminTexts } from './support/admin-texts.ts';
import { axeViolations } from './support/axe.ts';
import { appTookOver, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Places (docs/behaviour.md §1300) as a reader without JavaScript meets them: from an interview's page to the page of
// the place it was recorded at, in English, then the same page in Arabic, with the identifiers staff gave it.
const env = useServerAndBrowser();
const TITLE = 'The Cedar Carvers of Azrou';
let videoId: number;

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  videoId = list.results.find((m) => m.title === TITLE)!.id;
  const saved = await fetch(`${env.server.url}${apiPaths.admin.place('azrou')}`, {
    method: 'PUT',
    headers: await adminHeaders(env.server),
    body: JSON.stringify({ authority: { geonames: 'https://www.geonames.org/2544248/azrou.html', wikidata: 'Q1027537' } }),
  });
  expect(saved.status).toBe(200);
});

describe('place pages without JavaScript', () => {
  it('reaches a place from the video page, in English, with where it sits, its interviews and its identifiers', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(`/archive/${videoId}`);
      await page.locator('main a[href="/places/azrou"]').first().click();
      await page.waitForURL('**/places/azrou');
      await page.getByRole('heading', { name: 'Azrou', level: 1 }).waitFor();
      const main = page.locator('main');
      await expect(main.getByText('أزرو').first().isVisible()).resolves.toBe(true);
      // Where it sits, linked; its interviews; its neighbours; its identifiers.
      await expect(main.getByRole('navigation', { name: 'Where it is' }).getByRole('link').allTextContents()).resolves.toEqual([
        'Ifrane Province',
      ]);
      await expect(main.locator('[data-testid="video-results"] article h3').allTextContents()).resolves.toContain(TITLE);
      await expect(main.locator('[data-testid="place-nearby"] a').count()).resolves.toBeGreaterThan(0);
      await expect(main.locator('[data-testid="place-sketch"] svg circle').count()).resolves.toBeGreaterThan(1);
      await expect(
        main.locator('[data-testid="authority-links"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).resolves.toEqual(['https://www.wikidata.org/wiki/Q1027537', 'https://www.geonames.org/2544248']);
      // The head: canonical, both languages, and schema.org Place data with its point and identifiers.
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(/\/places\/azrou(\?lng=en)?$/);
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]').getAttribute('href')).resolves.toMatch(/\/places\/azrou\?lng=ar$/);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((json) => JSON.parse(json) as Record<string, unknown>)
        .find((json) => json['@type'] === 'Place');
      expect(data).toMatchObject({
        name: 'Azrou',
        geo: { '@type': 'GeoCoordinates' },
        containedInPlace: { name: 'Ifrane Province' },
        sameAs: ['https://www.wikidata.org/wiki/Q1027537', 'https://www.geonames.org/2544248'],
      });
      // A breadcrumb link leads on, still without script.
      await main.getByRole('link', { name: 'Ifrane Province' }).click();
      await page.getByRole('heading', { name: 'Ifrane Province', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('reads in Arabic, right to left, the Arabic names first', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false, locale: 'ar' });
    try {
      const page = await context.newPage();
      await page.goto('/places/azrou?lng=ar');
      await page.getByRole('heading', { name: 'أزرو', level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expect(page.locator('main').getByRole('link', { name: 'إقليم إفران' }).count()).resolves.toBe(1);
      await expect(page.locator('main').getByText('Azrou', { exact: true }).count()).resolves.toBeGreaterThan(0);
      await expect(page.locator('main [data-testid="video-results"] article').count()).resolves.toBeGreaterThan(0);
      // A place no public interview names has no page.
      const missing = await page.goto('/places/tizguite-nowhere?lng=ar');
      expect(missing?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('has no accessibility finding once the app has taken the page over, in Arabic on a phone', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 390);
    try {
      await page.goto('/places/azrou');
      await page.getByRole('heading', { name: 'أزرو', level: 1 }).waitFor();
      await appTookOver(page);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('places with the app', () => {
  it("links a commune's entry on the map to its page", async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en', 1280);
    try {
      await page.goto('/map');
      await page.locator('[data-region="Ifrane Province"]').click();
      await page.locator('a[href="/places/azrou"]', { hasText: 'Place page' }).click();
      await page.getByRole('heading', { name: 'Azrou', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('lets staff set a place’s identifiers in Arabic, refusing a bad one by its field', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 1280);
    const texts = placesAr.places;
    try {
      await signIn(page, 'ar');
      await page.getByRole('link', { name: adminTexts.ar.nav.places }).click();
      const row = page.locator('[data-testid="place-row"][data-slug="ifrane"]');
      await row.getByLabel(texts.wikidata).fill('not an identifier');
      await row.getByRole('button', { name: texts.save }).click();
      await row.getByText(texts.invalid.replace('{{name}}', texts.wikidata)).waitFor();
      await expect(row.getByLabel(texts.wikidata).getAttribute('aria-invalid')).resolves.toBe('true');
      await row.getByLabel(texts.wikidata).fill('https://www.wikidata.org/wiki/Q842093');
      await row.getByRole('button', { name: texts.save }).click();
      await page.getByText(texts.saved.replace('{{name}}', 'Ifrane')).waitFor();
      await expect(row.getByLabel(texts.wikidata).inputValue()).resolves.toBe('Q842093');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
