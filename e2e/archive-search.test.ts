import { describe, expect, it } from 'vitest';
import arBrowse from '../web/src/locales/ar/browse.json' with { type: 'json' };
import enBrowse from '../web/src/locales/en/browse.json' with { type: 'json' };
import { axeViolations } from './support/axe.ts';
import { type Lang, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The archive search of the whole text (docs/behaviour.md §802), and its "all these words" suggestion.
const env = useServerAndBrowser();
const browse = { en: enBrowse, ar: arBrowse };

describe.each(['en', 'ar'] as Lang[])('archive search (%s)', (lang) => {
  it('finds nothing for an injection-looking text, and offers no suggestion', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang, 390);
    await page.goto(`/archive?search=${encodeURIComponent("zz' OR '1'='1")}`);
    await page.getByText(browse[lang].archive.noResults).waitFor();
    expect(await page.locator('main article').count()).toBe(0);
    expect(await page.getByTestId('all-words').count()).toBe(0);
    await context.close();
  });

  it('keeps the list and count of a phrase that finds nothing, and offers the interviews holding its words apart', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang, 1280);
    await page.goto(`/archive?search=${encodeURIComponent('carvers cedar')}`);
    const suggestion = page.getByTestId('all-words');
    await suggestion.getByRole('heading', { name: browse[lang].archive.allWords.heading }).waitFor();
    await suggestion.getByRole('heading', { name: 'The Cedar Carvers of Azrou' }).waitFor();
    // The search's own answer stays: no result, its count 0.
    expect(await page.getByTestId('list-count').textContent()).toBe(
      lang === 'en' ? '0 result(s) found' : arBrowse.archive.resultsFound_zero,
    );
    expect(await page.locator('main article').count()).toBe(await suggestion.locator('article').count());
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
