import type { Browser, Page } from 'playwright-core';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { axeViolations } from './axe.ts';
import { type Lang, newPage, screenshot } from './browser.ts';

// The reviewer's walk (docs/behaviour.md §900), shared by e2e/page-walk-public.test.ts and
// e2e/page-walk-staff.test.ts: each page is loaded once at 1280 px, where axe-core must find nothing of any
// impact, and then seen again at 390 px without a reload, where the page must not scroll sideways; on Arabic pages
// the direction-dependent icons are mirrored at both widths (no bare arrow glyph points the wrong way). A page's
// further states (a tab, errors showing) are then reached on it as a visitor would, in turn, and checked the same
// way; the states only a phone has (a menu or panel opened) are reached and checked at 390 px, axe included.

const WIDE = 1280;
const PHONE = 390;

/** A page state: where it is, and what shows once it has its content (never a wait for time). */
export interface Stop {
  path: () => string;
  ready: string;
  /** Further states of the page, reached on it in turn after its first check: each tab, errors showing, a menu open. */
  states?: { name: string; phoneOnly?: boolean; reach(page: Page, lang: Lang): Promise<void> }[];
}

/** Presses a control and waits for what it opens. */
export const press = (control: string, shows: string) => async (page: Page) => {
  await page.locator(control).first().click();
  await page.locator(shows).first().waitFor();
};

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

/** Lets the page lay itself out again after its viewport changed: two frames, so a resize observer's work is drawn. */
const framesDrawn = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Walks the stops; returns what was found at each page state and width (empty lists when all is well).
 * Each page is loaded once for both widths and all its states (docs/decisions.md §1210, §1530): the page is the
 * same markup at both widths, which is what axe checks, while its layout follows the viewport.
 */
export async function walk(page: Page, stops: Stop[], lang: Lang, name: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const atWidth = async (width: number) => {
    if (page.viewportSize()?.width === width) return;
    await page.setViewportSize({ width, height: 900 });
    await framesDrawn(page);
    await page.waitForFunction(settled);
  };
  const inspect = async (key: string, width: number, withAxe: boolean) => {
    const where = `${key} @${width}`;
    found[where] = [...(withAxe ? await axeViolations(page, { anyImpact: true }) : []), ...(await layoutProblems(page, lang, width))];
    if (found[where].length > 0) await screenshot(page, `walk-${name}-${lang}-${width}-${key.replace(/\W+/g, '_')}`);
  };
  for (const stop of stops) {
    const path = stop.path();
    await atWidth(WIDE);
    await page.goto(path);
    await page.locator(stop.ready).first().waitFor();
    await page.waitForFunction(settled);
    await inspect(path, WIDE, true);
    await atWidth(PHONE);
    await inspect(path, PHONE, false);
    for (const state of stop.states ?? []) {
      const key = `${path} (${state.name})`;
      await atWidth(state.phoneOnly ? PHONE : WIDE);
      await state.reach(page, lang);
      await page.waitForFunction(settled);
      if (state.phoneOnly) {
        await inspect(key, PHONE, true);
        continue;
      }
      await inspect(key, WIDE, true);
      await atWidth(PHONE);
      await inspect(key, PHONE, false);
    }
  }
  return found;
}

/** A page for a walk: axe scrolls while it checks; without motion, nothing it reads is half-way through a
 * fade (the back-to-top button fades in past the first screen). */
export async function walkPage(browser: Browser, url: string, lang: Lang) {
  const opened = await newPage(browser, url, lang, WIDE);
  await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  opened.context.setDefaultTimeout(15_000);
  return opened;
}

/** A walk loads some twenty page states and runs axe on each: minutes on a busy 2-core machine. */
export const WALK_TIMEOUT_MS = 300_000;

export const clean = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((key) => [key, []]));

/** The kinds of interview page a walk visits: the usual one, an Arabic title, a recording held by the site, a restricted one. */
export async function walkInterviews(url: string): Promise<{ usual: string; arabic: string; audio: string; restricted: string }> {
  const list = (await (await fetch(`${url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  const id = (found: MediaPage['results'][number] | undefined) => String(found?.id ?? list.results[0]!.id);
  return {
    usual: id(list.results.find((m) => m.title === 'The Cedar Carvers of Azrou')),
    arabic: id(list.results.find((m) => /^[\u0600-\u06FF]/.test(m.title))),
    audio: id(list.results.find((m) => m.title === 'A Morning at the Souk (audio sample)')),
    restricted: id(list.results.find((m) => m.restriction !== 'none')),
  };
}
