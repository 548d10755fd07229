import { describe, expect, it } from 'vitest';
import type { Collection } from '#contracts/collections';
import { apiPaths } from '#contracts/paths';
import { signIn } from './support/admin.ts';
import { adminTexts } from './support/admin-texts.ts';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Collections (docs/behaviour.md §1200) as visitors read them, in English and in Arabic, and as staff order them: by
// the keyboard, by dragging, by the buttons, and a new one refused then saved. On the sample archive's collections.
const env = useServerAndBrowser();
const texts = adminTexts.en.collections;
const SLUG = 'water-and-land';

/** The public's order of a collection's interviews, by the API. */
async function publicOrder(slug: string): Promise<string[]> {
  const res = await fetch(`${env.server.url}${apiPaths.collections.detail(slug)}`);
  return ((await res.json()) as Collection).media.map((m) => m.title);
}

describe('collections', () => {
  it('lists the collections and shows one, its public interviews in order, in English', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en', 1280);
    await page.goto('/collections');
    await page.getByRole('heading', { name: 'Ahidous and oral poetry', level: 2 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Water and land', level: 2 }).click();
    await page.waitForURL(`**/collections/${SLUG}`);
    await page.getByRole('heading', { name: 'Water and land', level: 1 }).waitFor();
    const titles = await page.locator('[data-testid="video-results"] article h3').allTextContents();
    // The two archived members stay hidden; the others in the curated order.
    expect(titles).toEqual(await publicOrder(SLUG));
    expect(titles).toHaveLength(3);
    // Opened directly, the page carries its schema.org data.
    await page.goto(`/collections/${SLUG}`);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.some((json) => json.includes('"CollectionPage"') && json.includes('"ItemList"'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('reads in Arabic on a phone, the titles staff wrote in Arabic', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 390);
    await page.goto(`/collections/${SLUG}`);
    await page.getByRole('heading', { name: 'الماء والأرض', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/collections');
    await page.getByRole('heading', { name: 'أحيدوس والشعر الشفوي' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets staff reorder by keyboard and by dragging, the hidden ones kept in their places', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en', 1280);
    await signIn(page);
    await page.getByRole('link', { name: adminTexts.en.nav.collections }).click();
    await page
      .locator('li', { hasText: `/${SLUG}` })
      .getByRole('link', { name: texts.edit })
      .click();
    const members = page.locator('[data-testid="collection-member"]');
    await members.first().waitFor();
    const titles = () => members.locator('span.block').allTextContents();
    const before = await titles();
    expect(before).toHaveLength(5);

    // Keyboard: the second interview's handle, arrow up: it is first, and the focus stays on it.
    const second = before[1]!;
    await page.getByRole('button', { name: texts.members.handle.replace('{{title}}', second) }).focus();
    await page.keyboard.press('ArrowUp');
    expect((await titles())[0]).toBe(second);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      texts.members.handle.replace('{{title}}', second),
    );
    await page.getByText(texts.members.moved.replace('{{title}}', second).replace('{{position}}', '1').replace('{{count}}', '5')).waitFor();

    // Dragging: the last interview (archived) onto the first place.
    await members.nth(4).dragTo(members.nth(0));
    const after = await titles();
    expect(after[0]).toBe(before[4]);
    expect(after.slice(1)).toEqual([second, before[0], before[2], before[3]]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await page.getByText(texts.saved).waitFor();
    // The public sees the new order without the archived ones.
    const hidden = new Set([before[3], before[4]]);
    expect(await publicOrder(SLUG)).toEqual(after.filter((title) => !hidden.has(title)));
    await context.close();
  });

  it('refuses a malformed address, then saves a new collection, in Arabic', async () => {
    const ar = adminTexts.ar.collections;
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 1280);
    await signIn(page, 'ar');
    await page.getByRole('link', { name: adminTexts.ar.nav.collections }).click();
    await page.getByRole('link', { name: ar.new }).click();
    await page.getByLabel(ar.fields.slug).fill('Not A Slug');
    await page.getByLabel(ar.fields.title, { exact: true }).fill('Honey and cedars');
    await page.getByLabel(ar.fields.titleAr, { exact: true }).fill('العسل والأرز');
    await page.getByRole('button', { name: ar.save, exact: true }).click();
    await page.getByText(ar.errors.slug).waitFor();
    expect(await page.getByLabel(ar.fields.slug).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(ar.fields.slug).fill('honey-and-cedars');
    await page.getByLabel(ar.picker.search).fill('Hives');
    await page.getByTestId('member-picker').locator('li', { hasText: 'Wild Hives Under the Cedars' }).getByRole('button').click();
    await page.getByRole('button', { name: ar.save, exact: true }).click();
    await page.getByText(ar.saved).waitFor();
    await page.waitForURL(/\/atlas-control\/collections\/\d+$/);
    expect(await axeViolations(page)).toEqual([]);
    expect(await publicOrder('honey-and-cedars')).toEqual(['Wild Hives Under the Cedars']);
    await context.close();
  });
});
