import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from './support/browser.ts';
import { type Stop, WALK_TIMEOUT_MS, clean, press, walk, walkInterviews, walkPage } from './support/page-walk.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The reviewer's walk over every public page (docs/behaviour.md §900), in English and Arabic, at 1280 px and
// 390 px: how each page state is checked is in e2e/support/page-walk.ts.

const env = useServerAndBrowser();
let interviews: Awaited<ReturnType<typeof walkInterviews>>;
beforeAll(async () => {
  interviews = await walkInterviews(env.server.url);
});

const publicStops: Stop[] = [
  {
    path: () => '/',
    ready: 'main article',
    states: [{ name: 'menu open', phoneOnly: true, reach: press('header button[popovertarget]', '[data-site-menu] nav a') }],
  },
  {
    path: () => '/archive',
    ready: 'main article',
    states: [{ name: 'filters open', phoneOnly: true, reach: press('aside button[aria-expanded]', '[data-testid="facet-panel"]') }],
  },
  { path: () => '/archive?view=list', ready: 'main article[data-layout="list"]' },
  { path: () => '/archive?search=cedar', ready: 'main article mark' },
  {
    path: () => `/archive/${interviews.usual}`,
    ready: 'main h1',
    // The video page's other two tabs, each opened (the first is open on load).
    states: [1, 2].map((n) => ({
      name: `tab ${n + 1}`,
      reach: async (page: Page) => {
        await page.getByRole('tab').nth(n).click();
        await page.locator('[role="tabpanel"]:visible').first().waitFor();
      },
    })),
  },
  { path: () => `/archive/${interviews.arabic}`, ready: 'main h1' },
  { path: () => `/archive/${interviews.audio}`, ready: 'main h1' },
  { path: () => `/archive/${interviews.restricted}`, ready: 'main h1' },
  { path: () => '/map', ready: '[data-testid="map-canvas"][data-rendered="true"]' },
  { path: () => '/ebooks', ready: 'main h1' },
  { path: () => '/collections', ready: 'main [data-testid="collection-list"] article' },
  { path: () => '/collections/water-and-land', ready: 'main [data-testid="video-results"] article' },
  { path: () => '/places/azrou', ready: 'main [data-testid="video-results"] article' },
  { path: () => '/about', ready: 'main section#credits' },
  {
    path: () => '/contact-us',
    ready: 'main form textarea',
    states: [{ name: 'errors', reach: press('main form button[type="submit"]', '[aria-invalid="true"]') }],
  },
];

describe.each(['en', 'ar'] as Lang[])('the walk in %s', (lang) => {
  it(
    'public pages: no axe finding of any impact, no sideways scroll, mirrored icons',
    async () => {
      const { context, page } = await walkPage(env.browser, env.server.url, lang);
      const found = await walk(page, publicStops, lang, 'public');
      expect(found).toEqual(clean(found));
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
