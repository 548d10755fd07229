import { describe, expect, it } from 'vitest';
import { apiPaths } from '#contracts/paths';
import { useTestServer } from '../../test/use-test-server.ts';
import { call } from '../../test/http.ts';
import { parseMediaOrigins } from '../config.ts';

const t = useTestServer({ seed: 'none', mediaOrigins: ['https://media.example.org', 'http://archive.example.net:8080'] });

describe('media origins (MEDIA_ORIGINS)', () => {
  it('lets the browser play media only from the site and the configured origins', async () => {
    const res = await call(t.server, 'GET', apiPaths.health);
    const directives = (res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    expect(directives).toContain("media-src 'self' https://media.example.org http://archive.example.net:8080");
  });

  it('reads origins separated by commas or spaces and refuses anything that is not an http(s) origin', () => {
    expect(parseMediaOrigins(undefined)).toEqual([]);
    expect(parseMediaOrigins(' https://a.example.org, https://b.example.org/ http://c.example.org:81 ')).toEqual([
      'https://a.example.org',
      'https://b.example.org',
      'http://c.example.org:81',
    ]);
    for (const bad of ['media.example.org', 'https://a.example.org/files', "https://a.example.org 'unsafe-inline'", 'ftp://a.example.org', '*']) {
      expect(() => parseMediaOrigins(bad), bad).toThrow(/MEDIA_ORIGINS/);
    }
  });
});
