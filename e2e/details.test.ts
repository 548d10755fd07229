import { describe, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Small things a careful visitor notices, each checked in the browser.
const env = useServerAndBrowser();

describe('careful details', () => {
  it('/contact leads to the contact page', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/contact');
    await page.waitForURL((url) => url.pathname === '/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    await context.close();
  });
});
