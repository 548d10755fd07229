import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { gazetteer } from '#contracts/gazetteer';
import { apiPaths } from '#contracts/paths';
import arVideo from '../web/src/locales/ar/video.json' with { type: 'json' };
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Arabic pages read as Arabic first (docs/behaviour.md §803): the Arabic-script transcript opens
// first, Arabic card titles run right to left, the video page's tabs read from the right.
const env = useServerAndBrowser();
const CEDAR = 'The Cedar Carvers of Azrou';
let cedarId = 0;
/** A public video whose title is written in Arabic. */
let arabicTitle = '';
beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  cedarId = list.results.find((m) => m.title === CEDAR)?.id ?? 0;
  arabicTitle = list.results.find((m) => /^[\u0600-\u06FF]/.test(m.title))?.title ?? '';
});

describe('Arabic first', () => {
  it('opens the Arabic-script transcript on an Arabic video page, where الأرز is found', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 390);
    await page.goto(`/archive/${cedarId}`);
    await page.getByRole('tab', { name: arVideo.tabs.fullTranscript }).click();
    const pressed = page.getByRole('group', { name: arVideo.transcript.languages }).locator('button[aria-pressed="true"]');
    expect(await pressed.textContent()).toMatch(/[\u0600-\u06FF]/);
    const text = page.getByTestId('transcript-text');
    expect(await text.getAttribute('dir')).toBe('rtl');
    await page.getByRole('searchbox', { name: arVideo.transcript.searchLabel }).fill('الأرز');
    await expect.poll(() => text.locator('mark').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('lays an Arabic card title out right to left on an Arabic page, and a Latin one left to right', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 390);
    expect(arabicTitle).not.toBe('');
    await page.goto(`/archive?search=${encodeURIComponent(arabicTitle)}`);
    const heading = page.getByRole('heading', { level: 3, name: arabicTitle, exact: true });
    await heading.waitFor();
    expect(await heading.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await page.goto(`/archive?search=${encodeURIComponent(CEDAR)}`);
    const latin = page.getByRole('heading', { level: 3, name: CEDAR, exact: true });
    expect(await latin.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await context.close();
  });

  it('lines a card up on the page’s start edge when its title is in the other script: Arabic page, English title, and the reverse', async () => {
    for (const [lang, title, width] of [
      ['ar', CEDAR, 390],
      ['en', arabicTitle, 1280],
    ] as const) {
      const { context, page } = await newPage(env.browser, env.server.url, lang, width);
      await page.goto(`/archive?search=${encodeURIComponent(title)}`);
      const card = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
      await card.waitFor();
      // Where each line's text starts on screen (its own text, not its box): the title, guest and meta lines, and the first chip.
      const edges = await card.evaluate(
        (article, side) => {
          const textEdge = (element: Element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const first = range.getClientRects()[0]!;
            return first[side];
          };
          const title = article.querySelector('h3')!;
          return {
            title: textEdge(title),
            guest: textEdge(title.nextElementSibling!),
            meta: textEdge(article.querySelector('[data-testid="card-meta"]')!),
            chips: article.querySelector('[data-chip]')!.getBoundingClientRect()[side],
          };
        },
        lang === 'ar' ? ('right' as const) : ('left' as const),
      );
      expect(await card.locator('h3').getAttribute('dir')).toBe(lang === 'ar' ? 'ltr' : 'rtl');
      for (const edge of [edges.guest, edges.meta, edges.chips]) expect(Math.abs(edge - edges.title)).toBeLessThan(1.5);
      await context.close();
    }
  });

  it("cites in Arabic with the gazetteer's Arabic place name and each Latin run isolated, reading in order", async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 390);
    await page.goto(`/archive/${cedarId}`);
    await page.getByRole('button', { name: arVideo.cite.button, exact: true }).click();
    const chicago = page.getByRole('dialog', { name: arVideo.cite.title }).getByTestId('citation-chicago');
    const text = (await chicago.textContent()) ?? '';
    // Lahcen Amzil interviewed by Salma Idrissi at Azrou (أزرو in the gazetteer).
    expect(text).toContain('\u2068Amzil, Lahcen\u2069.');
    expect(text).toContain('مقابلة من إجراء \u2068Salma Idrissi\u2069.');
    expect(text).toContain('«\u2068The Cedar Carvers of Azrou\u2069»');
    expect(text).toContain(`${gazetteer.arabicName('Azrou')}، `);
    expect(text).not.toContain('Azrou،');
    // Read from the right: the narrator's name comes first, at the start (right) of the first line.
    const [name, title] = await Promise.all(
      ['Amzil, Lahcen', 'The Cedar Carvers of Azrou'].map((run) =>
        chicago.evaluate((el, needle) => {
          const node = el.firstChild!;
          const range = document.createRange();
          const at = node.textContent!.indexOf(needle);
          range.setStart(node, at);
          range.setEnd(node, at + needle.length);
          // The run's first line box: a title that wraps spans two lines.
          const box = range.getClientRects()[0]!;
          return { right: box.right, top: box.top };
        }, run),
      ),
    );
    const box = await chicago.evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
    expect(Math.abs(name!.right - box)).toBeLessThanOrEqual(2);
    // The title follows the name: further left on the same line, or on a later line.
    expect(title!.top > name!.top + 2 || title!.right < name!.right).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('reads the video page tabs from the right in Arabic, the information tab first and selected', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 1280);
    await page.goto(`/archive/${cedarId}`);
    const info = page.getByRole('tab', { name: arVideo.tabs.information });
    await info.waitFor();
    const xs = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => [tab.textContent, tab.getBoundingClientRect().right]));
    const fromRight = [...xs].sort((a, b) => Number(b[1]) - Number(a[1])).map(([name]) => name);
    expect(fromRight).toEqual([arVideo.tabs.information, arVideo.tabs.fullTranscript, arVideo.tabs.segmentedTranscript]);
    expect(await info.getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});
