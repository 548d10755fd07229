import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { call } from '../../test/http.ts';
import { adminHeaders } from '../../test/test-server.ts';
import { useTestServer } from '../../test/use-test-server.ts';

const PASSWORD = 'x';
const t = useTestServer({ platformPassword: PASSWORD, seed: 'none' });

beforeAll(async () => {
  await call(t.server, 'POST', '/api/v/media/', { json: { title: 'Behind the gate' }, headers: t.admin });
});

/** The `name=value` part of the access cookie the server set. */
async function passGate(): Promise<string> {
  const res = await fetch(`${t.server.url}/api/u/access/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const setCookie = res.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/HttpOnly/i);
  return setCookie.split(';')[0]!;
}

describe('platform access gate (PLATFORM_PASSWORD set)', () => {
  it.each([
    ['GET', '/api/v/media/'],
    ['GET', '/api/v/media/recent/'],
    ['GET', '/api/v/media/most-watched/'],
    ['GET', '/api/v/media/1/'],
    ['POST', '/api/v/media/1/view/'],
    ['GET', '/api/v/media/locations/'],
    ['GET', '/oai?verb=Identify'],
    ['GET', '/iiif/collection'],
    ['GET', '/iiif/1/manifest'],
    ['GET', '/api/v/media/1/chapters.vtt'],
  ])('blocks %s %s with 403 before the gate is passed', async (method, path) => {
    const res = await call<{ message: string }>(t.server, method, path);
    expect(res).toMatchObject({ status: 403, body: { message: expect.any(String) } });
  });

  it('blocks the contact form too, storing nothing', async () => {
    const res = await call(t.server, 'POST', '/api/u/contact/', { json: { name: 'A', email: 'a@b.co', message: 'hi' } });
    expect(res.status).toBe(403);
    const admin = await adminHeaders(t.server);
    expect((await call<unknown[]>(t.server, 'GET', '/api/msg/message/', { headers: admin })).body).toEqual([]);
  });

  it('reports the gate as required and not passed', async () => {
    const res = await call(t.server, 'GET', '/api/u/access/status/');
    expect(res).toMatchObject({ status: 200, body: { required: true, granted: false } });
  });

  it('refuses a wrong password with the product rules message', async () => {
    const res = await call(t.server, 'POST', '/api/u/access/', { json: { password: 'wrong' } });
    expect(res).toMatchObject({ status: 401, body: { message: 'Incorrect password. Please try again.' } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('opens public reads once the right password set the cookie, and closes them on leaving', async () => {
    const cookie = await passGate();
    const list = await call<MediaPage>(t.server, 'GET', '/api/v/media/', { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.body.results.map((m) => m.title)).toEqual(['Behind the gate']);
    expect((await call(t.server, 'GET', '/api/u/access/status/', { headers: { cookie } })).body).toEqual({ required: true, granted: true });

    const left = await fetch(`${t.server.url}/api/u/access/`, { method: 'DELETE', headers: { cookie } });
    expect(left.status).toBe(200);
    expect(left.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
  });

  it('refuses a forged cookie', async () => {
    const res = await call(t.server, 'GET', '/api/v/media/', { headers: { cookie: 'atlas_access=forged.token.value' } });
    expect(res.status).toBe(403);
  });

  it('lets the admin token through without the cookie, and login is open', async () => {
    const admin = await adminHeaders(t.server);
    const res = await call<MediaPage>(t.server, 'GET', '/api/v/media/', { headers: admin });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
  });
});

describe('HTTP caching behind the gate', () => {
  it('answers private, never for a shared cache, and a held ETag does not open the gate', async () => {
    const cookie = await passGate();
    const first = await call(t.server, 'GET', '/api/v/media/', { headers: { cookie } });
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await call(t.server, 'GET', '/api/v/media/', { headers: { cookie, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');

    const stranger = await call(t.server, 'GET', '/api/v/media/', { headers: { 'if-none-match': etag } });
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('etag')).toBeNull();
  });
});
