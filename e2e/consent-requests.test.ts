import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { fullPayload } from '../api/test/http.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Releases under CONSENT_POLICY=require (docs/behaviour.md §400) and access on request
// (docs/behaviour.md §401) as staff and visitors use them: the consent screen and the access
// panel's refusal, the public request form in English and Arabic, and staff approving a request
// whose link opens the interview until they revoke it.
const env = useServerAndBrowser({ seed: 'none', consentPolicy: 'require' });
let headers: Record<string, string>;

const SPOKEN = 'We carried water from the spring at dawn.';

/** An interview public on request (allowed without a release: only its catalogue record shows). */
async function onRequestInterview(title: string): Promise<number> {
  const payload = fullPayload({ title, visibility: 'archived', transcript: [{ language: 'English', text: `[00:00:00] ${SPOKEN}` }] });
  const created = await fetch(`${env.server.url}${apiPaths.media.full}`, { method: 'POST', headers, body: JSON.stringify(payload) });
  const { id } = (await created.json()) as Media;
  const access = await fetch(`${env.server.url}${apiPaths.admin.mediaAccess(id)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ access: 'on_request' }),
  });
  expect(access.status).toBe(200);
  const published = await fetch(`${env.server.url}${apiPaths.media.visibility(id)}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ visibility: 'public' }),
  });
  expect(published.status).toBe(200);
  return id;
}

beforeAll(async () => {
  headers = await adminHeaders(env.server);
});

describe('consent', () => {
  it('staff cannot open an interview until its narrator has a public release, recorded with its signed form', async () => {
    const id = await onRequestInterview('Springs of Imilchil');
    const { context, page } = await newPage(env.browser, env.server.url);
    page.setDefaultTimeout(10_000);
    await signIn(page);

    // Opening it in the access panel is refused, with what is missing said plainly.
    await page.goto(`/atlas-control/videos/edit/${id}`);
    const panel = page.getByRole('form', { name: 'Access' });
    await panel.getByLabel('Access level').selectOption('open');
    await panel.getByText('Consent missing: this interview lacks').waitFor();
    await panel.getByRole('button', { name: 'Save access' }).click();
    await panel.getByText('Consent missing: a narrator has no public release', { exact: false }).waitFor();

    // The consent screen: the policy, what is missing, and the narrator's release.
    await page.goto(`/atlas-control/videos/consent/${id}`);
    await page.getByRole('heading', { name: 'Releases (consent)' }).waitFor();
    await page.getByText('This archive requires a public release from each narrator', { exact: false }).waitFor();
    await page.getByText('Consent missing: this interview lacks').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const narrator = page.getByRole('group', { name: /Gil Guest · narrator/ });
    await narrator.getByLabel('Scope').selectOption('public');
    await narrator.getByLabel('Signed on').fill('2024-03-01');
    await narrator.getByRole('button', { name: 'Save release' }).click();
    await narrator.getByText('This release allows the public web today.').waitFor();
    await narrator.getByLabel(/^Signed form/).setInputFiles({
      name: 'release.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await narrator.getByRole('button', { name: /^Download release\.pdf/ }).waitFor();
    await page.getByText('Each narrator has a public release valid today.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'consent-release-en');

    // Now the same change is saved.
    await page.goto(`/atlas-control/videos/edit/${id}`);
    await panel.getByLabel('Access level').selectOption('open');
    await panel.getByRole('button', { name: 'Save access' }).click();
    await panel.getByText('Access saved.').waitFor();
    await context.close();

    const detail = await fetch(`${env.server.url}${apiPaths.media.detail(id)}`);
    expect(((await detail.json()) as Media).access).toBe('open');
  });
});

describe('access on request', () => {
  it('visitors ask in English and Arabic; staff approve, the link opens the interview, and revoking stops it', async () => {
    const id = await onRequestInterview('Wells of Tinghir');

    const visitor = await newPage(env.browser, env.server.url);
    visitor.page.setDefaultTimeout(10_000);
    await visitor.page.goto(`/archive/${id}`);
    const form = visitor.page.getByRole('region', { name: 'Request access' });
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Full name is required').waitFor();
    await form.getByText('Purpose is required').waitFor();
    expect(await form.getByLabel(/^Full name/).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(visitor.page)).toEqual([]);
    await form.getByLabel(/^Full name/).fill('Salma Researcher');
    await form.getByLabel(/^Email address/).fill('salma@example.org');
    await form.getByLabel(/^Purpose/).fill('A thesis on water and villages');
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Thank you. Your request has been sent', { exact: false }).waitFor();
    expect(await visitor.page.getByText(SPOKEN).count()).toBe(0);
    await visitor.context.close();

    const arabic = await newPage(env.browser, env.server.url, 'ar', 390);
    arabic.page.setDefaultTimeout(10_000);
    await arabic.page.goto(`/archive/${id}`);
    const arabicForm = arabic.page.getByRole('region', { name: 'طلب الاطلاع' });
    await arabicForm.getByRole('button', { name: 'إرسال الطلب' }).click();
    await arabicForm.getByText('الاسم الكامل مطلوب').waitFor();
    expect(await axeViolations(arabic.page)).toEqual([]);
    await arabicForm.getByLabel(/^الاسم الكامل/).fill('سلمى الباحثة');
    await arabicForm.getByLabel(/^البريد الإلكتروني/).fill('salma.ar@example.org');
    await arabicForm.getByLabel(/^الغرض/).fill('بحث عن الماء في القرى');
    await arabicForm.getByRole('button', { name: 'إرسال الطلب' }).click();
    await arabicForm.getByText('شكرًا لك', { exact: false }).waitFor();
    await screenshot(arabic.page, 'access-request-sent-ar');
    await arabic.context.close();

    // Staff see both requests, approve the first; the list shows the link.
    const staff = await newPage(env.browser, env.server.url);
    staff.page.setDefaultTimeout(10_000);
    await signIn(staff.page);
    await staff.page.goto('/atlas-control/access-requests');
    await staff.page.getByRole('heading', { name: 'Access requests' }).waitFor();
    const request = staff.page.getByTestId('access-request').filter({ hasText: 'Salma Researcher' });
    await staff.page.getByTestId('access-request').filter({ hasText: 'سلمى الباحثة' }).waitFor();
    await request.getByRole('button', { name: 'Approve' }).click();
    const linkField = request.getByLabel('Access link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`/archive/${id}\\?access=`));
    expect(await axeViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'access-requests-approved-en');

    // The link opens the interview for its holder.
    const holder = await newPage(env.browser, env.server.url);
    holder.page.setDefaultTimeout(10_000);
    await holder.page.goto(link);
    await holder.page.getByRole('tab', { name: 'Full transcript' }).click();
    await holder.page.getByText(SPOKEN).waitFor();
    expect(await axeViolations(holder.page)).toEqual([]);

    // Revoked: it stops at once.
    await request.getByRole('button', { name: 'Revoke link' }).click();
    await request.getByText('Link revoked by admin', { exact: false }).waitFor();
    await staff.context.close();
    await holder.page.goto(link);
    await holder.page.getByRole('region', { name: 'Request access' }).waitFor();
    expect(await holder.page.getByText(SPOKEN).count()).toBe(0);
    await holder.context.close();
  });
});
