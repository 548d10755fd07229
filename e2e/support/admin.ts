import type { Page } from 'playwright-core';
import { TEST_ADMIN } from '../../api/test/test-server.ts';

const ENGLISH = { username: 'Username', password: 'Password', submit: 'Sign in' };

/** Signs in as the test admin through the login page and waits for the dashboard. */
export async function signIn(page: Page, labels = ENGLISH): Promise<void> {
  await page.goto('/atlas-control/login');
  await page.getByLabel(labels.username).fill(TEST_ADMIN.username);
  await page.getByLabel(labels.password).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: labels.submit }).click();
  await page.waitForURL((url) => url.pathname === '/atlas-control');
}
