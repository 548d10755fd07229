import type { Page } from 'playwright-core';
import { TEST_ADMIN } from '../../api/test/test-server.ts';
import { adminTexts } from './admin-texts.ts';
import type { Lang } from './browser.ts';

/**
 * Signs in through the login page, its labels read in `lang` (as the test admin unless `account` says who), and
 * waits for the dashboard.
 */
export async function signIn(page: Page, lang: Lang = 'en', account: { username: string; password: string } = TEST_ADMIN): Promise<void> {
  const labels = adminTexts[lang].login;
  await page.goto('/atlas-control/login');
  await page.getByLabel(labels.username).fill(account.username);
  await page.getByLabel(labels.password).fill(account.password);
  await page.getByRole('button', { name: labels.submit }).click();
  await page.waitForURL((url) => url.pathname === '/atlas-control');
}
