import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminHeaders } from '../api/test/test-server.ts';
import arAbout from '../web/src/locales/ar/about.json' with { type: 'json' };
import arBrowse from '../web/src/locales/ar/browse.json' with { type: 'json' };
import arCommon from '../web/src/locales/ar/common.json' with { type: 'json' };
import arContact from '../web/src/locales/ar/contact.json' with { type: 'json' };
import arEbooks from '../web/src/locales/ar/ebooks.json' with { type: 'json' };
import { type Lang, navLink, newPage as openPage, screenshot as save } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Public screens of docs/behaviour.md §2 against the real server and the seeded archive (27 public videos),
// in English (the product's exact texts) and Arabic (the translation files).
const env = useServerAndBrowser();

const text = {
  en: {
    recent: 'Recently Published',
    mostViewed: 'Most Viewed',
    archive: 'Archive',
    search: 'Search',
    home: 'Home',
    resultsFound: (n: number) => `${n} result(s) found`,
    noResults: 'No videos found',
    loadMore: 'Load more',
    placeholder: 'Search by title, location, guest, topics, description...',
    openMenu: 'Open menu',
    comingSoon: 'Coming Soon',
    underConstruction: 'Under Construction',
    backToTop: 'Back to Top',
    contact: {
      name: 'Full name',
      email: 'Email address',
      message: 'Message',
      submit: 'Send Message',
      sending: 'Sending...',
      nameRequired: 'Full name is required',
      emailRequired: 'Email address is required',
      emailInvalid: 'Please enter a valid email address',
      messageRequired: 'Message is required',
      close: 'Close',
      server: 'Server error. The contact form service is temporarily unavailable. Please try again later.',
    },
    aboutBackground: 'Background',
  },
  ar: {
    recent: arCommon.home.recent.title,
    mostViewed: arCommon.home.mostViewed.title,
    archive: arCommon.nav.archive,
    search: arCommon.search.button,
    home: arCommon.nav.home,
    resultsFound: (n: number) => {
      const form = new Intl.PluralRules('ar').select(n) as 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
      return arBrowse.archive[`resultsFound_${form}`].replace('{{count}}', String(n));
    },
    noResults: arBrowse.archive.noResults,
    loadMore: arBrowse.archive.loadMore,
    placeholder: arCommon.search.placeholder,
    openMenu: arCommon.nav.openMenu,
    comingSoon: arEbooks.ebooks.title,
    underConstruction: arEbooks.ebooks.badge,
    backToTop: arEbooks.ebooks.backToTop,
    contact: {
      name: arContact.contact.form.name,
      email: arContact.contact.form.email,
      message: arContact.contact.form.message,
      submit: arContact.contact.form.submit,
      sending: arContact.contact.form.sending,
      nameRequired: arContact.contact.validation.nameRequired,
      emailRequired: arContact.contact.validation.emailRequired,
      emailInvalid: arContact.contact.validation.emailInvalid,
      messageRequired: arContact.contact.validation.messageRequired,
      close: arCommon.app.close,
      server: arContact.contact.errors.server,
    },
    aboutBackground: arAbout.about.background.title,
  },
} as const;

/** A page that fails fast: every wait here is for something already on its way. */
async function newPage(...args: Parameters<typeof openPage>) {
  const opened = await openPage(...args);
  opened.context.setDefaultTimeout(10_000);
  return opened;
}

/** Full-page screenshot from the top, so the fixed header sits where it belongs. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await save(page, name);
}

const exactName = (name: string) => ({ name, exact: true });

async function htmlLangDir(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** Lets a test hold API answers (to see loading states) and release them later. */
function holdRequests(page: Page, pattern: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    install: () =>
      page.route(pattern, async (route) => {
        await released;
        await route.continue();
      }),
    release: () => release(),
  };
}

