import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { ProposalList } from '#contracts/review';
import { call, fullPayload } from '../api/test/http.ts';
import { createStaff, STAFF_PASSWORD } from '../api/test/staff.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// A team works in Atlas (docs/behaviour.md §500): an admin invites, the invited person sets a password and
// signs in with what the role allows, turns on two-factor sign-in; an editor accepts a transcriber's change.
const env = useServerAndBrowser({ seed: 'none' });

describe('staff accounts', () => {
  it('an admin invites a transcriber, who sets a password, signs in with a transcriber’s screens and turns on two-factor sign-in', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByLabel('Username').fill('leila');
    await page.getByLabel('Role', { exact: true }).selectOption('transcriber');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = await page.getByLabel('Link', { exact: true }).inputValue();
    expect(link).toMatch(/\/atlas-control\/invitation\/[\w-]{43}$/);
    await page.getByTestId('user-row').filter({ hasText: 'leila' }).getByText('Invited').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-users-en');
    await context.close();

    const invited = await newPage(env.browser, env.server.url);
    await invited.page.goto(new URL(link).pathname);
    await invited.page.getByText('Welcome, leila.').waitFor();
    await invited.page.getByLabel('Password').fill('qwerty123456');
    await invited.page.getByRole('button', { name: 'Save password' }).click();
    await invited.page.getByRole('alert').filter({ hasText: 'This password is too common.' }).waitFor();
    await invited.page.getByLabel('Password').fill(STAFF_PASSWORD);
    await invited.page.getByRole('button', { name: 'Save password' }).click();
    await invited.page.getByText('Your password is saved.').waitFor();
    expect(await axeViolations(invited.page)).toEqual([]);

    await invited.page.goto('/atlas-control/login');
    await invited.page.getByLabel('Username').fill('leila');
    await invited.page.getByLabel('Password').fill(STAFF_PASSWORD);
    await invited.page.getByRole('button', { name: 'Sign in' }).click();
    await invited.page.waitForURL((url) => url.pathname === '/atlas-control');
    // A transcriber neither manages accounts nor adds videos.
    await invited.page.getByRole('link', { name: 'My account' }).waitFor();
    expect(await invited.page.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await invited.page.getByRole('link', { name: 'Videos', exact: true }).click();
    await invited.page.getByText('No videos found').waitFor();
    expect(await invited.page.getByRole('link', { name: '+ Add new video' }).count()).toBe(0);

    await invited.page.getByRole('link', { name: 'My account' }).click();
    await invited.page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await invited.page.locator('code').textContent())!.trim();
    await invited.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await invited.page.getByLabel('Code').fill(await generate({ secret }));
    await invited.page.getByRole('button', { name: 'Turn on' }).click();
    await invited.page.getByText('Your recovery codes.').waitFor();
    expect(await invited.page.getByRole('status').getByRole('listitem').count()).toBe(10);
    expect(await axeViolations(invited.page)).toEqual([]);
    await screenshot(invited.page, 'admin-account-en');

    // Signing in again asks for the code.
    await invited.page.getByRole('button', { name: 'Log out' }).click();
    await invited.page.getByLabel('Username').fill('leila');
    await invited.page.getByLabel('Password').fill(STAFF_PASSWORD);
    await invited.page.getByRole('button', { name: 'Sign in' }).click();
    await invited.page.getByText('Enter the code from your authenticator app.').waitFor();
    await invited.page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await invited.page.getByRole('button', { name: 'Sign in' }).click();
    await invited.page.waitForURL((url) => url.pathname === '/atlas-control');
    await invited.context.close();
  });

  it('in Arabic, an editor reads a transcriber’s proposal as a diff and accepts it; the activity names both', async () => {
    const admin = await adminHeaders(env.server);
    const id = (await call<{ id: number }>(env.server, 'POST', '/api/v/media/full/', { headers: admin, json: fullPayload() })).body.id;
    const transcriber = await createStaff(env.server, admin, 'transcriber', 'hamza');
    const changed = fullPayload({ transcript: [{ language: 'English', text: 'The corrected transcript.' }] });
    expect((await call(env.server, 'PUT', `/api/v/media/${id}/full/`, { headers: transcriber.headers, json: changed })).status).toBe(202);

    const { context, page } = await newPage(env.browser, env.server.url, 'ar');
    await signIn(page, 'ar');
    await page.getByRole('link', { name: 'المراجعة' }).click();
    await page.getByTestId('proposal').getByText('من hamza', { exact: false }).waitFor();
    await page.getByTestId('proposal').getByRole('link').click();
    await page.getByText('The corrected transcript.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-proposal-ar');
    await page.getByRole('button', { name: 'قبول' }).click();
    await page.getByText('قبله admin').waitFor();
    const open = await call<ProposalList>(env.server, 'GET', '/api/admin/proposals/', { headers: admin });
    expect(open.body.results).toEqual([]);

    await page.getByRole('link', { name: 'النشاط' }).click();
    await page.getByTestId('activity-row').filter({ hasText: 'قبل تغييرًا' }).waitFor();
    await page.getByTestId('activity-row').filter({ hasText: 'اقترح تغييرًا' }).filter({ hasText: 'hamza' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
