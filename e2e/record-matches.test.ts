import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { adminHeaders } from '../api/test/test-server.ts';
import { fullPayload, participantPayload } from '../api/test/http.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Records in a search (docs/behaviour.md §1300) as a reader without JavaScript sees them: the archive's search page,
// drawn by the server in English and in Arabic, names the places and people the search matches above its interviews,
// each a link to its page; a search that names none shows no such region.
const env = useServerAndBrowser();
let video: Media;

beforeAll(async () => {
  const headers = await adminHeaders(env.server);
  const send = (path: string, method: string, json: unknown) =>
    fetch(`${env.server.url}${path}`, { method, headers, body: JSON.stringify(json) }).then(async (res) => {
      expect(res.status).toBeLessThan(300);
      return res.json() as Promise<unknown>;
    });
  video = (await send(apiPaths.media.full, 'POST', {
    ...fullPayload({ title: 'Weaving in Tijam, told by Itto', places: ['Tijam'] }),
    participants: [participantPayload(1), participantPayload(2, { first_name: 'Itto', last_name: 'Ouhammou' })],
  })) as Media;
  const narrator = video.participants.find((p) => p.role === 2)!;
  await send(apiPaths.admin.participantConsent(video.id, narrator.id), 'PUT', {
    scope: 'public',
    signed_on: '2024-03-01',
    valid_until: null,
    conditions: '',
  });
  await send(apiPaths.admin.person('itto-ouhammou'), 'PUT', { name: 'Itto Ouhammou', name_ar: 'إيطو أوحمو', authority: {} });
});

/** Whether the records region comes before this video's card in the page. */
const regionBeforeVideo = (page: Page, id: number) =>
  page.evaluate((videoId) => {
    const region = document.querySelector('[data-testid="record-matches"]');
    const card = document.querySelector(`a[href="/archive/${videoId}"]`);
    return !!region && !!card && (region.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  }, id);

describe('records in the archive search without JavaScript', () => {
  it('shows the matching place and person above the interviews, in English and in Arabic, as links to their pages', async () => {
    for (const { lang, locale, place, person, heading, placeName, personName } of [
      {
        lang: 'en',
        locale: 'en-US',
        place: 'tijam',
        person: 'itto ouhammou',
        heading: 'Collections, places and people',
        placeName: 'Tijam',
        personName: 'Itto Ouhammou',
      },
      {
        lang: 'ar',
        locale: 'ar-MA',
        place: 'تيجام',
        person: 'ouhammou',
        heading: 'مجموعات وأماكن وأشخاص',
        placeName: 'تيجام',
        personName: 'إيطو أوحمو',
      },
    ]) {
      const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false, locale });
      try {
        const page = await context.newPage();
        await page.goto(`/archive?search=${encodeURIComponent(place)}&lng=${lang}`);
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        const region = page.getByRole('region', { name: heading });
        const placeLink = region.getByRole('list', { name: lang === 'ar' ? 'الأماكن' : 'Places' }).getByRole('link', { name: placeName });
        expect(await placeLink.getAttribute('href')).toBe('/places/tijam');
        expect(await regionBeforeVideo(page, video.id)).toBe(true);

        await page.goto(`/archive?search=${encodeURIComponent(person)}&lng=${lang}`);
        const personLink = page.getByRole('region', { name: heading }).getByRole('link', { name: personName });
        expect(await personLink.getAttribute('href')).toBe('/people/itto-ouhammou');
        expect(await regionBeforeVideo(page, video.id)).toBe(true);
        // The link leads to the person's page, drawn by the server in the same language.
        await personLink.click();
        await page.waitForURL('**/people/itto-ouhammou');
        await page.getByRole('heading', { level: 1, name: personName }).waitFor();
      } finally {
        await context.close();
      }
    }
  });

  it('shows no records region when the search names none', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/archive?search=weaving%20in%20tijam%20told');
      // The interview is there, and nothing above it.
      expect(await page.locator(`a[href="/archive/${video.id}"]`).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('record-matches').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
