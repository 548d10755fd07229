import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { fullPayload } from '../api/test/http.ts';
import { type TestServer, adminHeaders, startTestServer } from '../api/test/test-server.ts';
import { buildWebIfStale } from '../scripts/build-web.ts';
import arAccessRequest from '../web/src/features/access-request/locales/ar.json' with { type: 'json' };
import enAccessRequest from '../web/src/features/access-request/locales/en.json' with { type: 'json' };
import arCommon from '../web/src/locales/ar/common.json' with { type: 'json' };
import arContact from '../web/src/locales/ar/contact.json' with { type: 'json' };
import arEbooks from '../web/src/locales/ar/ebooks.json' with { type: 'json' };
import arVideo from '../web/src/locales/ar/video.json' with { type: 'json' };
import enCommon from '../web/src/locales/en/common.json' with { type: 'json' };
import enContact from '../web/src/locales/en/contact.json' with { type: 'json' };
import enEbooks from '../web/src/locales/en/ebooks.json' with { type: 'json' };
import enVideo from '../web/src/locales/en/video.json' with { type: 'json' };
import { TAKEOVER_PROFILES, slowAs } from '../bench/takeover.ts';
import { type Lang, appTookOver, releaseBrowser, workerBrowser } from './support/browser.ts';

// Every control works the moment it is on screen (docs/architecture.md "First paint"): each test acts on a phone
// as soon as the control is visible, while the app's main script is held back, so the press lands before the app has
// taken the page over; it asserts what the visitor sees, with the app still held where the browser alone must do
// it, and once the app has come where the app must.
// `FIRST_PAINT_PROFILE=phone` runs the same with the phone profile's CPU and network (bench/takeover.ts: 4x slower,
// 1.6 Mbit/s, 150 ms), so a press can also land while the page's HTML is still arriving; five times slower, so not in
// `npm test` (docs/decisions.md §2503).
const SLOWED = process.env.FIRST_PAINT_PROFILE === 'phone' ? TAKEOVER_PROFILES.find((p) => p.name === 'phone') : undefined;
if (SLOWED) vi.setConfig({ testTimeout: 180_000 });

const PASSWORD = 'juniper and cedar';
const texts = {
  en: { common: enCommon, contact: enContact, ebooks: enEbooks, video: enVideo, accessRequest: enAccessRequest },
  ar: { common: arCommon, contact: arContact, ebooks: arEbooks, video: arVideo, accessRequest: arAccessRequest },
} as const;

let open: TestServer;
let gated: TestServer;
let browser: Browser;
/** An interview public on request: its page shows the request form, a chunk of its own (docs/decisions.md §2643). */
let withheldId: number;
beforeAll(async () => {
  await buildWebIfStale();
  [open, gated, browser] = await Promise.all([startTestServer(), startTestServer({ platformPassword: PASSWORD }), workerBrowser()]);
  const headers = await adminHeaders(open);
  const created = await fetch(`${open.url}${apiPaths.media.full}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(fullPayload({ title: 'Wells of Tinghir', visibility: 'public' })),
  });
  withheldId = ((await created.json()) as Media).id;
  const access = await fetch(`${open.url}${apiPaths.admin.mediaAccess(withheldId)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ access: 'on_request' }),
  });
  expect(access.status).toBe(200);
}, 600_000);
afterAll(async () => {
  await releaseBrowser(browser);
  await Promise.all([open?.close(), gated?.close()]);
});

interface Held {
  context: BrowserContext;
  page: Page;
  /** Lets the app's main script through: the app then takes the page over. */
  release(): void;
  tookOver(): Promise<boolean>;
}

/** A phone (390 × 844, touch) whose app script waits until `release()`; other hosts are unreachable. */
async function phone(baseURL: string, lang: Lang): Promise<Held> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: lang === 'ar' ? 'ar-MA' : 'en-US',
  });
  context.setDefaultTimeout(SLOWED ? 45_000 : 15_000);
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  if (SLOWED) await slowAs(await context.newCDPSession(page), SLOWED);
  const tookOver = () => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
  return { context, page, release, tookOver };
}

/**
 * Opens a page as a visitor does and waits for its first contentful paint, the moment a visitor first sees a control
 * (before it, the browser has laid the page out without its stylesheet, and a press aimed there lands elsewhere).
 */
