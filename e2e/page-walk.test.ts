import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import arAdmin from '../web/src/features/admin/locales/ar.json' with { type: 'json' };
import enAdmin from '../web/src/features/admin/locales/en.json' with { type: 'json' };
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { type Lang, newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The reviewer's walk (docs/behaviour.md §900): every public page and the staff pages, in English and
// Arabic, at 1280 px and 390 px. axe-core finds nothing of any impact (see walk() for where it runs), a
// phone never scrolls sideways, and on Arabic pages the direction-dependent icons are mirrored (no bare arrow glyph points
// the wrong way).

const env = useServerAndBrowser();
let videoId = '';
/** Other kinds of interview page: an Arabic title, a recording held by the site, a restricted one. */
const other = { arabic: '', audio: '', restricted: '' };

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  const id = (found: MediaPage['results'][number] | undefined) => String(found?.id ?? list.results[0]!.id);
  videoId = id(list.results.find((m) => m.title === 'The Cedar Carvers of Azrou'));
  other.arabic = id(list.results.find((m) => /^[\u0600-\u06FF]/.test(m.title)));
  other.audio = id(list.results.find((m) => m.title === 'A Morning at the Souk (audio sample)'));
  other.restricted = id(list.results.find((m) => m.restriction !== 'none'));
});

/** A page state: where it is, and what shows once it has its content (never a wait for time). */
interface Stop {
  path: () => string;
  ready: string;
  /** Further states of the page, each reached from a fresh load: a menu open, errors showing, each tab. */
  states?: { name: string; phoneOnly?: boolean; reach(page: Page, lang: Lang): Promise<void> }[];
}

/** Presses a control and waits for what it opens. */
const press = (control: string, shows: string) => async (page: Page) => {
  await page.locator(control).first().click();
  await page.locator(shows).first().waitFor();
};

const publicStops: Stop[] = [
  {
    path: () => '/',
    ready: 'main article',
    states: [{ name: 'menu open', phoneOnly: true, reach: press('header button[aria-expanded]', 'header [id] nav a') }],
  },
  {
    path: () => '/archive',
    ready: 'main article',
    states: [{ name: 'filters open', phoneOnly: true, reach: press('aside button[aria-expanded]', '[data-testid="facet-panel"]') }],
  },
  { path: () => '/archive?view=list', ready: 'main article[data-layout="list"]' },
  { path: () => '/archive?search=cedar', ready: 'main article mark' },
  {
    path: () => `/archive/${videoId}`,
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
  { path: () => `/archive/${other.arabic}`, ready: 'main h1' },
  { path: () => `/archive/${other.audio}`, ready: 'main h1' },
  { path: () => `/archive/${other.restricted}`, ready: 'main h1' },
  { path: () => '/map', ready: '[data-testid="map-canvas"][data-rendered="true"]' },
  { path: () => '/ebooks', ready: 'main h1' },
  { path: () => '/about', ready: 'main section#credits' },
  {
    path: () => '/contact-us',
    ready: 'main form textarea',
    states: [{ name: 'errors', reach: press('main form button[type="submit"]', '[aria-invalid="true"]') }],
  },
];

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
          await page.getByRole('button', { name: (lang === 'ar' ? arAdmin : enAdmin).videos.deleteSelected }).click();
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
  { path: () => `/atlas-control/videos/edit/${videoId}`, ready: 'main form input' },
  { path: () => `/atlas-control/videos/history/${videoId}`, ready: 'main h1' },
  { path: () => `/atlas-control/videos/transcript/${videoId}`, ready: 'main h1' },
  { path: () => `/atlas-control/videos/consent/${videoId}`, ready: 'main h1' },
  { path: () => '/atlas-control/videos/import', ready: 'main h1' },
  { path: () => '/atlas-control/messages', ready: 'main h1' },
  { path: () => '/atlas-control/trash', ready: 'main h1' },
  { path: () => '/atlas-control/vocabulary', ready: 'main h1' },
  { path: () => '/atlas-control/users', ready: 'main h1' },
  { path: () => '/atlas-control/account', ready: 'main h1' },
  { path: () => '/atlas-control/activity', ready: 'main h1' },
  { path: () => '/atlas-control/review', ready: 'main h1' },
  { path: () => '/atlas-control/access-requests', ready: 'main h1' },
];

/** Nothing still loading: no skeletons, spinners or busy regions. */
const settled = () =>
  !document.querySelector('[data-testid="video-skeletons"], .animate-pulse, .animate-spin, [aria-busy="true"]') &&
  document.documentElement.lang !== '';

