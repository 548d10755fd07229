import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// One journey over the admin video screens (docs/behaviour.md §2, §4, §5, §8): create through the wizard,
// see it in the public archive, edit it, archive it in bulk, delete in bulk.
const env = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let headers: Record<string, string>;
const TITLE = 'Wedding songs of Timahdite';
const EDITED = 'Wedding songs and dances of Timahdite';
let createdId = 0;

beforeAll(async () => {
  headers = await adminHeaders(env.server);
  ({ context, page } = await newPage(env.browser, env.server.url));
  page.setDefaultTimeout(10_000);
  await signIn(page);
});

const publicSearch = async (term: string) =>
  ((await (await fetch(`${env.server.url}/api/v/media/?search=${encodeURIComponent(term)}`)).json()) as MediaPage).results;

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

/** The tags a tag field shows, in order. */
const tagsOf = (label: string) => page.getByRole('list', { name: label, exact: true }).locator('li > span').allInnerTexts();

async function seeOnce(text: string) {
  await page.getByText(text, { exact: true }).waitFor();
  expect(await page.getByText(text, { exact: true }).count()).toBe(1);
}

describe('admin videos', () => {
  it('creates a video through the three steps, with every validation message, and the draft survives a reload', async () => {
    await page.getByRole('link', { name: 'Videos', exact: true }).click();
    await page.getByRole('link', { name: '+ Add new video' }).click();
    await page.getByRole('heading', { name: 'Add New Video' }).waitFor();
    await page.getByText('Step 1 of 3').waitFor();
    expect(await page.getByRole('tab', { name: 'Segments' }).isDisabled()).toBe(true);

    // Step 1: everything empty (restriction cleared too) → every message of docs/behaviour.md §5.
    await page.getByLabel(/^Restriction/).selectOption('');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    for (const message of [
      'Please fill in all required fields.',
      'Title is required.',
      'Description is required.',
      'Acknowledgement is required.',
      'Restriction is required.',
      'Interview date is required.',
      'YouTube URL is required.',
      'Topics is required.',
      'Important people is required.',
      'Original language is required.',
      'Both language and text are required for each transcript.',
    ]) {
      await seeOnce(message);
    }
    await screenshot(page, 'admin-wizard-step1-errors-en');
    await page.getByLabel(/^Title/).fill(TITLE);
    expect(await page.getByText('Title is required.').count()).toBe(0);

    await page.getByLabel(/^Description/).fill('Women of Timahdite sing the songs of a three-day wedding.');
    await page.getByLabel(/^Acknowledgement/).fill('Recorded by the Atlas project team.');
    await page.getByLabel(/^Restriction/).selectOption('none');
    await page.getByLabel(/^Interview Date/).fill('2024-03-09');
    await page.getByLabel(/^YouTube URL/).fill('https://youtu.be/AbCdEfGhIjK');
    await page.getByLabel(/^Duration/).fill('00:12:30');
    await page.getByLabel(/^Region/).fill('Timahdite');
    await page.getByLabel(/^Latitude/).fill('33.2367');
    await page.getByLabel(/^Longitude/).fill('not a number');
    await page.getByLabel(/^Topics/).fill('Weddings, Songs,  , Dance');
    await page.getByLabel(/^Important People/).fill('Itto Ouhammou');
    await page.getByLabel(/^Places/).fill('Timahdite, Ait Arfa, ait rahou');
    await page.getByLabel(/^Places/).press('Enter');
    // The archive already spells this place "Ait-Rahou": the tag takes that spelling.
    expect(await tagsOf('Places')).toEqual(['Timahdite', 'Ait Arfa', 'Ait-Rahou']);
    await page.getByRole('button', { name: 'Remove Ait-Rahou' }).click();
    await page.getByLabel(/^Original Language/).selectOption('Tamazight');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('English');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('The singers begin with a call to the bride.');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByText('Step 2 of 3').waitFor();

    // Step 2: the segment rule, then renumbering.
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await seeOnce('Please fill in all fields for each segment.');
    await page.getByRole('button', { name: 'Add Segment' }).click();
    await page
      .getByLabel(/^Title/)
      .nth(1)
      .fill('The henna night');
    await page.getByRole('button', { name: 'Remove Segment' }).first().click();
    await page.getByRole('heading', { name: 'Segment 1', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: /^Segment \d/ }).count()).toBe(1);
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('The henna night');
    await page.getByLabel(/^Start Time/).fill('00:00:00');
    await page.getByLabel(/^End Time/).fill('00:06:00');
    await page.getByLabel(/^Description/).fill('Songs of the henna night.');
    await screenshot(page, 'admin-wizard-step2-en');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByText('Step 3 of 3').waitFor();

    // Step 3: the participant rule; a new participant has role 1.
    expect(await page.getByLabel(/^Role/).inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Finish' }).click();
    await seeOnce('Please fill in all fields for each participant.');
    await page.getByLabel(/^First Name/).fill('Itto');
    await page.getByLabel(/^Last Name/).fill('Ouhammou');
    await page.getByLabel(/^Role/).selectOption({ label: 'Guest' });
    await screenshot(page, 'admin-wizard-step3-en');

    // A reload keeps the typing and the step (session-storage draft).
    await page.reload();
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByText('A draft you had not saved was restored.').waitFor();
    expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Itto');
    expect(await page.getByLabel(/^Role/).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Add Participant' }).click();
    await page
      .getByLabel(/^First Name/)
      .nth(1)
      .fill('Moha');
    await page
      .getByLabel(/^Last Name/)
      .nth(1)
      .fill('Amzil');

    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('status').filter({ hasText: 'Video created successfully!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/atlas-control/videos');
    expect(await page.evaluate(() => sessionStorage.getItem('atlas_admin_draft:new'))).toBeNull();

    const [found] = await publicSearch(TITLE);
    expect(found?.title).toBe(TITLE);
    createdId = found!.id;
    const detail = (await (await fetch(`${env.server.url}/api/v/media/${createdId}/`, { headers })).json()) as Media;
    expect(detail.topics.map((t) => t.name)).toEqual(['Weddings', 'Songs', 'Dance']);
    expect(detail.places).toEqual(['Timahdite', 'Ait Arfa']);
    expect(detail.region).toMatchObject({ name: 'Timahdite', latitude: 33.2367, longitude: null });
    expect(detail.segments.map((s) => [s.number, s.title])).toEqual([[1, 'The henna night']]);
    expect(detail.participants.map((p) => [p.first_name, p.role]).sort()).toEqual([
      ['Itto', 2],
      ['Moha', 1],
    ]);
  });

  it('shows the new public video in the public archive page', async () => {
    const { context: visitor, page: archive } = await newPage(env.browser, env.server.url);
    await archive.goto(`/archive?search=${encodeURIComponent('songs of timahdite')}`);
    await archive.getByText(TITLE).first().waitFor();
    await visitor.close();
  });

  it('searches the list, previews a video and closes the card menu on an outside click', async () => {
    await page.getByText('Welcome, Admin').waitFor();
    await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
    await page.getByTestId('video-card').first().waitFor();
    expect(await page.getByTestId('video-card').count()).toBe(33);
    await screenshot(page, 'admin-list-en');

    await page.getByRole('searchbox', { name: 'Search videos' }).fill('AIT ARFA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length === 1);
    await page.getByRole('searchbox', { name: 'Search videos' }).fill('no such interview anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No videos found').waitFor();
    await page.getByRole('searchbox', { name: 'Search videos' }).fill(TITLE.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByTestId('video-card').filter({ hasText: TITLE });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length === 1);

    await card.getByRole('button', { name: `Actions for ${TITLE}` }).click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('heading', { name: 'Videos', exact: true }).click();
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await card.getByRole('heading', { name: TITLE }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByText('Video Details').waitFor();
    // Offline the video host never answers: the embed loads on Play (details.test.ts covers the poster).
    await dialog.getByRole('button', { name: `Play the preview: ${TITLE}` }).click();
    expect(await dialog.locator('iframe').getAttribute('src')).toContain('/embed/AbCdEfGhIjK?autoplay=1');
    const text = await dialog.textContent();
    for (const part of [
      'GuestItto Ouhammou',
      'HostMoha Amzil',
      'LocationTimahdite (Timahdite, Ait Arfa)',
      'VisibilityPublic',
      'DateMarch 9, 2024',
      'Views0',
      'Likes0',
      'Comments0',
      'CategoryN/A',
      'TagsNo tags',
      'FeaturedNo',
    ]) {
      expect(text).toContain(part);
    }
    // On a short screen the details scroll inside the dialog and Close stays in view.
    await page.setViewportSize({ width: 1280, height: 600 });
    const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
    expect(close!.y + close!.height).toBeLessThanOrEqual(600);
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('edits the video with every step unlocked', async () => {
    const card = page.getByTestId('video-card').filter({ hasText: TITLE });
    await card.getByRole('button', { name: `Actions for ${TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Video' }).waitFor();
    expect(await page.getByLabel(/^Title/).inputValue()).toBe(TITLE);
    expect(await tagsOf('Topics')).toEqual(['Weddings', 'Songs', 'Dance']);
    expect(await page.getByRole('link', { name: 'Videos', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByLabel(/^Title/).fill(EDITED);
    await page.getByRole('tab', { name: 'Participants' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('status').filter({ hasText: 'Video updated successfully!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/atlas-control/videos');
    const detail = (await (await fetch(`${env.server.url}/api/v/media/${createdId}/`, { headers })).json()) as Media;
    expect(detail.title).toBe(EDITED);
    expect(detail.participants).toHaveLength(2);
    expect(detail.segments).toHaveLength(1);
  });

  it('archives selected videos in bulk, which takes them out of the public archive', async () => {
    await page.getByTestId('video-card').first().waitFor();
    await page.getByRole('checkbox', { name: `Select ${EDITED}` }).check();
    await page.getByText('1 video(s) selected').waitFor();
    await page.getByRole('region', { name: '1 video(s) selected' }).getByRole('combobox').selectOption('archived');
    await page.getByText('1 video(s) selected').waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: `Select ${EDITED}` }).isChecked()).toBe(false);
    await page.getByTestId('video-card').filter({ hasText: EDITED }).getByText('Archived', { exact: true }).waitFor();
    expect(await publicSearch(EDITED)).toEqual([]);
  });

  it('deletes selected videos in bulk after confirmation', async () => {
    const other = 'The Cedar Carvers of Azrou';
    await page.getByRole('checkbox', { name: `Select ${EDITED}` }).check();
    await page.getByRole('checkbox', { name: `Select ${other}` }).check();
    await page.getByText('2 video(s) selected').waitFor();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete 2 videos?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('video-card').count()).toBe(33);

    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length === 31);
    await page.getByText('video(s) selected').waitFor({ state: 'detached' });
    expect((await fetch(`${env.server.url}/api/v/media/${createdId}/`, { headers })).status).toBe(404);

    // One card through its own menu: the single-video confirmation text.
    const first = page.getByTestId('video-card').first();
    const title = (await first.getByRole('heading').textContent())!;
    await first.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByText('Are you sure you want to delete this video?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length === 30);
  });

  it('shows a sortable, filterable table that is remembered between visits', async () => {
    await page.getByTestId('video-card').first().waitFor();
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const table = page.getByRole('table', { name: 'Videos of the archive' });
    const titles = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(30);

    await table.getByRole('button', { name: 'Title' }).click();
    const ascending = await titles();
    expect(ascending).toEqual([...ascending].sort(byTitle));
    expect(await table.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('ascending');
    await table.getByRole('button', { name: 'Title' }).click();
    expect(await titles()).toEqual([...ascending].reverse());

    await page.getByLabel('Show').selectOption('public');
    await page.waitForFunction(() => !document.querySelector('tbody')?.textContent?.includes('Archived'));
    const publicCount = await table.locator('tbody tr').count();
    expect(publicCount).toBe(await table.getByRole('link', { name: /^View .* on the site$/ }).count());
    const firstTitle = (await titles())[0]!;
    expect(await table.getByRole('link', { name: `View ${firstTitle} on the site` }).getAttribute('href')).toMatch(/^\/archive\/\d+$/);

    // A new visit opens the same view, order and filter.
    await page.reload();
    await table.waitFor();
    const reloaded = await titles();
    expect(reloaded).toEqual([...reloaded].sort(byTitle).reverse());
    expect(await table.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('descending');
    expect(await page.getByLabel('Show').inputValue()).toBe('public');
    expect(await table.locator('tbody tr').count()).toBe(publicCount);
    await screenshot(page, 'admin-table-en');
    await page.getByLabel('Show').selectOption('all');
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await page.getByTestId('video-card').first().waitFor();
  });

  it('chooses the region from the gazetteer by its Arabic name, which fills editable coordinates', async () => {
    await page.goto('/atlas-control/videos/new');
    await page.getByText('Step 1 of 3').waitFor();
    const region = page.getByLabel(/^Region/);
    expect(await region.getAttribute('list')).toBeTruthy();
    await region.fill('أزرو');
    // Coordinates follow at once; the gazetteer's name replaces the Arabic one when the field is left.
    await page.waitForFunction(() => (document.querySelector('#field-latitude') as HTMLInputElement | null)?.value !== '');
    await region.blur();
    await page.waitForFunction(() => (document.querySelector('#field-region') as HTMLInputElement | null)?.value === 'Azrou');
    expect(Number(await page.getByLabel(/^Latitude/).inputValue())).toBeCloseTo(33.44, 1);
    expect(Number(await page.getByLabel(/^Longitude/).inputValue())).toBeCloseTo(-5.22, 1);
    await page.getByLabel(/^Latitude/).fill('33.5');
    expect(await page.getByLabel(/^Latitude/).inputValue()).toBe('33.5');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('link', { name: 'Videos', exact: true }).click();
    await page.getByTestId('video-card').first().waitFor();
  });

  it('shows the list and the wizard steps in Arabic', async () => {
    const { context: ar, page: arPage } = await newPage(env.browser, env.server.url, 'ar');
    await arPage.goto('/atlas-control/login');
    await arPage.evaluate((token) => {
      sessionStorage.setItem('adminToken', token);
      sessionStorage.setItem('isAuthenticated', 'true');
    }, headers.authorization!.slice('Bearer '.length));
    await arPage.goto('/atlas-control/videos');
    await arPage.getByText('مرحبًا، أيها المسؤول').waitFor();
    await arPage.getByRole('heading', { name: 'الفيديوهات', level: 1 }).waitFor();
    await arPage.getByTestId('video-card').first().waitFor();
    await arPage.getByRole('checkbox').nth(0).check();
    await arPage.getByRole('checkbox').nth(1).check();
    await arPage.getByText('تم تحديد فيديوهين').waitFor();
    await screenshot(arPage, 'admin-list-ar');
    expect(await axeViolations(arPage)).toEqual([]);
    await arPage.getByRole('link', { name: '+ إضافة فيديو جديد' }).click();
    await arPage.getByText('الخطوة 1 من 3').waitFor();
    await arPage.getByRole('button', { name: 'حفظ والتالي' }).click();
    await arPage.getByText('يرجى ملء جميع الحقول المطلوبة.').waitFor();
    expect(await arPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(arPage, 'admin-wizard-step1-ar');
    expect(await axeViolations(arPage)).toEqual([]);
    await ar.close();
    await context.close();
  });
});
