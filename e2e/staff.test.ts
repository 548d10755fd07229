import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { adminHeaders } from '../api/test/test-server.ts';
import { axeViolations } from './support/axe.ts';
import { type Lang, newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Staff screens as staff see them (docs/behaviour.md §902, §903): pictures from the site itself,
// deleting with the Trash named and Undo, and the wizard's errors where staff look, at 1280 and
// 390 px, in English and Arabic. Offline: every third-party request is aborted.

const env = useServerAndBrowser();
let headers: Record<string, string>;
let archivedTitle = '';

beforeAll(async () => {
  headers = await adminHeaders(env.server);
  const archived = await fetch(`${env.server.url}${apiPaths.media.list}?visibility=archived&page_size=100`, { headers });
  archivedTitle = ((await archived.json()) as MediaPage).results[0]!.title;
});

/** A page already signed in (the token the login page would store), in `lang` at `width`. */
async function adminPage(lang: Lang, width: number, path: string) {
  const opened = await newPage(env.browser, env.server.url, lang, width);
  await opened.page.goto('/atlas-control/login');
  await opened.page.evaluate((token) => {
    sessionStorage.setItem('adminToken', token);
    sessionStorage.setItem('isAuthenticated', 'true');
  }, headers.authorization!.slice('Bearer '.length));
  await opened.page.goto(path);
  return opened;
}

/**
 * Every card inside `selector` has its picture from the site (fetched with the token), and those in
 * view are decoded images, not the blank background (the rest load lazily as they scroll in).
 */
const picturesLoaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const cards = Array.from(document.querySelectorAll(s));
    const images = cards.map((card) => card.querySelector('img'));
    const inView = (img: HTMLImageElement) => img.getBoundingClientRect().top < window.innerHeight;
    return (
      cards.length > 0 &&
      images.every((img) => img?.src.startsWith('data:image/')) &&
      images.every((img) => !inView(img!) || (img!.complete && img!.naturalWidth > 0))
    );
  }, selector);

describe('admin pictures', () => {
  it("shows every card's picture from the site, an archived video's too, and asks the video host for none", async () => {
    const { context, page } = await adminPage('en', 1280, '/atlas-control/videos');
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (request.resourceType() === 'image' && host !== '127.0.0.1') thirdParty.push(request.url());
    });
    await page.getByTestId('video-card').first().waitFor();
    expect(await page.getByTestId('video-card').count()).toBe(32);
    await page.getByLabel('Show').selectOption('archived');
    await page.getByTestId('video-card').filter({ hasText: archivedTitle }).waitFor();
    await picturesLoaded(page, '[data-testid="video-card"]');
    await page.getByLabel('Show').selectOption('all');
    await picturesLoaded(page, '[data-testid="video-card"]');
    await screenshot(page, 'staff-list-pictures-en');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Recently Published' }).waitFor();
    await picturesLoaded(page, 'section:has(#recent-title) li');
    expect(thirdParty).toEqual([]);
    await context.close();
  });
});

describe('deleting a video', () => {
  it('names the video and the Trash’s days, then offers Undo, which brings it back', async () => {
    const { context, page } = await adminPage('en', 1280, '/atlas-control/videos');
    await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
    const card = page.getByTestId('video-card').first();
    await card.waitFor();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this video?').waitFor();
    await dialog.getByText(`“${title}” goes to the Trash for 30 days; until then it can be restored.`).waitFor();
    await screenshot(page, 'staff-delete-confirm-en');
    expect(await axeViolations(page, { anyImpact: true })).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();

    const notice = page.getByRole('status').filter({ hasText: `“${title}” was moved to the Trash.` });
    await notice.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length === 31);
    await screenshot(page, 'staff-delete-undo-en');
    expect(await axeViolations(page, { anyImpact: true })).toEqual([]);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${title}” is back among the videos.` })
      .waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length === 32);
    const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`, { headers })).json()) as MediaPage;
    expect(list.results.map((m) => m.title)).toContain(title);
    await context.close();
  });

  it('says the same in Arabic on a phone', async () => {
    const { context, page } = await adminPage('ar', 390, '/atlas-control/videos');
    await page.getByRole('heading', { name: 'الفيديوهات', level: 1 }).waitFor();
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'حذف المحدد' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('هل أنت متأكد أنك تريد حذف فيديوهين؟').waitFor();
    await dialog.getByText('تُنقل إلى سلة المحذوفات لمدة 30 يومًا، ويمكن استعادتها خلالها.').waitFor();
    await screenshot(page, 'staff-delete-confirm-ar-390');
    expect(await axeViolations(page, { anyImpact: true })).toEqual([]);
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await context.close();
  });
});

describe('the wizard', () => {
  for (const [lang, width] of [
    ['en', 390],
    ['ar', 1280],
  ] as const) {
    it(`checks a field when it is left and brings the first error into view (${lang}, ${width} px)`, async () => {
      const { context, page } = await adminPage(lang, width, '/atlas-control/videos/new');
      const title = page.locator('#field-title');
      // Clicked as staff would: that waits until the account has loaded and the fields are no longer disabled.
      await title.click();
      await page.keyboard.press('Tab');
      await page.locator('#field-title-error').waitFor();
      // Nothing else complains yet: only the field that was left.
      expect(await page.locator('[id$="-error"]').count()).toBe(1);
      await page.locator('#field-url').fill('ftp://example.org');
      // Scrolled to the bottom, staff press Save & Next: the first field in error comes to them, focused.
      await page.getByRole('button', { name: lang === 'en' ? 'Save & Next' : 'حفظ والتالي' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'field-title');
      await page.waitForFunction(() => {
        const box = document.getElementById('field-title')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(await page.locator('#field-url-error').count()).toBe(1);
      expect(await page.locator('#field-acknowledgement-error').count()).toBe(1);
      await screenshot(page, `staff-wizard-errors-${lang}-${width}`);
      expect(await axeViolations(page, { anyImpact: true })).toEqual([]);
      await context.close();
    });
  }
});