/** What a reviewer would note on the page in view, besides axe's findings. */
function layoutProblems(page: Page, lang: Lang, width: number): Promise<string[]> {
  return page.evaluate(
    ({ rtl, phone }) => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (phone && root.scrollWidth > root.clientWidth) {
        // Name the widest culprits, so a failure says where to look.
        const wide = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1);
          })
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
        problems.push(`scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${wide.join(' | ')}`);
      }
      if (rtl) {
        // Icons declared direction-dependent must really be mirrored (no later transform undoing it).
        for (const el of document.querySelectorAll<HTMLElement | SVGElement>('[class*="rtl:-scale-x-100"]')) {
          // Tailwind's scale utilities set the `scale` property; a transform could also mirror.
          const { transform, scale } = getComputedStyle(el);
          const a = transform.startsWith('matrix(') ? Number(transform.slice(7).split(',')[0]) : 1;
          const mirrored = a < 0 || Number(scale.split(' ')[0]) < 0;
          if (el.getClientRects().length > 0 && !mirrored) problems.push(`icon not mirrored: ${el.outerHTML.slice(0, 80)}`);
        }
        // An arrow written as a character does not turn in right-to-left text: it must sit in a mirrored box.
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!/[←→]/.test(node.textContent ?? '')) continue;
          const parent = node.parentElement!;
          if (parent.closest('[dir="ltr"]')) continue;
          const mirrored = parent.closest('[class*="rtl:-scale-x-100"]');
          if (!mirrored && parent.getClientRects().length > 0) problems.push(`unmirrored arrow: ${parent.outerHTML.slice(0, 80)}`);
        }
      }
      return problems;
    },
    { rtl: lang === 'ar', phone: width < 640 },
  );
}

async function walk(page: Page, stops: Stop[], lang: Lang, width: number, name: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  // axe runs on every state at 1280 px, and at 390 px on the states only a phone has (a menu or panel
  // opened): what axe checks (names, roles, contrast, landmarks) is the same markup at both widths
  // otherwise, while the layout checks run at both. A walk was 140 s of a CI run with axe everywhere.
  const wide = width >= 640;
  const inspect = async (key: string, withAxe: boolean) => {
    found[key] = [...(withAxe ? await axeViolations(page, { anyImpact: true }) : []), ...(await layoutProblems(page, lang, width))];
    if (found[key].length > 0) await screenshot(page, `walk-${name}-${lang}-${width}-${key.replace(/\W+/g, '_')}`);
  };
  for (const stop of stops) {
    const path = stop.path();
    const open = async () => {
      await page.goto(path);
      await page.locator(stop.ready).first().waitFor();
      await page.waitForFunction(settled);
    };
    await open();
    await inspect(path, wide);
    for (const state of stop.states ?? []) {
      if (state.phoneOnly && wide) continue;
      await open();
      await state.reach(page, lang);
      await page.waitForFunction(settled);
      await inspect(`${path} (${state.name})`, wide || state.phoneOnly === true);
    }
  }
  return found;
}

/** A page for a walk: axe scrolls while it checks; without motion, nothing it reads is half-way through a
 * fade (the back-to-top button fades in past the first screen). */
async function walkPage(lang: Lang, width: number) {
  const opened = await newPage(env.browser, env.server.url, lang, width);
  await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  opened.context.setDefaultTimeout(15_000);
  return opened;
}

/** A walk loads some twenty page states and runs axe on each: minutes on a busy 2-core machine. */
const WALK_TIMEOUT_MS = 300_000;

const clean = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((key) => [key, []]));

describe.each([
  ['en', 1280],
  ['en', 390],
  ['ar', 1280],
  ['ar', 390],
] as [Lang, number][])('the walk in %s at %i px', (lang, width) => {
  it(
    'public pages: no axe finding of any impact, no sideways scroll, mirrored icons',
    async () => {
      const { context, page } = await walkPage(lang, width);
      const found = await walk(page, publicStops, lang, width, 'public');
      expect(found).toEqual(clean(found));
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'staff pages: no axe finding of any impact, no sideways scroll, mirrored icons',
    async () => {
      const { context, page } = await walkPage(lang, width);
      const login = await walk(page, [{ path: () => '/atlas-control/login', ready: 'main form input' }], lang, width, 'admin');
      await signIn(page, lang === 'ar' ? { username: 'اسم المستخدم', password: 'كلمة المرور', submit: 'تسجيل الدخول' } : undefined);
      const found = { ...login, ...(await walk(page, adminStops, lang, width, 'admin')) };
      expect(found).toEqual(clean(found));
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
