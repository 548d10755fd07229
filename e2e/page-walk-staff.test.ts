import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from './support/admin-texts.ts';
import { signIn } from './support/admin.ts';
import type { Lang } from './support/browser.ts';
import { type Stop, WALK_TIMEOUT_MS, clean, press, walk, walkInterviews, walkPage } from './support/page-walk.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The reviewer's walk over the sign-in page and every staff page (docs/behaviour.md §900), in English and Arabic,
// at 1280 px and 390 px: how each page state is checked is in e2e/support/page-walk.ts.

const env = useServerAndBrowser();
let interviews: Awaited<ReturnType<typeof walkInterviews>>;
beforeAll(async () => {
  interviews = await walkInterviews(env.server.url);
});

const adminStops: Stop[] = [
  {
    path: () => '/atlas-control',
    ready: 'main h1',
    states: [{ name: 'menu open', phoneOnly: true, reach: press('button[aria-controls="admin-sidebar"]', '#admin-sidebar a') }],
  },
  {
    path: () => '/atlas-control/videos',
    ready: 'main h1',
    states: [
      {
        name: 'delete asked',
        reach: async (page: Page, lang: Lang) => {
          await page.locator('main input[type="checkbox"]').first().check();
          await page.getByRole('button', { name: adminTexts[lang].videos.deleteSelected }).click();
          await page.getByRole('alertdialog').waitFor();
        },
      },
    ],
  },
  {
    path: () => '/atlas-control/videos/new',
    ready: 'main form input',
    states: [{ name: 'errors', reach: press('main form button[type="submit"]', '[aria-invalid="true"]') }],
  },
  { path: () => `/atlas-control/videos/edit/${interviews.usual}`, ready: 'main form input' },
  { path: () => `/atlas-control/videos/history/${interviews.usual}`, ready: 'main h1' },
  // Its find and replace is a fieldset disabled until the staff member's rights are known (a disabled control may be
  // faint): checked once it can be used, as staff would use it.
  { path: () => `/atlas-control/videos/transcript/${interviews.usual}`, ready: 'main fieldset:enabled' },
  { path: () => `/atlas-control/videos/consent/${interviews.usual}`, ready: 'main h1' },
  { path: () => '/atlas-control/videos/import', ready: 'main h1' },
  { path: () => '/atlas-control/messages', ready: 'main h1' },
  { path: () => '/atlas-control/trash', ready: 'main h1' },
  { path: () => '/atlas-control/vocabulary', ready: 'main h1' },
  { path: () => '/atlas-control/places', ready: 'main [data-testid="place-row"]' },
  { path: () => '/atlas-control/collections', ready: 'main [data-testid="admin-collections"] li' },
  { path: () => '/atlas-control/collections/1', ready: 'main [data-testid="collection-member"]' },
  { path: () => '/atlas-control/people', ready: 'main [data-testid="admin-people"] li' },
  { path: () => '/atlas-control/spreadsheet', ready: 'main h1' },
  { path: () => '/atlas-control/users', ready: 'main h1' },
  { path: () => '/atlas-control/account', ready: 'main h1' },
  { path: () => '/atlas-control/activity', ready: 'main h1' },
  { path: () => '/atlas-control/review', ready: 'main h1' },
  { path: () => '/atlas-control/access-requests', ready: 'main h1' },
];

describe.each(['en', 'ar'] as Lang[])('the walk in %s', (lang) => {
  it(
    'staff pages: no axe finding of any impact, no sideways scroll, mirrored icons',
    async () => {
      const { context, page } = await walkPage(env.browser, env.server.url, lang);
      const login = await walk(page, [{ path: () => '/atlas-control/login', ready: 'main form input' }], lang, 'admin');
      await signIn(page, lang);
      const found = { ...login, ...(await walk(page, adminStops, lang, 'admin')) };
      expect(found).toEqual(clean(found));
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
