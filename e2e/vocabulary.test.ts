import { describe, expect, it } from 'vitest';
import { adminTexts } from './support/admin-texts.ts';
import { axeViolations } from './support/axe.ts';
import { signIn } from './support/admin.ts';
import { newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

const enAdmin = adminTexts.en;

// The bilingual vocabulary (docs/behaviour.md §804): staff give a name its Arabic form in the admin,
// and Arabic pages (facets, chips, details) show it; a douar without one shows its census Arabic name.
const env = useServerAndBrowser();
const DOUAR = 'Ijnatene';
/** Its name in the HCP 2024 census (web/src/features/map/geo/SOURCES.md), and a form staff prefer. */
const CENSUS_NAME = 'إجناتن';
const STAFF_FORM = 'إجناتن (تكريكرة)';

describe('bilingual vocabulary', () => {
  it('shows the sample topics in Arabic on Arabic pages: facets, card chips and the video details', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 1280);
    await page.goto('/archive');
    const filters = page.locator('aside');
    await filters.getByText('عادات الأعراس', { exact: true }).first().waitFor();
    expect(await filters.getByText('Wedding customs', { exact: true }).count()).toBe(0);
    const chip = page.locator('a[data-chip="topic"]').first();
    expect(await chip.textContent()).toMatch(/^[\u0600-\u06FF]/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows a douar by its HCP census Arabic name; a form staff give it in the admin wins', async () => {
    const before = await newPage(env.browser, env.server.url, 'ar', 390);
    await before.page.goto(`/archive?region=${encodeURIComponent(DOUAR)}`);
    await before.page.locator('main article').getByText(CENSUS_NAME, { exact: true }).first().waitFor();
    expect(await before.page.locator('main article').getByText(DOUAR, { exact: true }).count()).toBe(0);
    await before.context.close();

    const { context, page } = await newPage(env.browser, env.server.url, 'en', 1280);
    await signIn(page);
    await page.getByRole('link', { name: enAdmin.nav.vocabulary }).click();
    await page.getByRole('heading', { name: enAdmin.vocabulary.title }).waitFor();
    await page.getByRole('button', { name: enAdmin.vocabulary.kinds.place }).click();
    await page.getByLabel(enAdmin.vocabulary.filter).fill(DOUAR);
    const field = page.getByLabel(DOUAR, { exact: true });
    await field.fill(STAFF_FORM);
    await field.press('Enter');
    await page.getByText(enAdmin.vocabulary.saved.replace('{{name}}', DOUAR)).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const visitor = await newPage(env.browser, env.server.url, 'ar', 390);
    await visitor.page.goto(`/archive?region=${encodeURIComponent(DOUAR)}`);
    await visitor.page.locator('main article').getByText(STAFF_FORM, { exact: true }).first().waitFor();
    await visitor.context.close();
    await context.close();
  });
});
