import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { adminHeaders } from '../api/test/test-server.ts';
import { fullPayload, participantPayload } from '../api/test/http.ts';
import { signIn } from './support/admin.ts';
import { adminTexts } from './support/admin-texts.ts';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// People (docs/behaviour.md §1300) as a reader without JavaScript finds them: from a video page's narrator and
// important people to their pages, drawn by the server in English and in Arabic, with their authority links and
// schema.org Person data.
const env = useServerAndBrowser();
let video: Media;

beforeAll(async () => {
  const headers = await adminHeaders(env.server);
  const post = (path: string, method: string, json: unknown) =>
    fetch(`${env.server.url}${path}`, { method, headers, body: JSON.stringify(json) }).then(async (res) => {
      expect(res.status).toBeLessThan(300);
      return res.json() as Promise<unknown>;
    });
  video = (await post(apiPaths.media.full, 'POST', {
    ...fullPayload({ title: 'Weaving in Azrou, told by Itto', important_people: ['Mouha ou Hammou Zayani'] }),
    participants: [participantPayload(1), participantPayload(2, { first_name: 'Itto', last_name: 'Ouhammou' })],
  })) as Media;
  const narrator = video.participants.find((p) => p.role === 2)!;
  await post(apiPaths.admin.participantConsent(video.id, narrator.id), 'PUT', {
    scope: 'public',
    signed_on: '2024-03-01',
    valid_until: null,
    conditions: '',
  });
  await post(apiPaths.admin.person('mouha-ou-hammou-zayani'), 'PUT', {
    name: 'Mouha ou Hammou Zayani',
    name_ar: 'موحى أوحمو الزياني',
    authority: { wikidata: 'https://www.wikidata.org/wiki/Q3324447', viaf: null },
  });
});

describe('people without JavaScript', () => {
  it('follows the narrator and an important person from the video page to their pages, in English and in Arabic', async () => {
    for (const [lang, locale, heading] of [
      ['en', 'en-US', 'Mouha ou Hammou Zayani'],
      ['ar', 'ar-MA', 'موحى أوحمو الزياني'],
    ] as const) {
      const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false, locale });
      try {
        const page = await context.newPage();
        await page.goto(`/archive/${video.id}?lng=${lang}`);
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        // The narrator links to their page.
        await page.locator('a[href="/people/itto-ouhammou"]').first().click();
        await page.waitForURL('**/people/itto-ouhammou');
        await page.getByRole('heading', { level: 1, name: 'Itto Ouhammou' }).waitFor();
        expect(await page.locator(`a[href="/archive/${video.id}"]`).count()).toBeGreaterThan(0);
        await page.goBack();

        await page.locator('a[href="/people/mouha-ou-hammou-zayani"]').first().click();
        await page.waitForURL('**/people/mouha-ou-hammou-zayani');
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.getByTestId('authority-wikidata').getAttribute('href')).toBe('https://www.wikidata.org/wiki/Q3324447');
        const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
        expect(structured).toContain('"Person"');
        expect(structured).toContain('"sameAs":["https://www.wikidata.org/wiki/Q3324447"]');
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
        expect(alternates).toEqual(expect.arrayContaining(['en', 'ar', 'x-default']));
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain('/people/mouha-ou-hammou-zayani');
      } finally {
        await context.close();
      }
    }
  });

  it('lists people in the sitemap, and an unknown person is a page of its own', async () => {
    const sitemap = await (await fetch(`${env.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/people/itto-ouhammou');
    const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto('/people/nobody-of-that-name');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Person not found' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('people as staff keep them', () => {
  it('lets staff find a person, refuse a malformed identifier, save a pasted address bare, and split an interview off', async () => {
    const texts = adminTexts.en.people;
    const { context, page } = await newPage(env.browser, env.server.url, 'en', 1280);
    await signIn(page);
    await page.getByRole('link', { name: adminTexts.en.nav.people }).click();
    await page.getByLabel(texts.filter).fill('itto ouhammou');
    await page
      .getByTestId('admin-people')
      .getByRole('link', { name: new RegExp(`^${texts.edit}\\s*: Itto Ouhammou$`) })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Itto Ouhammou' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(texts.fields.viaf).fill('not a viaf id');
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await page.locator('#person-viaf-error').waitFor();
    expect(await page.getByLabel(texts.fields.viaf).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(texts.fields.viaf).fill('https://viaf.org/viaf/102333412/');
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await page.getByRole('status').getByText(texts.saved).waitFor();
    expect(await page.getByLabel(texts.fields.viaf).inputValue()).toBe('102333412');

    await page.getByRole('checkbox').first().check();
    await page.getByLabel(texts.fields.newName, { exact: true }).fill('Itto Ouhammou of Azrou');
    await page.getByRole('button', { name: texts.split_one.replace('{{count}}', '1') }).click();
    await page.waitForURL('**/atlas-control/people/itto-ouhammou-of-azrou');
    await page.getByRole('heading', { level: 1, name: 'Itto Ouhammou of Azrou' }).waitFor();
    await context.close();
  });
});
