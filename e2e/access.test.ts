import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { fullPayload } from '../api/test/http.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Access levels and withheld passages (docs/behaviour.md §300) as staff set them in the access panel,
// and as the public sees them, in English and in Arabic.
const env = useServerAndBrowser({ seed: 'none' });
let headers: Record<string, string>;
let id: number;

const SEALED_UNTIL = '2045-03-01';
const transcript = '[00:00:00] We came in spring.\n\n[00:01:00] The quarrel over the well.\n\n[00:02:00] The end.';

beforeAll(async () => {
  headers = await adminHeaders(env.server);
  const payload = fullPayload({
    title: 'Wells of Tizguite',
    duration: '00:03:00',
    transcript: [{ language: 'English', text: transcript }],
  });
  const res = await fetch(`${env.server.url}${apiPaths.media.full}`, { method: 'POST', headers, body: JSON.stringify(payload) });
  id = ((await res.json()) as Media).id;
});

describe('access', () => {
  it('staff seal an interview and withhold a passage in the access panel; the public page says so in both languages', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    page.setDefaultTimeout(10_000);
    await signIn(page);
    await page.goto(`/atlas-control/videos/edit/${id}`);
    const panel = page.getByRole('form', { name: 'Access' });
    await panel.getByLabel('Access level').selectOption('sealed');
    await panel.getByLabel(/^Sealed until/).fill(SEALED_UNTIL);
    await panel.getByText("YouTube's own page still holds them", { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Add a withheld passage' }).click();
    await panel.getByLabel('Start', { exact: true }).fill('00:01:00');
    await panel.getByLabel('End', { exact: true }).fill('00:09:00');
    await panel.getByRole('button', { name: 'Save access' }).click();
    // Past the recording's end: refused, the field marked, nothing saved.
    await panel.getByText('Not saved', { exact: false }).waitFor();
    expect(await panel.getByLabel('End', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await panel.getByLabel('End', { exact: true }).fill('00:02:00');
    await panel.getByLabel('Reason (shown to the public)').fill("at the narrator's request");
    await panel.getByRole('button', { name: 'Save access' }).click();
    await panel.getByText('Access saved.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/atlas-control/videos');
    await page.getByText('Sealed until March 1, 2045').first().waitFor();
    await page.getByText('1 withheld passage').first().waitFor();
    await context.close();

    const visitor = await newPage(env.browser, env.server.url);
    await visitor.page.goto(`/archive/${id}`);
    await visitor.page.getByRole('heading', { name: 'Sealed until March 1, 2045' }).waitFor();
    await visitor.page.getByRole('heading', { name: 'Request access' }).waitFor();
    expect(await visitor.page.getByText('The quarrel over the well.').count()).toBe(0);
    expect(await axeViolations(visitor.page)).toEqual([]);
    await screenshot(visitor.page, 'access-sealed-en');
    await visitor.context.close();

    const arabic = await newPage(env.browser, env.server.url, 'ar', 390);
    await arabic.page.goto(`/archive/${id}`);
    await arabic.page.getByRole('heading', { name: /^مختومة حتى/ }).waitFor();
    await arabic.page.getByRole('heading', { name: 'طلب الاطلاع' }).waitFor();
    expect(await axeViolations(arabic.page)).toEqual([]);
    await screenshot(arabic.page, 'access-sealed-ar');
    await arabic.context.close();
  });

  it('staff select a passage in a transcript without times; the public sees a notice in its place in both languages', async () => {
    const untimed = 'We came in spring. The quarrel over the well. Then we left.';
    const payload = fullPayload({ title: 'Wells of Skoura', duration: '00:03:00', transcript: [{ language: 'English', text: untimed }] });
    const created = await fetch(`${env.server.url}${apiPaths.media.full}`, { method: 'POST', headers, body: JSON.stringify(payload) });
    const untimedId = ((await created.json()) as Media).id;

    const { context, page } = await newPage(env.browser, env.server.url);
    page.setDefaultTimeout(10_000);
    await signIn(page);
    await page.goto(`/atlas-control/videos/edit/${untimedId}`);
    const panel = page.getByRole('form', { name: 'Access' });
    const transcriptField = panel.getByLabel('Transcript in English (no time markers)');
    // Select the sentence as a keyboard user would: from its first letter, Shift+Right to its end.
    const start = untimed.indexOf('The quarrel');
    await transcriptField.evaluate((el: HTMLTextAreaElement, at) => el.setSelectionRange(at, at), start);
    await transcriptField.focus();
    for (let i = 0; i < 'The quarrel over the well.'.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await panel.getByRole('button', { name: 'Withhold the selected words' }).click();
    await panel.getByText('Words selected in the English transcript').waitFor();
    await panel.getByLabel('Reason (shown to the public)').fill('family');
    await panel.getByRole('button', { name: 'Save access' }).click();
    await panel.getByText('Access saved.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    for (const [lang, tab, notice] of [
      ['en', 'Full transcript', 'Passage withheld'],
      ['ar', 'النص الكامل', 'مقطع محجوب'],
    ] as const) {
      const visitor = await newPage(env.browser, env.server.url, lang);
      await visitor.page.goto(`/archive/${untimedId}`);
      await visitor.page.getByRole('tab', { name: tab }).click();
      await visitor.page.getByText('We came in spring.').waitFor();
      await visitor.page.locator('em', { hasText: notice }).waitFor();
      expect(await visitor.page.getByText('The quarrel over the well.').count()).toBe(0);
      expect(await axeViolations(visitor.page)).toEqual([]);
      await visitor.context.close();
    }
  });

  it('an open interview shows its withheld paragraph as a notice, never its words', async () => {
    const passage = { start_time: '00:01:00', end_time: '00:02:00', reason: 'family', until: '2040-01-01' };
    const res = await fetch(`${env.server.url}${apiPaths.admin.mediaAccess(id)}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ access: 'open', redactions: [passage] }),
    });
    expect(res.status).toBe(200);
    for (const [lang, tab, notice] of [
      ['en', 'Full transcript', 'Passage withheld'],
      ['ar', 'النص الكامل', 'مقطع محجوب'],
    ] as const) {
      const { context, page } = await newPage(env.browser, env.server.url, lang);
      await page.goto(`/archive/${id}`);
      await page.getByRole('tab', { name: tab }).click();
      await page.getByText('We came in spring.').waitFor();
      await page.locator('em', { hasText: notice }).waitFor();
      expect(await page.getByText('The quarrel over the well.').count()).toBe(0);
      await context.close();
    }
  });
});
