import { beforeAll, describe, expect, it } from 'vitest';
import type { MapLocation, Media, MediaPage } from '#contracts/media';
import { DEFAULT_PAGE_SIZE } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { adminHeaders } from '../api/test/test-server.ts';
import mapTextsAr from '../web/src/features/map/locales/ar.json' with { type: 'json' };
import mapTexts from '../web/src/features/map/locales/en.json' with { type: 'json' };
import enBrowse from '../web/src/locales/en/browse.json' with { type: 'json' };
import enContact from '../web/src/locales/en/contact.json' with { type: 'json' };
import { useServerAndBrowser } from './support/server-and-browser.ts';

const { contact } = enContact;
const { browse } = enBrowse;

// A reader without JavaScript (docs/architecture.md "Server rendering"): pages come drawn by the
// server, an interview's transcripts and segments can be read (no player), and the search form is
// sent as a plain GET of the archive.

const env = useServerAndBrowser();
let video: Media;

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  for (const summary of list.results) {
    const detail = (await (await fetch(`${env.server.url}${apiPaths.media.detail(summary.id)}`)).json()) as Media;
    if (detail.transcripts.some((t) => t.text.trim() !== '') && detail.segments.length > 0) {
      video = detail;
      break;
    }
  }
});

describe('without JavaScript', () => {
  it("reads an interview's transcript and segments, and searches the archive", async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(`/archive/${video.id}`);
      const transcript = video.transcripts.find((t) => t.text.trim() !== '')!;
      const firstWords = transcript.text.trim().split(/\s+/).slice(0, 6).join(' ');
      const text = () => page.locator('body').innerText();
      expect((await text()).replace(/\s+/g, ' ')).toContain(firstWords);
      expect(await text()).toContain(video.segments[0]!.title);

      // The home page's picture is shown, with nothing to fade it in (docs/behaviour.md §4 hero image).
      await page.goto('/');
      await expect(page.locator('img[src="/hero-atlas.svg"]').evaluate((img) => getComputedStyle(img).opacity)).resolves.toBe('1');

      // The map's list is drawn by the server (docs/decisions.md §1041): regions with their counts, each
      // opened without script; an interview in it is a link to its page. Only the map itself needs script.
      await page.goto('/map');
      expect(await text()).toContain(mapTexts.mapWithoutScript);
      expect(await text()).not.toContain(mapTexts.loadingRegions);
      expect(await text()).not.toContain(mapTexts.loading);
      const regions = page.getByTestId('region-list').locator('details');
      await expect(regions.locator('summary', { hasText: '142 places' }).count()).resolves.toBe(1);
      const located = (await (await fetch(`${env.server.url}${apiPaths.media.locations}`)).json()) as MapLocation[];
      const mapped = located.find((l) => l.visibility !== 'archived' && l.location.region.trim() !== '')!;
      const inRegion = located.filter((l) => l.visibility !== 'archived' && l.location.region.trim() === mapped.location.region.trim());
      const link = regions.locator(`a[href="/archive/${mapped.id}"]`);
      const region = regions.filter({ has: page.locator(`a[href="/archive/${mapped.id}"]`) });
      await expect(
        region
          .locator('summary')
          .innerText()
          .then((text) => text.replace(/\s+/g, ' ')),
      ).resolves.toContain(`${mapped.location.region.trim()} ${inRegion.length} interview`);
      // Closed at first, as with script: a click on the region opens it.
      await expect(link.isVisible()).resolves.toBe(false);
      await region.locator('summary').click();
      await expect(link.innerText()).resolves.toContain(mapped.title);
      await link.click();
      await page.waitForURL((url) => url.pathname === `/archive/${mapped.id}`);
      expect(await text()).toContain(mapped.title);

      const term = video.title.split(/\s+/).find((word) => word.length > 4)!;
      await page.goto('/archive');
      await page.locator('input[name="search"]').first().fill(term);
      await page.locator('form[role="search"] button[type="submit"]').first().click();
      await page.waitForURL((url) => url.pathname === '/archive' && url.searchParams.get('search') === term);
      expect(await text()).toContain(video.title);
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');

      // In Arabic, the map's list is in Arabic: the region's name and its places' Arabic names (geo/SOURCES.md).
      await page.goto('/map?lng=ar');
      const douars = page
        .getByTestId('region-list')
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: mapTextsAr.boundaryRegions.Douars }) });
      await douars.locator('summary').click();
      await expect(douars.getByText('تيجام', { exact: true }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('moves around the archive: one page more, a facet, a search within it', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const titles = () => page.locator('main article h3').allInnerTexts();
      await page.goto('/archive');
      const firstPage = await titles();
      expect(firstPage).toHaveLength(DEFAULT_PAGE_SIZE);
      // "Load more" is a link: followed, the archive shows one page more.
      await page.getByRole('link', { name: 'Load more', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      const twoPages = await titles();
      expect(twoPages.length).toBeGreaterThan(DEFAULT_PAGE_SIZE);
      expect(twoPages.slice(0, DEFAULT_PAGE_SIZE)).toEqual(firstPage);

      // A facet value is a link to the archive narrowed by it, with as many interviews as it says.
      const facet = page.locator('[data-facet="region"] a').first();
      const region = (await facet.getAttribute('data-value'))!;
      const count = Number(await facet.locator('span.tabular-nums').innerText());
      await facet.click();
      await page.waitForURL((url) => url.searchParams.get('region') === region && !url.searchParams.has('page'));
      const narrowed = await titles();
      expect(narrowed).toHaveLength(count);

      // The sort is sent by a button only a reader without script sees, and keeps the facet
      // (docs/decisions.md §1013); the interviews come in the order the API gives for the same choice.
      await page.locator('main select[name="sort"]').selectOption('title');
      await page.getByRole('button', { name: browse.sortApply, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'title' && url.searchParams.get('region') === region);
      const sorted = (await (
        await fetch(`${env.server.url}${apiPaths.media.list}?region=${encodeURIComponent(region)}&sort=title&page_size=100`)
      ).json()) as MediaPage;
      expect(await titles()).toEqual(sorted.results.map((result) => result.title));
      expect(await titles()).not.toEqual(narrowed);

      // A search from there keeps the facet.
      const term = narrowed[0]!.split(/\s+/).find((word) => word.length > 4)!;
      await page.locator('main input[name="search"]').fill(term);
      await page.locator('main form[role="search"] button[type="submit"]').click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get('search') === term && url.searchParams.get('region') === region && url.searchParams.get('sort') === 'title',
      );
      expect(await titles()).toContain(narrowed[0]);
    } finally {
      await context.close();
    }
  });

  it("sends the contact form: the server shows the contract's errors, then thanks, and the message arrives", async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto('/contact-us');
      const form = page.locator('main form');
      await form.getByLabel('Full name').fill('Itto Ouhammou');
      await form.getByLabel('Email address').fill('not an address');
      await form.getByRole('button', { name: contact.form.submit }).click();
      // Refused: the page comes back with what was typed and the errors the app itself would show.
      await page.getByText(contact.validation.emailInvalid).waitFor();
      await page.getByText(contact.validation.messageRequired).waitFor();
      await expect(form.getByLabel('Full name').inputValue()).resolves.toBe('Itto Ouhammou');
      await expect(form.locator('[aria-invalid="true"]').count()).resolves.toBe(2);

      const message = `Sent without script ${Date.now()}`;
      await form.getByLabel('Email address').fill('itto@example.org');
      await form.getByLabel('Message').fill(message);
      await form.getByRole('button', { name: contact.form.submit }).click();
      await page.getByRole('status').filter({ hasText: contact.success.title }).waitFor();
      await expect(form.getByLabel('Message').inputValue()).resolves.toBe('');
      const inbox = await fetch(`${env.server.url}${apiPaths.messages.list}`, { headers: await adminHeaders(env.server) });
      const messages = (await inbox.json()) as { name: string; message: string }[];
      expect(messages.filter((m) => m.message === message)).toEqual([expect.objectContaining({ name: 'Itto Ouhammou' })]);
    } finally {
      await context.close();
    }
  });
});
