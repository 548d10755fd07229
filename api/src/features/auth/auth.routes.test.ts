import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../../test/test-server.ts';
import { LOGIN_ADDRESS_LIMIT } from './auth.routes.ts';

const TOO_MANY = 'Too many login attempts. Please try again later.';
const INVALID = 'Invalid username or password.';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
});
afterAll(() => server.close());

type Tokens = { access: string; refresh: string; message?: string };
const login = (username: string, password: string, s = server) =>
  call<Tokens>(s, 'POST', '/api/u/login/', { json: { username, password, email: '', first_name: '', last_name: '' } });

describe('POST /api/u/login/', () => {
  it('answers an access and a refresh token; the access token opens admin routes', async () => {
    const res = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const inbox = await call(server, 'GET', '/api/msg/message/', { headers: { authorization: `Bearer ${res.body.access}` } });
    expect(inbox.status).toBe(200);
  });

  it('answers 401 with the product rules message for a wrong password or an unknown user', async () => {
    for (const [username, password] of [
      [TEST_ADMIN.username, 'wrong'],
      ['nobody', TEST_ADMIN.password],
    ] as const) {
      const res = await login(username, password);
      expect(res).toMatchObject({ status: 401, body: { message: INVALID } });
    }
  });

  it('answers 400 when a field is missing', async () => {
    expect((await call(server, 'POST', '/api/u/login/', { json: { username: 'admin' } })).status).toBe(400);
    expect((await call(server, 'POST', '/api/u/login/', { json: { username: '', password: 'x' } })).status).toBe(400);
  });

  it('locks a username after 5 failures, even with the right password, but not other names', async () => {
    const s = await startTestServer({ seed: 'none' });
    try {
      for (let i = 0; i < 5; i++) expect((await login(TEST_ADMIN.username, `guess ${i}`, s)).status).toBe(401);
      const locked = await login(TEST_ADMIN.username, TEST_ADMIN.password, s);
      expect(locked).toMatchObject({ status: 429, body: { message: TOO_MANY } });
      // The lock is per name, whatever its case; another name is judged on its own.
      expect((await login(TEST_ADMIN.username.toUpperCase(), TEST_ADMIN.password, s)).status).toBe(429);
      expect((await login('someone-else', 'x', s)).status).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('limits attempts per address, whatever the username', async () => {
    const s = await startTestServer({ seed: 'none' });
    try {
      for (let i = 0; i < LOGIN_ADDRESS_LIMIT.max; i++) expect((await login(`user-${i}`, 'x', s)).status).toBe(401);
      const refused = await login(TEST_ADMIN.username, TEST_ADMIN.password, s);
      expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    } finally {
      await s.close();
    }
  });
});

describe('POST /api/u/token/refresh/', () => {
  it('gives a new access token for a refresh token, and refuses an access token', async () => {
    const { body } = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    const refreshed = await call<Tokens>(server, 'POST', '/api/u/token/refresh/', { json: { refresh: body.refresh } });
    expect(refreshed.status).toBe(200);
    const inbox = await call(server, 'GET', '/api/msg/message/', { headers: { authorization: `Bearer ${refreshed.body.access}` } });
    expect(inbox.status).toBe(200);
    expect((await call(server, 'POST', '/api/u/token/refresh/', { json: { refresh: body.access } })).status).toBe(401);
    expect((await call(server, 'POST', '/api/u/token/refresh/', { json: { refresh: 'garbage' } })).status).toBe(401);
  });
});
