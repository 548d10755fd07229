import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type TestServer, startTestServer } from '../../api/test/test-server.ts';
import { launchBrowser } from './browser.ts';

/**
 * Starts a test server (seeded archive unless `overrides` say otherwise) and Chromium before the
 * spec's tests and closes both after them. Read `env.server` and `env.browser` inside hooks and
 * tests only; a spec's own beforeAll registered after this call runs after both are up.
 */
export function useServerAndBrowser(overrides?: Parameters<typeof startTestServer>[0]): { server: TestServer; browser: Browser } {
  const env = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startTestServer(overrides), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
