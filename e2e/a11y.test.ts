import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../api/test/test-server.ts';
import { axeViolations } from './support/axe.ts';
import { type Lang, newPage, releaseBrowser, workerBrowser } from './support/browser.ts';

// axe-core on the access gate, in English and Arabic: no serious or critical violations, also with its
// error showing. Every page of the site behind it is walked with axe by the page walk
// (e2e/page-walk-public.test.ts and e2e/page-walk-staff.test.ts), which also reports findings of lower impact.
let gated: TestServer;
let browser: Browser;

beforeAll(async () => {
  [gated, browser] = await Promise.all([startTestServer({ platformPassword: 'a11y-secret' }), workerBrowser()]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await gated?.close();
});

describe.each(['en', 'ar'] as Lang[])('axe (%s)', (lang) => {
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
