import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHEET_COLUMNS } from '#contracts/interview-sheet';
import type { Media } from '#contracts/media';
import { adminHeaders } from '../api/test/test-server.ts';
import { adminTexts } from './support/admin-texts.ts';
import { axeViolations } from './support/axe.ts';
import { signIn } from './support/admin.ts';
import { type Lang, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The spreadsheet round trip on the staff screen (docs/behaviour.md §1100): a sheet uploaded, what it would change
// shown as a table, nothing written until staff confirm; problems shown by row and column, in English and Arabic.

const env = useServerAndBrowser();

async function exportedRows(): Promise<string[][]> {
  const headers = await adminHeaders(env.server);
  const res = await fetch(`${env.server.url}/api/admin/export.csv`, { headers: { authorization: headers.authorization! } });
  return parse(Buffer.from(await res.arrayBuffer()), { bom: true }) as string[][];
}
const titleOf = async (id: number) => ((await (await fetch(`${env.server.url}/api/v/media/${id}/`)).json()) as Media).title;
const csv = (rows: string[][]) => Buffer.from(`\uFEFF${stringify(rows)}`);

/** Signs in and opens the screen: from the sidebar, or (on a phone, where the sidebar is a closed drawer) by its address. */
async function openScreen(page: Page, lang: Lang, by: 'sidebar' | 'address') {
  const texts = adminTexts[lang];
  await signIn(page, lang);
  if (by === 'sidebar') await page.getByRole('link', { name: texts.nav.spreadsheet }).click();
  else await page.goto('/atlas-control/spreadsheet');
  await page.getByRole('heading', { level: 1, name: texts.spreadsheet.title }).waitFor();
}

describe('the spreadsheet screen', () => {
  it('shows what an edited sheet would change, and changes it only when confirmed', async () => {
    const texts = adminTexts.en.spreadsheet;
    const [header, ...rows] = await exportedRows();
    const target = rows.find((r) => r[header!.indexOf('visibility')] === 'public')!;
    const id = Number(target[0]);
    const before = await titleOf(id);
    const titleAt = SHEET_COLUMNS.indexOf('title');
    const edited = [header!, ...rows.map((r) => (r === target ? r.map((c, i) => (i === titleAt ? `${before} (revised)` : c)) : r))];

    const { context, page } = await newPage(env.browser, env.server.url, 'en', 1280);
    await openScreen(page, 'en', 'sidebar');
    await page.getByLabel(texts.upload.file).setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: csv(edited) });
    await page.getByRole('button', { name: texts.upload.check }).click();
    const change = page.getByTestId('change-row');
    await change.first().waitFor();
    expect(await change.count()).toBe(1);
    expect(await change.first().textContent()).toContain(`${before} (revised)`);
    expect(await titleOf(id)).toBe(before);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: texts.report.confirm }).click();
    await page.getByRole('status').getByText(texts.report.done.replace('{{created}}', '0').replace('{{updated}}', '1')).waitFor();
    expect(await titleOf(id)).toBe(`${before} (revised)`);
    await context.close();
  });

  it('in Arabic, a sheet with problems is shown by row and column and cannot be imported', async () => {
    const texts = adminTexts.ar.spreadsheet;
    const [header, first] = await exportedRows();
    const placesAt = SHEET_COLUMNS.indexOf('places');
    const wrong = first!.map((c, i) => (i === placesAt ? 'Atlantis' : c));

    const { context, page } = await newPage(env.browser, env.server.url, 'ar', 390);
    await openScreen(page, 'ar', 'address');
    await page.getByLabel(texts.upload.file).setInputFiles({ name: 'فهرس.csv', mimeType: 'text/csv', buffer: csv([header!, wrong]) });
    await page.getByRole('button', { name: texts.upload.check }).click();
    const problem = page.getByTestId('problem-row');
    await problem.first().waitFor();
    expect(await problem.first().textContent()).toContain(texts.codes.unknown_place);
    expect(await problem.first().textContent()).toContain('places');
    expect(await page.getByRole('button', { name: texts.report.confirm }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
