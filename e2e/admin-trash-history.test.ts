import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { fullPayload } from '../api/test/http.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Trash and version history (docs/decisions.md §103, §105) as staff use them: by keyboard in English, and in
// Arabic at phone width.
const env = useServerAndBrowser({ seed: 'none' });
let headers: Record<string, string>;

beforeAll(async () => {
  headers = await adminHeaders(env.server);
});

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${env.server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
}

/** A video saved twice: version 1 is the first title and transcript. */
async function videoWithHistory(title: string): Promise<number> {
  const transcript = (middle: string) => [{ language: 'English', text: `We came in spring.\n\n${middle}\n\nThe end.` }];
  const { body } = await api<Media>('POST', apiPaths.media.full, fullPayload({ title, transcript: transcript('The looms were old.') }));
  await api(
    'PUT',
    apiPaths.media.fullDetail(body.id),
    fullPayload({ title: `${title} (edited)`, transcript: transcript('The looms were new.') }),
  );
  return body.id;
}

describe('trash and history', () => {
  it('shows what a save changed, restores a version, and takes a video through the trash, by keyboard', async () => {
    const id = await videoWithHistory('Looms of Azrou');
    const { context, page } = await newPage(env.browser, env.server.url);
    page.setDefaultTimeout(10_000);
    await signIn(page);
    await page.goto(`/atlas-control/videos/history/${id}`);
    await page.getByRole('heading', { name: 'History: Looms of Azrou (edited)' }).waitFor();

    await page.getByRole('button', { name: '2 changes' }).focus();
    await page.keyboard.press('Enter');
    const fields = page.getByTestId('diff-field');
    await fields.first().waitFor();
    expect(await fields.locator('dt').allTextContents()).toEqual(['Title', 'Transcript (English)']);
    expect(await page.locator('del').allTextContents()).toEqual(['Looms of Azrou', 'The looms were old.']);
    expect(await page.locator('ins').allTextContents()).toEqual(['Looms of Azrou (edited)', 'The looms were new.']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-history-en');

    await page.getByRole('button', { name: /^Restore this version\W+Version 1\W*$/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Restore version 1 (“Looms of Azrou”)?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Restore this version', exact: true }).click();
    await page.getByText('Version 1 is the current version again.').waitFor();
    await page.getByRole('heading', { name: 'History: Looms of Azrou', exact: true }).waitFor();
    expect(await page.getByTestId('version').count()).toBe(2);

    // Delete → Trash → Restore → Delete forever.
    await api('DELETE', apiPaths.media.detail(id));
    await page.getByRole('link', { name: 'Trash' }).click();
    const item = page.getByTestId('trash-item');
    await item.getByText(/^Deleted .* by admin/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-trash-en');
    await page.getByRole('button', { name: /^Restore\W+Looms of Azrou$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('“Looms of Azrou” is back among the videos.').waitFor();
    expect((await fetch(`${env.server.url}${apiPaths.media.detail(id)}`)).status).toBe(200);

    await api('DELETE', apiPaths.media.detail(id));
    await page.reload();
    await page.getByRole('button', { name: /^Delete forever\W+Looms of Azrou$/ }).click();
    await page.getByRole('alertdialog').getByText('Delete “Looms of Azrou” forever?', { exact: false }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete forever', exact: true }).click();
    await page.getByText('“Looms of Azrou” was deleted for good.').waitFor();
    await page.getByText('The trash is empty.').waitFor();
    expect((await api<unknown>('POST', apiPaths.admin.trashRestore(id))).status).toBe(404);
    await context.close();
  });

  it('reads right to left in Arabic at phone width, without sideways scrolling', async () => {
    const id = await videoWithHistory('نساجو أزرو');
    const other = await videoWithHistory('Second video');
    await api('DELETE', apiPaths.media.detail(other));
    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 390);
    page.setDefaultTimeout(10_000);
    await signIn(page, 'ar');

    await page.goto('/atlas-control/trash');
    await page.getByRole('heading', { name: 'سلة المحذوفات', exact: true }).waitFor();
    await page.getByRole('button', { name: /^استعادة\W+Second video \(edited\)$/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-trash-ar-phone');

    await page.goto(`/atlas-control/videos/history/${id}`);
    await page.getByRole('button', { name: 'تغييران' }).click();
    await page.getByText('العنوان', { exact: true }).waitFor();
    await page.getByText('النص (English)').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-history-ar-phone');
    await context.close();
  });
});
