import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { call, mediaPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer();

/** Video 16 exists (the sample archive), so `0x10` or `1e1` must not reach it by another spelling. */
const NON_DECIMAL_IDS = ['0x10', '1e1', '1%20', '%201', '+1', '16.0', '-16', '0b10', '1_6', 'Infinity'];

describe('ids are decimal digits only', () => {
  it.each(NON_DECIMAL_IDS)('GET /api/v/media/%s/ is not video 16 or 1', async (id) => {
    const res = await call<{ message: string }>(t.server, 'GET', `/api/v/media/${id}/`);
    expect([400, 404]).toContain(res.status);
    expect(res.body.message).toBeTruthy();
  });

  it('a DELETE by a hex or exponent id deletes nothing', async () => {
    for (const id of ['0x10', '1e1', '16%20']) {
      const res = await call(t.server, 'DELETE', `/api/v/media/${id}/`, { headers: t.admin });
      expect([400, 404]).toContain(res.status);
    }
    expect((await call(t.server, 'GET', '/api/v/media/16/')).status).toBe(200);
    expect((await call(t.server, 'GET', '/api/v/media/10/')).status).toBe(200);
  });

  it('query ids and pages take decimal digits only', async () => {
    for (const query of ['media=0x10', 'media=1e1', 'media=%2B1', 'media=1%20']) {
      expect((await call(t.server, 'GET', `/api/v/segments/?${query}`, { headers: t.admin })).status).toBe(400);
    }
    for (const query of ['page=0x1', 'page_size=1e1', 'page=%201']) {
      expect((await call(t.server, 'GET', `/api/v/media/?${query}`)).status).toBe(400);
    }
    expect((await call(t.server, 'GET', '/api/v/media/?page=1&page_size=5')).status).toBe(200);
    expect((await call(t.server, 'GET', '/api/v/media/16/')).status).toBe(200);
  });
});

describe('a video URL is a web address', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'file:///etc/passwd',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    '//evil.example/x.mp3',
    '/\\evil.example/x.mp3',
  ])('refuses %s with a message, and nothing is saved', async (url) => {
    const before = await call<{ count: number }>(t.server, 'GET', '/api/v/media/?page_size=1', { headers: t.admin });
    const res = await call<{ message: string; errors?: { path: string; message: string }[] }>(t.server, 'POST', '/api/v/media/', {
      json: mediaPayload({ url }),
      headers: t.admin,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('http:// or https://');
    const after = await call<{ count: number }>(t.server, 'GET', '/api/v/media/?page_size=1', { headers: t.admin });
    expect(after.body.count).toBe(before.body.count);
  });

  it('accepts http and https addresses, a path on this site and an empty URL', async () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'http://youtu.be/dQw4w9WgXcQ', '/media/sample-interview.ogg', '']) {
      const res = await call<Media>(t.server, 'POST', '/api/v/media/', { json: mediaPayload({ url }), headers: t.admin });
      expect(res.status).toBe(201);
      expect(res.body.url).toBe(url);
    }
  });
});
