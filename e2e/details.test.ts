import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { adminHeaders } from '../api/test/test-server.ts';
import { adminTexts } from './support/admin-texts.ts';
import arCommon from '../web/src/locales/ar/common.json' with { type: 'json' };
import arEbooks from '../web/src/locales/ar/ebooks.json' with { type: 'json' };
import arVideo from '../web/src/locales/ar/video.json' with { type: 'json' };
import enCommon from '../web/src/locales/en/common.json' with { type: 'json' };
import enEbooks from '../web/src/locales/en/ebooks.json' with { type: 'json' };
import enVideo from '../web/src/locales/en/video.json' with { type: 'json' };
import { axeViolations } from './support/axe.ts';
import { type Lang, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Small things a careful visitor notices, each checked in the browser.
const env = useServerAndBrowser();
const video = { en: enVideo, ar: arVideo };
const ebooks = { en: enEbooks, ar: arEbooks };
const common = { en: enCommon, ar: arCommon };
const admin = adminTexts;
const TITLE = 'Hanbel Blankets of Ait Bazza';
const PHONE = 390;
const DESKTOP = 1280;
const cases: [Lang, number][] = [
  ['en', DESKTOP],
  ['en', PHONE],
  ['ar', DESKTOP],
  ['ar', PHONE],
];

/** The duration badge's one format: minutes and seconds, hours only when there are any (no leading zero). */
const DURATION_FORMAT = /^(?:[1-9]\d*:[0-5]\d|[1-9]?\d):[0-5]\d$/;

/** "Hanbel Blankets of Ait Bazza" (00:21:20, a guest, five segments) from the seeded archive. */
let videoId = 0;
beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  videoId = list.results.find((m) => m.title === TITLE)?.id ?? 0;
});

type Box = { top: number; bottom: number; left: number; right: number };
const box = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right };
    });

/** The badge sits in the bottom corner on the reading end: right in English, left in Arabic (within 16 px). */
async function expectBadgeAtBottomEnd(page: Page, frame: string, lang: Lang) {
  const outer = await box(page, frame);
  const badge = await box(page, `${frame} [data-testid="duration-badge"]`);
  expect(outer.bottom - badge.bottom).toBeLessThanOrEqual(16);
  if (lang === 'ar') expect(badge.left - outer.left).toBeLessThanOrEqual(16);
  else expect(outer.right - badge.right).toBeLessThanOrEqual(16);
}

/**
 * The search field's visible hint (the product's placeholder, wrapping inside the field): its text,
 * whether any of it is cut off (clamped or overflowing) and whether it stays inside the field.
 */
function placeholderFit(page: Page, input: string) {
  return page
    .locator(input)
    .first()
    .evaluate((el: HTMLInputElement) => {
      const hint = el.parentElement!.querySelector<HTMLElement>('[data-testid="search-hint"] > span')!;
      const field = el.getBoundingClientRect();
      const box = hint.getBoundingClientRect();
      return {
        text: el.placeholder,
        shown: hint.textContent,
        cut: hint.scrollHeight > hint.clientHeight + 1 || hint.scrollWidth > hint.clientWidth + 1,
        inside: box.left >= field.left && box.right <= field.right && box.top >= field.top && box.bottom <= field.bottom,
      };
    });
}

