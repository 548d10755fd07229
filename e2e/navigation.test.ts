import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { navLink, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Moving between pages once the app runs (docs/decisions.md §2640): the page asked from stays whole until the next
// one's file is here, a new page starts at the top, and Back returns to where the visitor was.
const env = useServerAndBrowser();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('navigation between public pages', () => {
  it('keeps the page on screen, header included, until the next page can be drawn', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.goto('/');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/about-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest('**/assets/about-*.js');
    await navLink(page, 'About').click();
    await asked;
    // The home page is still drawn, whole, with Home the current link, while the About page's file is on its way.
    expect(await page.getByRole('heading', { level: 1, name: 'Voices of the Middle Atlas' }).isVisible()).toBe(true);
    expect(await navLink(page, 'Home').getAttribute('aria-current')).toBe('page');
    release();
    await page.getByRole('heading', { level: 2, name: 'Background' }).waitFor();
    expect(await navLink(page, 'About').getAttribute('aria-current')).toBe('page');
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });

  it('starts a new page at the top, and Back returns to where the visitor had scrolled', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.goto('/archive');
    const card = page.locator('article').nth(11);
    await card.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/archive\/\d+/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await page.locator('article').nth(11).waitFor();
    await expect.poll(() => scrollY(page)).toBe(before);
    await context.close();
  });
});