async function visit(held: Held, path: string, lang: Lang): Promise<void> {
  await held.page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lang}`, { waitUntil: 'commit' });
  await held.page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 'raf' });
}

/** Opens `path` on a fresh held phone, runs `act` on it, and closes it. */
async function onPhone(baseURL: string, path: string, lang: Lang, act: (held: Held) => Promise<void>): Promise<void> {
  const held = await phone(baseURL, lang);
  try {
    await visit(held, path, lang);
    await act(held);
  } finally {
    held.release();
    await held.context.close();
  }
}

/** Fills the contact form as a visitor would. */
async function fillContactForm(page: Page, form: (typeof enContact)['contact']['form']): Promise<void> {
  await page.getByLabel(form.name, { exact: false }).first().fill('Itto Ouhadou');
  await page.getByLabel(form.email, { exact: false }).first().fill('itto@example.org');
  await page.getByLabel(form.message, { exact: false }).first().fill('A story from Timahdite.');
}

describe.each(['en', 'ar'] as Lang[])('at first paint, on a phone (%s)', (lang) => {
  const tx = texts[lang];
  const contactForm = tx.contact.contact.form;

  it('the gate takes the password and opens the page asked for; a wrong one is refused with the reason', () =>
    onPhone(gated.url, '/about', lang, async ({ page, release, tookOver }) => {
      const field = page.getByLabel(tx.common.gate.password);
      await field.fill('not the password');
      await field.press('Enter');
      await page.getByRole('alert').filter({ hasText: tx.common.gate.incorrect }).waitFor();
      await page.getByLabel(tx.common.gate.password).fill(PASSWORD);
      await page.getByLabel(tx.common.gate.password).press('Enter');
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: tx.common.gate.title }).waitFor();
      expect(await page.getByLabel(tx.common.gate.password).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/about');
      expect(await tookOver()).toBe(false);
      release();
      await appTookOver(page);
      // Once the app runs, the browser session knows it passed, as it always has.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('atlas_platform_access'))).toBe('true');
    }));

  it('the search box lands on the archive with the text trimmed; empty, it does nothing', () =>
    onPhone(open.url, '/', lang, async ({ page, tookOver }) => {
      const box = page.getByRole('search').first();
      await box.getByRole('button').click();
      expect(new URL(page.url()).pathname).toBe('/');
      await box.getByRole('searchbox').fill('  Azrou  ');
      await box.getByRole('searchbox').press('Enter');
      await page.waitForURL((url) => url.pathname === '/archive');
      expect(new URL(page.url()).search).toBe('?search=Azrou');
      expect(await tookOver()).toBe(false);
    }));

  it('the menu opens, closes on Escape and on a press outside it, and its links go where they say', () =>
    onPhone(open.url, '/', lang, async ({ page, tookOver }) => {
      const toggle = page.getByRole('button', { name: tx.common.nav.openMenu });
      const menu = page.locator('[data-site-menu]');
      await toggle.click();
      await menu.getByRole('link', { name: tx.common.nav.ebooks }).waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await toggle.click();
      await menu.waitFor();
      // On the dimmed page under the menu: it closes, and what is under it is not pressed.
      await page.mouse.click(195, 800);
      await menu.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');
      await toggle.click();
      await menu.getByRole('link', { name: tx.common.nav.ebooks }).click();
      await page.waitForURL((url) => url.pathname === '/ebooks');
      expect(await tookOver()).toBe(false);
    }));

  it('the FAQ opens the question pressed and closes the one that was open', () =>
    onPhone(open.url, '/', lang, async ({ page, release, tookOver }) => {
      const first = page.getByText(tx.common.home.faq.items.what.answer);
      const second = page.getByText(tx.common.home.faq.items.who.answer);
      await first.waitFor();
      await page.getByText(tx.common.home.faq.items.who.question).click();
      await second.waitFor();
      await first.waitFor({ state: 'hidden' });
      expect(await tookOver()).toBe(false);
      release();
      await appTookOver(page);
      // The app keeps what the visitor opened.
      await second.waitFor();
      expect(await first.isVisible()).toBe(false);
    }));

  it("the map's regions open one at a time and an interview's item opens its page", () =>
    onPhone(open.url, '/map', lang, async ({ page, tookOver }) => {
      const regions = page.locator('[data-testid="region-list"] > li > details');
      await regions.first().locator('summary').click();
      const item = regions.first().locator('a[href^="/archive/"]').first();
      await item.waitFor();
      await regions.nth(1).locator('summary').click();
      await item.waitFor({ state: 'hidden' });
      await regions.first().locator('summary').click();
      const href = await item.getAttribute('href');
      await item.click();
      await page.waitForURL((url) => url.pathname === href);
      expect(await tookOver()).toBe(false);
    }));

  it("a search's place link, a place page's neighbour and the map's place link go where they say", async () => {
    await onPhone(open.url, '/archive?search=azrou', lang, async ({ page, tookOver }) => {
      await page.getByTestId('record-matches').locator('a[href="/places/azrou"]').click();
      await page.waitForURL((url) => url.pathname === '/places/azrou');
      const near = page.getByTestId('place-nearby').getByRole('link').first();
      const href = await near.getAttribute('href');
      await near.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.getByTestId('place-name').waitFor();
      expect(await tookOver()).toBe(false);
    });
    await onPhone(open.url, '/map', lang, async ({ page, tookOver }) => {
      const region = page.locator('[data-testid="region-list"] > li > details').filter({ has: page.locator('a[href^="/places/"]') });
      await region.first().locator('summary').click();
      const link = region.first().locator('a[href^="/places/"]').first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      expect(await tookOver()).toBe(false);
    });
  });

  it("the ebooks page's Back to Top shows once scrolled and goes to the top", () =>
    onPhone(open.url, '/ebooks', lang, async ({ page, tookOver }) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.mouse.wheel(0, 1500);
      await page.getByRole('button', { name: tx.ebooks.ebooks.backToTop }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await tookOver()).toBe(false);
    }));

  it('the contact form sent at once is sent by the app as it comes, and answers as the app does', () =>
    onPhone(open.url, '/contact-us', lang, async ({ page, release, tookOver }) => {
      await fillContactForm(page, contactForm);
      await page.getByRole('button', { name: contactForm.submit }).click();
      expect(await tookOver()).toBe(false);
      release();
      const dialog = page.getByRole('dialog', { name: tx.contact.contact.success.title });
      await dialog.waitFor();
      await dialog.getByRole('button').first().click();
      await dialog.waitFor({ state: 'detached' });
      // The form clears on success.
      expect(await page.getByLabel(contactForm.message, { exact: false }).first().inputValue()).toBe('');
    }));

  it("a withheld video's request form sent at once is sent by the app as it comes", () =>
    onPhone(open.url, `/archive/${withheldId}`, lang, async ({ page, release, tookOver }) => {
      const form = page.getByRole('region', { name: tx.accessRequest.title });
      await form.getByLabel(tx.accessRequest.name, { exact: false }).fill('Salma Researcher');
      await form.getByLabel(tx.accessRequest.email, { exact: false }).fill(`salma-${lang}@example.org`);
      await form.getByLabel(tx.accessRequest.purpose, { exact: false }).first().fill('A thesis on water and villages');
      await form.getByRole('button', { name: tx.accessRequest.submit }).click();
      expect(await tookOver()).toBe(false);
      release();
      await form.getByText(tx.accessRequest.sent).waitFor();
    }));

  it('a contact service that answers 404 shows its message, for a form sent before the app came', async () => {
    const held = await phone(open.url, lang);
    await held.context.route('**/api/u/contact/', (route) => route.fulfill({ status: 404, json: { message: 'gone' } }));
    const { page } = held;
    try {
      await visit(held, '/contact-us', lang);
      await fillContactForm(page, contactForm);
      await page.getByRole('button', { name: contactForm.submit }).click();
      held.release();
      await page.getByRole('alert').filter({ hasText: tx.contact.contact.errors.notFound }).waitFor();
      // What was typed is still there to send again.
      expect(await page.getByLabel(contactForm.name, { exact: false }).first().inputValue()).toBe('Itto Ouhadou');
    } finally {
      await held.context.close();
    }
  });

  // The sample's audio interview plays from this site, so "playing" can be seen here.
  it("the video page's tab answers once the app comes, as pressed", () =>
    onPhone(open.url, '/archive/32', lang, async ({ page, release, tookOver }) => {
      const tab = page.getByRole('tab', { name: tx.video.tabs.fullTranscript });
      await tab.click();
      expect(await tookOver()).toBe(false);
      release();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tabpanel').getByRole('searchbox').waitFor();
    }));

  it("the video page's play button plays once the app comes", () =>
    onPhone(open.url, '/archive/32', lang, async ({ page, release, tookOver }) => {
      await page.getByRole('button', { name: tx.video.player.play.replace('{{title}}', '') }).click();
      expect(await tookOver()).toBe(false);
      release();
      await page.waitForFunction(() => document.querySelector<HTMLMediaElement>('audio, video')?.paused === false);
    }));

  it("a segment of the video page's chapters plays from its start once the app comes", () =>
    onPhone(open.url, '/archive/32', lang, async ({ page, release, tookOver }) => {
      await page.locator('[aria-labelledby="episode-content"] button[data-segment="2"]').click();
      expect(await tookOver()).toBe(false);
      release();
      await page.waitForFunction(() => (document.querySelector<HTMLMediaElement>('audio, video')?.currentTime ?? 0) >= 12);
    }));
});
