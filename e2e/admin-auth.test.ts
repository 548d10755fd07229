import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Journeys of the admin session (docs/behaviour.md §2, §4, §8): login, guard, 401, inactivity, inbox, Arabic.
const env = useServerAndBrowser();

const session = (page: Page) =>
  page.evaluate(() => ({ token: sessionStorage.getItem('adminToken'), auth: sessionStorage.getItem('isAuthenticated') }));

describe('admin session', () => {
  it('redirects a protected route to the login page without a token', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/atlas-control/videos');
    await page.waitForURL('**/atlas-control/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await screenshot(page, 'admin-login-en');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('refuses wrong credentials, then signs in, shows the dashboard and logs out', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/atlas-control/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText('This field is required').count()).toBe(2);

    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }).waitFor();
    expect((await session(page)).token).toBeNull();

    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/atlas-control');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await session(page)).toMatchObject({ token: expect.any(String), auth: 'true' });

    // The sample archive: 32 interviews, 27 public, 5 archived.
    expect(await page.getByTestId('stat-total').locator('dd').textContent()).toBe('32');
    expect(await page.getByTestId('stat-published').locator('dd').textContent()).toBe('27');
    expect(await page.getByTestId('stat-archived').locator('dd').textContent()).toBe('5');
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    await page.getByText(`Last updated: ${today}`).waitFor();
    const recent = page.getByRole('region', { name: 'Recently Published' }).getByRole('listitem');
    expect(await recent.count()).toBe(3);
    await screenshot(page, 'admin-dashboard-en');
    expect(await axeViolations(page)).toEqual([]);

    // Videos stays active on its sub-paths.
    await page.getByRole('link', { name: 'Add New Video' }).click();
    await page.getByRole('heading', { name: 'Add New Video' }).waitFor();
    expect(await page.getByRole('link', { name: 'Videos', exact: true }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/atlas-control/login');
    expect(await session(page)).toEqual({ token: null, auth: null });
    await page.goto('/atlas-control');
    await page.waitForURL('**/atlas-control/login');
    await context.close();
  });

  it('logs out on any 401 answer', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/atlas-control/login');
    await page.evaluate(() => {
      sessionStorage.setItem('adminToken', 'an.expired.token');
      sessionStorage.setItem('isAuthenticated', 'true');
    });
    // The inbox is admin-only; reads of videos answer an unknown token with the public view.
    await page.goto('/atlas-control/messages');
    await page.waitForURL('**/atlas-control/login');
    expect(await session(page)).toEqual({ token: null, auth: null });
    await context.close();
  });

  it('logs out after the inactivity timeout (shortened for the test)', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/atlas-control/login');
    await page.evaluate(() => sessionStorage.setItem('atlas_admin_inactivity_ms', '1500'));
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.waitForURL('**/atlas-control/login', { timeout: 10_000 });
    expect((await session(page)).token).toBeNull();
    await context.close();
  });

  it('shows a message sent through the contact form in the inbox, marks it read and deletes it', async () => {
    const sent = await fetch(`${env.server.url}/api/u/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Amina Visitor', email: 'amina@example.org', message: 'A question about the Azrou interview.' }),
    });
    expect(sent.status).toBe(201);

    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    await page.getByRole('link', { name: 'Messages' }).click();
    const item = page.getByTestId('message').filter({ hasText: 'A question about the Azrou interview.' });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await item.getByText('Amina Visitor').waitFor();
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await item.getByRole('button', { name: 'Mark as unread' }).waitFor();
    expect(await item.getAttribute('data-read')).toBe('true');

    await item.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this message?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No messages yet').waitFor();
    await context.close();
  });

  it('lays the admin area out right to left in Arabic, with the drawer on the start side', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar');
    await page.goto('/atlas-control/login');
    await page.getByRole('heading', { name: 'تسجيل دخول المسؤول' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'admin-login-ar');
    await signIn(page, 'ar');
    await page.getByRole('heading', { name: 'لوحة تحكم المسؤول' }).waitFor();
    const sidebar = await page.getByRole('complementary', { name: 'الإدارة' }).boundingBox();
    // On the start (right) side and inside the window.
    expect(sidebar!.x).toBeGreaterThan(1280 / 2);
    expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(1280);
    await screenshot(page, 'admin-dashboard-ar');

    // Small screen: the drawer slides in from the start (right) side, over an overlay.
    await page.setViewportSize({ width: 390, height: 800 });
    const aside = page.locator('#admin-sidebar');
    await page.waitForFunction(() => document.querySelector('#admin-sidebar')!.getBoundingClientRect().left >= 390);
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.waitForFunction(() => Math.round(document.querySelector('#admin-sidebar')!.getBoundingClientRect().right) === 390);
    expect(await aside.isVisible()).toBe(true);
    await screenshot(page, 'admin-drawer-ar');
    await page.getByTestId('drawer-overlay').click({ position: { x: 20, y: 400 } });
    await page.waitForFunction(() => document.querySelector('#admin-sidebar')!.getBoundingClientRect().left >= 390);

    // The switcher changes the language in place.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await context.close();
  });

  // Last: the locked name and the failed attempts must not slow the other sign-ins of this file.
  it('tells a locked-out user to try again later (429)', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/atlas-control/login');
    await page.getByLabel('Username').fill('someone-else');
    await page.getByLabel('Password').fill('a wrong password');
    const tooMany = page.getByRole('alert').filter({ hasText: 'Too many login attempts. Please try again later.' });
    // The API locks a name after 5 failures in 15 minutes; the 6th attempt at the latest answers 429.
    for (let attempt = 1; attempt <= 6 && !(await tooMany.isVisible()); attempt += 1) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/u/login/'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await answer;
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    }
    await tooMany.waitFor();
    await context.close();
  });
});