describe('careful details', () => {
  it('/contact leads to the contact page', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/contact');
    await page.waitForURL((url) => url.pathname === '/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    await context.close();
  });

  it.each(cases)(
    'video page (%s, %i px): the tabs right under the player on a phone, then chapters and guest; one duration badge, tabular timecodes, a transcript that scrolls with the page',
    async (lang, width) => {
      const tx = video[lang];
      const { context, page } = await newPage(env.browser, env.server.url, lang, width);
      await page.goto(`/archive/${videoId}`);
      await page.getByRole('tab', { name: tx.tabs.information }).waitFor();

      const player = await box(page, `section[aria-label="${tx.player.region}"]`);
      // The player with its own tools (share, cite) right below it.
      const playerBlock = await box(page, `div:has(> section[aria-label="${tx.player.region}"])`);
      const chapters = await box(page, 'section[aria-labelledby="episode-content"]');
      const tabs = await box(page, '[role="tablist"]');
      const guest = await box(page, 'section[aria-labelledby="guest-card"]');
      if (width === PHONE) {
        // The tabs right under the player (nothing between but the gap), then the chapters, then the guest
        // (docs/decisions.md §43).
        expect(tabs.top).toBeGreaterThanOrEqual(playerBlock.bottom);
        // Only the grid's gap and the player's share/cite row separate them.
        expect(tabs.top - player.bottom).toBeLessThanOrEqual(96);
        expect(chapters.top).toBeGreaterThan(tabs.bottom);
        expect(guest.top).toBeGreaterThan(chapters.bottom);
      } else {
        // Desktop: the chapters beside the player, at its top, on the reading end.
        expect(Math.abs(chapters.top - player.top)).toBeLessThanOrEqual(2);
        if (lang === 'ar') expect(chapters.right).toBeLessThan(player.left);
        else expect(chapters.left).toBeGreaterThan(player.right);
        expect(tabs.top).toBeGreaterThan(player.bottom);
      }

      const duration = page.locator(`section[aria-label="${tx.player.region}"] [data-testid="duration-badge"] [dir="ltr"]`);
      expect(await duration.textContent()).toBe('21:20');
      await expectBadgeAtBottomEnd(page, `section[aria-label="${tx.player.region}"]`, lang);

      // Chapter timecodes: the page's font with tabular figures, not the system monospace.
      const timecode = await page
        .locator('section[aria-labelledby="episode-content"] button span[dir="ltr"]')
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return { font: style.fontFamily, numeric: style.fontVariantNumeric, page: getComputedStyle(document.body).fontFamily };
        });
      expect(timecode.numeric).toContain('tabular-nums');
      expect(timecode.font).toBe(timecode.page);

      await page.getByRole('tab', { name: tx.tabs.fullTranscript }).click();
      const search = page.getByRole('searchbox', { name: tx.transcript.searchLabel });
      // The empty field's placeholder reads in the page's direction, whatever the transcript's language.
      expect(await search.evaluate((el) => getComputedStyle(el).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const text = page.getByTestId('transcript-text');
      const scroll = await text.evaluate((el) => ({ overflow: getComputedStyle(el).overflowY, inner: el.scrollHeight - el.clientHeight }));
      expect(scroll.overflow).toBe('visible');
      expect(scroll.inner).toBeLessThanOrEqual(1);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each(cases)(
    'archive and home (%s, %i px): cards carry the same badge in the same corner; the search placeholder is never cut off',
    async (lang, width) => {
      const { context, page } = await newPage(env.browser, env.server.url, lang, width);
      await page.goto('/');
      const hero = 'form[role="search"] input';
      await page.locator(hero).waitFor();
      const heroFit = await placeholderFit(page, hero);
      expect(heroFit.text).toBe(common[lang].search.placeholder);
      expect(heroFit).toMatchObject({ shown: heroFit.text, cut: false, inside: true });

      await page.goto('/archive');
      const card = page.locator('article').filter({ hasText: 'Hanbel Blankets of Ait Bazza' });
      await card.waitFor();
      const archiveFit = await placeholderFit(page, 'form[role="search"] input');
      expect(archiveFit).toMatchObject({ text: common[lang].search.placeholder, shown: archiveFit.text, cut: false, inside: true });

      expect(await card.locator('[data-testid="duration-badge"] [dir="ltr"]').textContent()).toBe('21:20');
      const badges = await page.locator('article [data-testid="duration-badge"] [dir="ltr"]').allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(badge).toMatch(DURATION_FORMAT);
      await expectBadgeAtBottomEnd(
        page,
        'article:has-text("Hanbel Blankets of Ait Bazza") a > div:has([data-testid="duration-badge"])',
        lang,
      );
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each(cases)('ebooks (%s, %i px): Back to top never covers the footer', async (lang, width) => {
    const { context, page } = await newPage(env.browser, env.server.url, lang, width);
    await page.goto('/ebooks');
    const button = page.getByRole('button', { name: ebooks[lang].ebooks.backToTop });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await button.waitFor();
    // In view while the footer is, and above it.
    const footerTop = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
    expect(footerTop).toBeLessThan(900);
    const bottom = await button.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(footerTop);
    // Before the footer comes into view it follows the reader at the bottom of the screen (past the
    // first 200 px, where it shows; the wide page is too short for such a place).
    const beforeFooter = await page
      .locator('footer')
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100);
    if (beforeFooter > 200) {
      await page.evaluate((y) => window.scrollTo(0, y), beforeFooter);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, beforeFooter);
      const floating = await button.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(floating).toBeGreaterThan(800);
      expect(floating).toBeLessThanOrEqual(900);
    } else expect(width).toBe(DESKTOP);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', DESKTOP],
    ['ar', PHONE],
  ] as [Lang, number][])(
    'admin preview (%s, %i px): a poster with Play, not a broken embed, while the video host does not answer; the embed autoplays once it does',
    async (lang, width) => {
      const tx = admin[lang].preview;
      const { context, page } = await newPage(env.browser, env.server.url, lang, width);
      const token = (await adminHeaders(env.server)).authorization!.slice('Bearer '.length);
      await page.goto('/atlas-control/login');
      await page.evaluate((value) => {
        sessionStorage.setItem('adminToken', value);
        sessionStorage.setItem('isAuthenticated', 'true');
      }, token);
      await page.goto('/atlas-control/videos');
      const open = async () => {
        await page.getByTestId('video-card').filter({ hasText: TITLE }).getByRole('heading', { name: TITLE }).click();
        return page.getByRole('dialog', { name: TITLE });
      };

      // Offline (every third-party request fails here): the site's poster, a Play button, no iframe.
      let dialog = await open();
      await dialog.getByText(tx.hostUnreachable).waitFor();
      await dialog.locator('[data-testid="preview-poster"] img[src^="data:image/"]').waitFor();
      expect(await dialog.locator('iframe').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: tx.play.replace('{{title}}', TITLE) }).click();
      expect(await dialog.locator('iframe').getAttribute('src')).toMatch(/\/embed\/[\w-]{11}\?autoplay=1/);
      expect(await dialog.locator('iframe').evaluate((frame) => document.activeElement === frame)).toBe(true);
      await dialog.getByRole('button', { name: admin[lang].common.close }).click();
      await dialog.waitFor({ state: 'detached' });

      // Online: the host answers, and the embed replaces the poster by itself, autoplaying.
      await page.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      dialog = await open();
      await dialog.locator('iframe').waitFor();
      expect(await dialog.locator('iframe').getAttribute('src')).toContain('autoplay=1');
      await context.close();
    },
  );
});
