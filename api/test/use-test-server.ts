import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config.ts';
import { adminHeaders, startTestServer, type TestServer } from './test-server.ts';

export interface TestContext {
  server: TestServer;
  /** The test admin's bearer header (with a JSON content type). */
  admin: Record<string, string>;
}

/**
 * One test server for the whole file (or the `describe` it is called in): started and logged into as
 * the admin before the first test, closed after the last. The fields are filled in by then, so read
 * them inside tests and hooks. `overrides` may be a function, for settings known only once something
 * else has started (an S3-protocol server's port). Kept apart from test-server.ts, which also runs
 * outside Vitest (bench, e2e set-up).
 */
export function useTestServer(overrides: Partial<Config> | (() => Promise<Partial<Config>>) = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.server = await startTestServer(typeof overrides === 'function' ? await overrides() : overrides);
    context.admin = await adminHeaders(context.server);
  });
  afterAll(() => context.server?.close());
  return context;
}
