import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import arBrowse from '../web/src/locales/ar/browse.json' with { type: 'json' };
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Finding interviews (docs/decisions.md §87): facets, sort and chips with the state in the URL, pictures from
// the site, Arabic names on Arabic pages. Sample archive: 27 public interviews.
const env = useServerAndBrowser();
let all: MediaPage;

beforeAll(async () => {
  all = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100&facets=1`)).json()) as MediaPage;
  expect(all.count).toBe(27);
});

/** Every request the page makes that does not go to the site itself. */
function thirdPartyRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== env.server.url && url.protocol !== 'data:') outside.push(request.url());
  });
  return outside;
}

const cardTitles = (page: Page) => page.locator('article h3').allInnerTexts();
const countText = (page: Page) => page.getByTestId('list-count').innerText();

describe('archive facets in English at 1280 px', () => {
  it('narrows by facets into the URL, counts "20 of 27", Back restores, chips remove, sort orders', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    const outside = thirdPartyRequests(page);
    await page.goto('/archive');
    await page.locator('article').nth(19).waitFor();
    expect(await countText(page)).toBe('27 interviews (20 of 27)');
    await page.getByText('20 of 27', { exact: true }).waitFor();

    // Distinct posters from the site (those in view loaded; the rest load lazily), nothing from any other host.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('article img'))
        .slice(0, 2)
        .every((img) => img.complete && img.naturalWidth > 0),
    );
    const posters = await page.locator('article img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
    expect(new Set(posters).size).toBe(20);

    const topic = all.facets!.topic[0]!;
    await page.locator(`[data-facet="topic"] a[data-value="${topic.value}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('topic') === topic.value);
    await expect.poll(() => page.locator('article').count()).toBe(topic.count);
    expect(await countText(page)).toBe(`${topic.count} interviews`);
    await page.getByTestId('active-filters').getByText(topic.value).waitFor();

    // A second facet from the narrowed counts: the list shrinks to its count.
    const decade = page.locator('[data-facet="decade"] a').first();
    const decadeValue = (await decade.getAttribute('data-value'))!;
    const decadeCount = Number(await decade.locator('span[aria-hidden="true"]').innerText());
    await decade.click();
    await page.waitForURL((url) => url.searchParams.get('decade') === decadeValue && url.searchParams.get('topic') === topic.value);
    await expect.poll(() => page.locator('article').count()).toBe(decadeCount);
    await screenshot(page, 'archive-facets-en-1280');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('decade') && url.searchParams.get('topic') === topic.value);
    await expect.poll(() => page.locator('article').count()).toBe(topic.count);

    await page.locator('[data-remove="topic"]').click();
    await page.waitForURL((url) => !url.searchParams.has('topic'));
    await page.getByText('20 of 27', { exact: true }).waitFor();

    await page.getByLabel('Sort by').selectOption('title');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title');
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const expected = all.results
      .map((m) => m.title)
      .sort(collator.compare)
      .slice(0, 20);
    await expect.poll(() => cardTitles(page)).toEqual(expected);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });

  it('a chip on a video page opens the archive filtered by it, and the page offers more from its place', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    const video = all.results.find((m) => m.region?.name === 'Azrou' && m.topics.length > 0)!;
    await page.goto(`/archive/${video.id}`);
    // Azrou holds no other interview: the section widens to its province.
    expect(all.results.filter((m) => m.region?.name === 'Azrou')).toHaveLength(1);
    await page.getByTestId('related-place').getByRole('heading', { name: 'More from Ifrane Province' }).waitFor();
    const topic = video.topics[0]!.name;
    await page.locator(`#video-links ~ ul a[data-chip="topic"]`, { hasText: topic }).click();
    await page.waitForURL((url) => url.pathname === '/archive' && url.searchParams.get('topic') === topic);
    const expected = all.results.filter((m) => m.topics.some((x) => x.name === topic)).length;
    await expect.poll(() => page.locator('article').count()).toBe(expected);
    await context.close();
  });
});

describe('archive facets in Arabic at 390 px', () => {
  it('shows Arabic place and language names, marks Latin data with lang, folds the facets behind a button', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 390);
    await page.goto('/archive?region=Ifrane+Province');
    const ifrane = all.facets!.region.find((r) => r.value === 'Ifrane Province')!;
    await expect.poll(() => page.locator('article').count()).toBe(ifrane.count);
    // The chip names the province in Arabic; the panel opens from its button.
    await page.getByTestId('active-filters').getByText('إقليم إفران').waitFor();
    expect(await page.getByTestId('facet-panel').isVisible()).toBe(false);
    await page.getByRole('button', { name: arBrowse.browse.showFilters, exact: true }).click();
    const regionFacet = page.locator('[data-facet="region"]');
    await regionFacet.getByText('أزرو').waitFor();
    await page.locator('[data-facet="language"]').getByText('الأمازيغية').waitFor();

    const azrouCard = page.locator('article', { hasText: 'The Cedar Carvers of Azrou' });
    await expect(azrouCard.getByTestId('card-meta').innerText()).resolves.toContain('أزرو');
    const title = azrouCard.locator('h3[lang="en"]');
    await expect(title.getAttribute('dir')).resolves.toBe('ltr');
    await expect(title.innerText()).resolves.toBe('The Cedar Carvers of Azrou');
    // Card link names start with the title, not the duration.
    await expect(
      azrouCard
        .getByRole('link')
        .first()
        .evaluate((a) => a.textContent!.trim()),
    ).resolves.toMatch(/^The Cedar Carvers/);
    await screenshot(page, 'archive-facets-ar-390');

    // Searching a place by its Arabic name finds the same interviews as its Latin one.
    await page.goto(`/archive?search=${encodeURIComponent('أزرو')}`);
    const latin = (await (await fetch(`${env.server.url}${apiPaths.media.list}?search=Azrou`)).json()) as MediaPage;
    await expect.poll(() => page.locator('article').count()).toBe(Math.min(latin.count, 20));
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});
