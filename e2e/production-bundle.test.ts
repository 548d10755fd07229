import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../api/test/test-server.ts';

// The browser specs run against what `npm start` serves; it must be the production bundle even
// though the test run sets NODE_ENV=test (which once shipped React's development build).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
});
afterAll(() => server.close());

describe('the served web app', () => {
  it('is the production build, compressed and cached for a year', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const res = await fetch(`${server.url}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
    const source = await res.text();
    expect(source).not.toContain('jsxDEV');
    expect(source).toContain('Minified React error');
  });
});
