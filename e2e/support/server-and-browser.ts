import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type TestServer, startTestServer } from '../../api/test/test-server.ts';
import { releaseBrowser, workerBrowser } from './browser.ts';

/**
 * Starts a test server (seeded archive unless `overrides` say otherwise) and takes the worker's Chromium before the
 * spec's tests; after them, closes the server and the browser contexts the spec left open. Read `env.server` and `env.browser` inside hooks and
 * tests only; a spec's own beforeAll registered after this call runs after both are up.
 */
export function useServerAndBrowser(overrides?: Parameters<typeof startTestServer>[0]): { server: TestServer; browser: Browser } {
  const env = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startTestServer(overrides), workerBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(env.browser);
    await env.server?.close();
  });
  return env;
}
