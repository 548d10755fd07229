import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../api/test/test-server.ts';
import { axeViolations } from './support/axe.ts';
import { type Lang, launchBrowser, newPage } from './support/browser.ts';

// axe-core on every public route of this issue (the video detail and map pages have their own
// checks), in English and Arabic: no serious or critical violations.
let open: TestServer;
let gated: TestServer;
let browser: Browser;

beforeAll(async () => {
  [open, gated, browser] = await Promise.all([startTestServer(), startTestServer({ platformPassword: 'a11y-secret' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([open?.close(), gated?.close()]);
});

/** Waits for each route's content rather than for time. */
const routes: { path: string; ready: string }[] = [
  { path: '/', ready: 'main article' },
  { path: '/archive', ready: 'main article' },
  { path: '/archive?search=cedar', ready: 'main article mark' },
  { path: '/ebooks', ready: 'main h1' },
  { path: '/about', ready: 'main section#credits' },
  { path: '/contact-us', ready: 'main form textarea' },
];

describe.each(['en', 'ar'] as Lang[])('axe (%s)', (lang) => {
  it('public routes have no serious or critical violations', async () => {
    const { context, page } = await newPage(browser, open.url, lang);
    context.setDefaultTimeout(10_000);
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(route.path);
      await page.locator(route.ready).first().waitFor();
      await page.waitForFunction(() => document.documentElement.lang !== '' && !document.querySelector('[data-testid="video-skeletons"]'));
      found[route.path] = await axeViolations(page);
    }
    // The contact form with its error messages showing.
    await page.getByRole('button', { name: lang === 'en' ? 'Send Message' : 'إرسال الرسالة', exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    found['/contact-us (errors)'] = await axeViolations(page);
    // The mobile menu, open.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('header button[aria-expanded]').click();
    await page.locator('header [id] nav a').first().waitFor();
    found['mobile menu'] = await axeViolations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    await context.close();
  });

  it('the access gate has no serious or critical violations, also with its error', async () => {
    const { context, page } = await newPage(browser, gated.url, lang);
    context.setDefaultTimeout(10_000);
    await page.goto('/');
    await page.locator('input[type="password"]').waitFor();
    const found: Record<string, string[]> = { gate: await axeViolations(page) };
    await page.locator('input[type="password"]').fill('nope');
    await page.locator('input[type="password"]').press('Enter');
    await page.getByRole('alert').waitFor();
    found['gate (error)'] = await axeViolations(page);
    expect(found).toEqual({ gate: [], 'gate (error)': [] });
    await context.close();
  });
});
