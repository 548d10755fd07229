import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_ADDRESS_LIMIT } from '../features/auth/platform-gate.ts';
import { freePort } from '../../test/free-port.ts';
import { nginxUnavailable, type RunningNginx, startNginx } from '../../test/nginx.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const GATE_PASSWORD = 'cedar forest';

interface Answer {
  status: number;
  setCookie: string;
}

/**
 * A gate attempt from a chosen loopback address (Linux answers on all of 127.0.0.0/8), so the
 * test can be several clients on one machine.
 */
function enterGate(url: string, password: string, options: { from?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const target = new URL('/api/u/access/', url);
  const body = JSON.stringify({ password });
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        localAddress: options.from ?? '127.0.0.1',
        rejectUnauthorized: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...options.headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookie: String(response.headers['set-cookie'] ?? '') }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Uses up one address's wrong gate passwords; the next attempt from it answers 429. */
async function exhaust(url: string, options: Parameters<typeof enterGate>[2]): Promise<void> {
  for (let i = 0; i < GATE_ADDRESS_LIMIT.max; i++) expect((await enterGate(url, `guess ${i}`, options)).status).toBe(401);
}

describe('without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none', platformPassword: GATE_PASSWORD });
  });
  afterAll(() => server?.close());

  it('a forged X-Forwarded-For changes nothing, and X-Forwarded-Proto makes no cookie Secure', async () => {
    for (let i = 0; i < GATE_ADDRESS_LIMIT.max; i++) {
      const answer = await enterGate(server.url, `guess ${i}`, { from: '127.0.0.11', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      expect(answer.status).toBe(401);
    }
    expect((await enterGate(server.url, 'again', { from: '127.0.0.11', headers: { 'x-forwarded-for': '198.51.100.77' } })).status).toBe(
      429,
    );
    const passed = await enterGate(server.url, GATE_PASSWORD, { from: '127.0.0.12', headers: { 'x-forwarded-proto': 'https' } });
    expect(passed.status).toBe(200);
    expect(passed.setCookie).not.toMatch(/;\s*Secure/i);
  });
});

const nginxMissing = nginxUnavailable();
if (nginxMissing) console.warn(`Skipping the test behind nginx: ${nginxMissing}`);

describe.skipIf(nginxMissing !== null)('behind Debian nginx with the site of docs/deploy.md (TRUST_PROXY=127.0.0.1)', () => {
  let server: TestServer;
  let nginx: RunningNginx;
  let siteUrl = '';
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none', platformPassword: GATE_PASSWORD, trustProxy: ['127.0.0.1'] });
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const atlasPort = new URL(server.url).port;
    const site = siteFromDeployDoc();
    nginx = await startNginx(
      (dir) =>
        rewrite(site, [
          [/^\s*listen \[::\]:.*$/gm, ''],
          [/listen 80;/, `listen 127.0.0.1:${httpPort};`],
          [/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`],
          [/ssl_certificate \S+;/, `ssl_certificate ${dir}/cert.pem;`],
          [/ssl_certificate_key \S+;/, `ssl_certificate_key ${dir}/key.pem;`],
          [/proxy_pass http:\/\/127\.0\.0\.1:8080;/, `proxy_pass http://127.0.0.1:${atlasPort};`],
        ]),
      [httpPort, httpsPort],
    );
    siteUrl = `https://127.0.0.1:${httpsPort}`;
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
  });

  it('limits count the real client, a forged header included, and cookies are Secure over HTTPS', async () => {
    // One visitor guesses until limited…
    await exhaust(siteUrl, { from: '127.0.0.21' });
    expect((await enterGate(siteUrl, 'again', { from: '127.0.0.21' })).status).toBe(429);
    // …which limits that visitor only, even one claiming to be someone else.
    expect((await enterGate(siteUrl, 'my own guess', { from: '127.0.0.22' })).status).toBe(401);
    expect((await enterGate(siteUrl, 'again', { from: '127.0.0.21', headers: { 'x-forwarded-for': '127.0.0.23' } })).status).toBe(429);
    const passed = await enterGate(siteUrl, GATE_PASSWORD, { from: '127.0.0.22' });
    expect(passed.status).toBe(200);
    expect(passed.setCookie).toMatch(/;\s*Secure/i);
    expect(passed.setCookie).toMatch(/;\s*HttpOnly/i);
  });
});

/** The ```nginx block of docs/deploy.md: the test serves Atlas with exactly that site. */
function siteFromDeployDoc(): string {
  const doc = fs.readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
  const site = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!site) throw new Error('docs/deploy.md has no nginx block');
  return site;
}

function rewrite(text: string, replacements: [RegExp, string][]): string {
  return replacements.reduce((result, [pattern, value]) => {
    if (!pattern.test(result)) throw new Error(`the nginx site no longer has ${pattern}; update this test with docs/deploy.md`);
    pattern.lastIndex = 0;
    return result.replace(pattern, value);
  }, text);
}
