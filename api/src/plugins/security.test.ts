import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contracts/paths';
import { useTestServer } from '../../test/use-test-server.ts';
import { call } from '../../test/http.ts';
import { parseMediaOrigins } from '../config.ts';

// A minimal built web app, so pages and assets are answered too.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-security-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Atlas</title><script type="module" src="/assets/app-1a2b3c4d.js"></script>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c4d.js'), 'console.log("atlas");');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = useTestServer({ seed: 'none', webDist, mediaOrigins: ['https://media.example.org', 'http://archive.example.net:8080'] });

/** What the browser is told about framing, sniffing, referrers, isolation and HTTPS, besides the policy. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const securityHeadersOf = (headers: Headers) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers.get(name)]));

describe('security headers', () => {
  it('are the same on every kind of answer: pages, assets, API data, 304, 404 and errors', async () => {
    const expected = securityHeadersOf((await call(t.server, 'GET', apiPaths.health)).headers);
    expect(Object.values(expected)).not.toContain(null);
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    expect(expected['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const list = await fetch(`${t.server.url}${apiPaths.media.list}`);
    const answers = [
      await fetch(`${t.server.url}/`),
      await fetch(`${t.server.url}/archive`),
      await fetch(`${t.server.url}/assets/app-1a2b3c4d.js`),
      list,
      await fetch(`${t.server.url}${apiPaths.media.list}`, { headers: { 'if-none-match': list.headers.get('etag') ?? '' } }),
      await fetch(`${t.server.url}${apiPaths.media.detail(987_654)}`),
      await fetch(`${t.server.url}/api/no-such-path/`),
      await fetch(`${t.server.url}${apiPaths.media.detail('abc')}`),
      await fetch(`${t.server.url}${apiPaths.contact}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{broken',
      }),
      await fetch(`${t.server.url}${apiPaths.messages.list}`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 304, 404, 404, 400, 400, 401]);
    for (const answer of answers) {
      expect(securityHeadersOf(answer.headers), answer.url).toEqual(expected);
      expect(answer.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('media origins (MEDIA_ORIGINS)', () => {
  it('lets the browser play media only from the site and the configured origins', async () => {
    const res = await call(t.server, 'GET', apiPaths.health);
    const directives = (res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    expect(directives).toContain("media-src 'self' blob: https://media.example.org http://archive.example.net:8080");
  });

  it('reads origins separated by commas or spaces and refuses anything that is not an http(s) origin', () => {
    expect(parseMediaOrigins(undefined)).toEqual([]);
    expect(parseMediaOrigins(' https://a.example.org, https://b.example.org/ http://c.example.org:81 ')).toEqual([
      'https://a.example.org',
      'https://b.example.org',
      'http://c.example.org:81',
    ]);
    for (const bad of [
      'media.example.org',
      'https://a.example.org/files',
      "https://a.example.org 'unsafe-inline'",
      'ftp://a.example.org',
      '*',
    ]) {
      expect(() => parseMediaOrigins(bad), bad).toThrow(/MEDIA_ORIGINS/);
    }
  });
});
