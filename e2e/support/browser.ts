import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { chromiumPath } from './chromium-path.ts';

export { chromiumPath };

/** Debian's Chromium, headless, with no background traffic (the network here is closed). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let shared: Promise<Browser> | null = null;

/**
 * This worker's Chromium, launched by the first browser file and kept for the ones after it (the browser files share a
 * worker's modules, vitest.config.ts): a launch was about 0.75 s of CPU and 2 s of a loaded worker's time, forty
 * times a run (docs/decisions.md §2531). A file works in contexts of its own, which share nothing (no cookies, storage
 * or cache), and `releaseBrowser` closes what it left open. A browser that crashed or was closed is launched again.
 * Playwright ends it with the worker's process.
 */
export async function workerBrowser(): Promise<Browser> {
  const browser = shared && (await shared.catch(() => null));
  if (browser?.isConnected()) return browser;
  shared = launchBrowser();
  return shared;
}

/** After a file: closes the contexts it left open in the worker's browser, so the next file finds it as launched. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await Promise.all(browser.contexts().map((context) => context.close()));
}

export type Lang = 'en' | 'ar';

/**
 * A fresh context in the given language. Requests to third-party hosts are aborted at once,
 * so tests never wait on (or depend on) YouTube, tiles or avatars.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  lang: Lang = 'en',
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: lang === 'ar' ? 'ar-MA' : 'en-US' });
  await context.addInitScript((language) => window.localStorage.setItem('i18nextLng', language), lang);
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  // A page drawn by the server answers clicks once the app has taken it over (docs/architecture.md
  // "Server rendering"), so `goto` waits for that too, as a visitor waits for the page to respond. Tests
  // of the page before the app runs pass `waitUntil: 'commit'`.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appTookOver(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appTookOver(page);
    return response;
  };
  return { context, page };
}

/**
 * Saves a screenshot under test-results/screenshots/ (not committed) for a person to look at; not when
 * `TEST_SCREENSHOTS=0`, as in CI, where nobody can (a full page's PNG costs the browser a twelfth of its time there,
 * docs/decisions.md §1413).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.TEST_SCREENSHOTS === '0') return;
  const dir = path.resolve('test-results/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Waits until the app has taken the page over: the hydration has committed, which the app says on the document
 * (`data-hydrated`, web/src/main.tsx). A page opened directly comes drawn by the server with its data
 * (docs/architecture.md "Server rendering"); only once this holds does a click move inside the app. React's
 * marks on an element are not enough: hydrated as a transition, the page gets them before it answers.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Not a page of the app (a feed, a manifest): nothing to take over.
    if (!document.getElementById('root')) return true;
    return document.documentElement.hasAttribute('data-hydrated');
  });
}

/** A link of the site's header by its exact name (the desktop navigation). */
export const navLink = (page: Page, name: string) => page.locator('header').getByRole('link', { name, exact: true }).first();