describe.each(['en', 'ar'] as Lang[])('public pages (%s)', (lang) => {
  const tx = text[lang];

  it('home: hero, recent and most viewed grids with thumbnail fallbacks, FAQ with one open, hero search', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    await page.goto('/');
    expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    const recent = page.getByRole('region', { name: tx.recent });
    const mostViewed = page.getByRole('region', { name: tx.mostViewed });
    await recent.locator('article').first().waitFor();
    await mostViewed.locator('article').first().waitFor();
    expect(await recent.locator('article').count()).toBe(4);
    expect(await mostViewed.locator('article').count()).toBe(4);
    const href = await recent.locator('article a').first().getAttribute('href');
    expect(href).toMatch(/^\/archive\/\d+$/);
    // Pictures come from the site itself (generated posters offline): loaded, no broken images.
    // They load lazily, so a visitor scrolls to each one.
    for (const image of await page.locator('article img').all()) await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('article img'));
      return images.length === 8 && images.every((img) => img.complete && img.naturalWidth > 0);
    });
    const sources = (await page.locator('article img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src))).map(
      (src) => new URL(src),
    );
    expect(sources.every((src) => src.origin === env.server.url && src.pathname.startsWith('/api/v/media/'))).toBe(true);
    // Each card title carries its own direction (dir="auto" in the page's script, else its script's: docs/behaviour.md §803).
    expect(await recent.locator('h3[dir]').count()).toBe(4);

    // FAQ: one question open at a time.
    const questions = page.locator('details:has(> summary h3)');
    const openStates = () => questions.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    expect(await questions.count()).toBe(4);
    expect(await openStates()).toEqual([true, false, false, false]);
    await questions.nth(2).locator('summary').click();
    await expect.poll(openStates).toEqual([false, false, true, false]);
    await questions.nth(2).locator('summary').click();
    await expect.poll(openStates).toEqual([false, false, false, false]);

    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await screenshot(page, `home-${lang}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `home-${lang}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The hero search box goes to the archive with ?search=.
    await page.getByPlaceholder(tx.placeholder).fill('  cedar  ');
    await page.getByPlaceholder(tx.placeholder).press('Enter');
    await page.waitForURL((url) => url.pathname === '/archive' && url.searchParams.get('search') === 'cedar');
    await page.getByText(tx.resultsFound(9), { exact: true }).waitFor();
    await context.close();
  });

  it('archive: full list with load more, server search with badges and snippet, empty state', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    await page.goto('/archive');
    await page.getByRole('heading', { level: 1, name: tx.archive }).waitFor();
    await page.locator('article').nth(19).waitFor();
    expect(await page.locator('article').count()).toBe(20);
    await screenshot(page, `archive-${lang}-1280`);
    // "Load more" is a link to ?page=2 (docs/decisions.md §1001); the app loads the next page in place.
    await page.getByRole('link', exactName(tx.loadMore)).click();
    await page.locator('article').nth(26).waitFor();
    expect(await page.locator('article').count()).toBe(27);
    expect(new URL(page.url()).search).toBe('');

    // Search writes ?search= and asks the env.server.
    await page.getByPlaceholder(tx.placeholder).fill('Azrou');
    await page.getByRole('button', exactName(tx.search)).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Azrou');
    await page.getByText(tx.resultsFound(8), { exact: true }).waitFor();
    const first = page.locator('article').first();
    expect(await first.locator('h3').textContent()).toBe('The Cedar Carvers of Azrou');
    const badges = lang === 'en' ? ['Region', 'Place'] : [arCommon.archive.badges.region, arCommon.archive.badges.places];
    for (const badge of badges) await first.getByText(badge, { exact: true }).waitFor();
    expect(await first.locator('mark').first().textContent()).toBe('Azrou');
    expect(await first.locator('a[href^="/archive/1?t="]').getAttribute('href')).toBe('/archive/1?t=0');
    await screenshot(page, `archive-search-${lang}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `archive-search-${lang}-390`);
    await page.goto('/archive');
    await page.locator('article').first().waitFor();
    await screenshot(page, `archive-${lang}-390`);

    // Reading ?search= on load; no match gives the empty state; an empty submit shows everything.
    await page.goto('/archive?search=zzzzqq');
    await page.getByText(tx.noResults, { exact: true }).waitFor();
    expect(await page.getByPlaceholder(tx.placeholder).inputValue()).toBe('zzzzqq');
    await page.getByPlaceholder(tx.placeholder).fill('   ');
    await page.getByPlaceholder(tx.placeholder).press('Enter');
    await page.waitForURL((url) => url.pathname === '/archive' && url.search === '');
    await page.locator('article').nth(19).waitFor();
    await context.close();
  });

  it('header: current link, map link, language switch, shadow on scroll; mobile menu closes on Escape, backdrop and link', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    await page.goto('/about');
    const nav = page.getByRole('navigation').first();
    expect(await nav.locator('a[aria-current="page"]').getAttribute('href')).toBe('/about');
    expect(await nav.locator('a[href="/map"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: lang === 'en' ? 'Logout' : arCommon.nav.logout }).count()).toBe(0);
    const shadow = () => page.evaluate(() => getComputedStyle(document.querySelector('header')!).boxShadow);
    expect(await shadow()).toBe('none');
    await page.mouse.wheel(0, 400);
    await expect.poll(shadow).not.toBe('none');
    // A link to the current page scrolls to top; another page opens at the top.
    await nav.locator('a[href="/about"]').click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY > 0);
    await nav.locator('a[href="/contact-us"]').click();
    await page.waitForURL((url) => url.pathname === '/contact-us');
    await page.waitForFunction(() => window.scrollY === 0);

    const other: Lang = lang === 'en' ? 'ar' : 'en';
    // The other language's texts are fetched before the page turns to it (docs/decisions.md §1021).
    await page.getByRole('button', exactName(other.toUpperCase())).click();
    await expect.poll(() => htmlLangDir(page)).toEqual({ lang: other, dir: other === 'ar' ? 'rtl' : 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(other);
    await page.getByRole('button', exactName(lang.toUpperCase())).click();
    await expect.poll(() => htmlLangDir(page)).toEqual({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });

    // The logo leads home from elsewhere.
    await page.getByTestId('logo-link').click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.setViewportSize({ width: 390, height: 844 });
    const burger = page.getByRole('button', { name: tx.openMenu });
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    await burger.click();
    const menuLinks = page.locator('[data-site-menu] nav a');
    await menuLinks.first().waitFor();
    expect(await overflow()).toBe('hidden');
    await screenshot(page, `menu-${lang}-390`);
    await page.keyboard.press('Escape');
    await menuLinks.first().waitFor({ state: 'hidden' });
    expect(await overflow()).toBe('');
    await burger.click();
    // A press on the dimmed page outside the menu.
    await page.mouse.click(200, 800);
    await menuLinks.first().waitFor({ state: 'hidden' });
    await burger.click();
    await menuLinks.filter({ hasText: tx.archive }).click();
    await page.waitForURL((url) => url.pathname === '/archive');
    await menuLinks.first().waitFor({ state: 'hidden' });
    expect(await overflow()).toBe('');
    await context.close();
  });

  it('ebooks and about: coming soon with four themes, progress bar and back to top; about sections', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang, 390);
    await page.goto('/ebooks');
    await page.getByRole('heading', { level: 1, name: tx.comingSoon }).waitFor();
    await page.getByText(tx.underConstruction, { exact: true }).waitFor();
    expect(await page.locator('main li h3').count()).toBe(4);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    await screenshot(page, `ebooks-${lang}-390`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100');
    await page.getByRole('button', { name: tx.backToTop }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, `ebooks-${lang}-1280`);

    // The footer's privacy link opens the About page at its Privacy section.
    await page.locator('footer a[href="/about#privacy"]').click();
    await page.waitForURL((url) => url.pathname === '/about' && url.hash === '#privacy');
    await page.waitForFunction(() => {
      const box = document.getElementById('privacy')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
    });
    await page.goto('/about');
    await page.getByRole('heading', { level: 2, name: tx.aboutBackground }).waitFor();
    const body = await page.locator('main').textContent();
    for (const fact of ['31', '2018', '2022']) expect(body).toContain(fact);
    expect(body).toContain(lang === 'en' ? 'Ifrane' : 'إفران');
    expect(body).toContain(lang === 'en' ? 'Boulemane' : 'بولمان');
    // The product's seven sections, privacy, and how to harvest the archive (docs/decisions.md §93).
    expect(await page.locator('main section').count()).toBe(9);
    expect(await page.locator('main section ul').count()).toBe(5);
    await screenshot(page, `about-${lang}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `about-${lang}-390`);
    await context.close();
  });

  it('contact: validation messages, sending state, success modal, stored message; server error message', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    const c = tx.contact;
    await page.goto('/contact-us');
    await page.getByRole('button', exactName(c.submit)).click();
    for (const message of [c.nameRequired, c.emailRequired, c.messageRequired]) await page.getByText(message, { exact: true }).waitFor();
    expect(await page.getByLabel(c.name).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, `contact-errors-${lang}-1280`);

    await page.getByLabel(c.name).fill(`Visitor ${lang}`);
    await page.getByLabel(c.email).fill('visitor @example.org');
    await page.getByLabel(c.message).fill('Thank you for the archive.');
    await page.getByRole('button', exactName(c.submit)).click();
    await page.getByText(c.emailInvalid, { exact: true }).waitFor();
    await page.getByLabel(c.email).fill(`visitor-${lang}@example.org`);

    const hold = holdRequests(page, '**/api/u/contact/');
    await hold.install();
    await page.getByRole('button', exactName(c.submit)).click();
    const sending = page.getByRole('button', exactName(c.sending));
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    hold.release();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await screenshot(page, `contact-success-${lang}-1280`);
    await dialog.getByRole('button', exactName(c.close)).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel(c.name).inputValue()).toBe('');
    await page.unrouteAll();

    const res = await fetch(`${env.server.url}/api/msg/message/`, { headers: await adminHeaders(env.server) });
    const messages = (await res.json()) as unknown;
    const list = Array.isArray(messages) ? messages : (messages as { results: unknown[] }).results;
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: `visitor-${lang}@example.org`, message: 'Thank you for the archive.' })]),
    );

    // docs/behaviour.md §8: a 5xx answer shows the server-error message.
    await page.route('**/api/u/contact/', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.getByLabel(c.name).fill('Visitor');
    await page.getByLabel(c.email).fill('visitor@example.org');
    await page.getByLabel(c.message).fill('Hello');
    await page.getByRole('button', exactName(c.submit)).click();
    await page.getByRole('alert').filter({ hasText: c.server }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact-us');
    await page.getByRole('button', exactName(c.submit)).waitFor();
    await screenshot(page, `contact-${lang}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact-us');
    await page.getByRole('button', exactName(c.submit)).waitFor();
    await screenshot(page, `contact-${lang}-1280`);
    await context.close();
  });
});

describe('public pages: loading and error states (en)', () => {
  it('home shows 2 and 4 skeletons while loading, and the red boxes when the lists fail', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    const hold = holdRequests(page, /\/api\/v\/media\/(recent|most-watched)\//);
    await page.goto('/about');
    await hold.install();
    await navLink(page, 'Home').click();
    const recent = page.getByRole('region', { name: 'Recently Published' });
    const mostViewed = page.getByRole('region', { name: 'Most Viewed' });
    await recent.getByTestId('video-skeletons').waitFor();
    // Visible ones: the recent section also keeps invisible room for the cards that will arrive (docs/decisions.md §63).
    expect(await recent.getByTestId('video-skeletons').locator(':scope > div:visible').count()).toBe(2);
    expect(await mostViewed.getByTestId('video-skeletons').locator(':scope > div:visible').count()).toBe(4);
    hold.release();
    await recent.locator('article').first().waitFor();
    await page.unrouteAll();

    // 4xx answers are not retried (docs/behaviour.md §9 retries only timeouts and 5xx), so the boxes show at once.
    await page.route('**/api/v/media/recent/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"gone"}' }),
    );
    await page.route('**/api/v/media/most-watched/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"gone"}' }),
    );
    await page.goto('/about');
    await navLink(page, 'Home').click();
    await page.getByRole('alert').filter({ hasText: 'Failed to load recent videos' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Failed to load most viewed videos' }).waitFor();
    await context.close();
  });

  it('archive shows the spinner while loading and the error box with the server message', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    const hold = holdRequests(page, '**/api/v/media/?**');
    await page.goto('/about');
    await hold.install();
    await navLink(page, 'Archive').click();
    await page.getByRole('status').filter({ hasText: 'Loading videos...' }).waitFor();
    hold.release();
    await page.locator('article').first().waitFor();
    await page.unrouteAll();
    await page.route('**/api/v/media/?**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"code":"validation_failed","message":"Search text is too long."}',
      }),
    );
    await page.goto('/about');
    await navLink(page, 'Archive').click();
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Error loading videos' }).waitFor();
    expect(await alert.textContent()).toContain('Search text is too long.');
    await context.close();
  });

  it('error boundary: a page that cannot load shows Something went wrong under the header; Reload Page recovers; unknown paths show not found', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.route('**/assets/about-*.js', (route) => route.abort());
    await page.getByRole('navigation').first().getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByRole('button', { name: 'Reload Page' }).waitFor();
    expect(await page.locator('header nav').first().isVisible()).toBe(true); // the header stays usable
    await screenshot(page, 'error-boundary-en-1280');
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    // A chunk that failed stays failed in this document (module map): Reload Page recovers.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await page.getByRole('heading', { level: 2, name: 'Background' }).waitFor();

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('language detector: ?lng=ar switches to Arabic; a script-like value is refused', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.goto('/?lng=ar');
    await page.getByRole('heading', { level: 1, name: arCommon.home.hero.title }).waitFor();
    expect(await htmlLangDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // The harness sets this page's language in local storage on every load; the cookie the detector also
    // keeps (and the server reads) is cleared the same way.
    await context.clearCookies();
    await page.goto(`/?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    await page.getByRole('heading', { level: 1, name: 'Voices of the Middle Atlas' }).waitFor();
    expect(await htmlLangDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await context.close();
  });
});
