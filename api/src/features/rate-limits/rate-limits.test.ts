import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/test-server.ts';
import { LOGIN_USERNAME_LIMIT, TOO_MANY_LOGINS } from '../auth/auth.routes.ts';
import { GATE_ADDRESS_LIMIT, TOO_MANY_GATE_ATTEMPTS } from '../auth/platform-gate.ts';

const GATE_PASSWORD = 'cedar forest';

// Two Atlas processes' worth of servers on ONE database: limits must count across both.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ seed: 'none', platformPassword: GATE_PASSWORD });
  second = await startTestServer({ seed: 'none', platformPassword: GATE_PASSWORD, databaseUrl: first.config.databaseUrl });
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
});

const enterGate = (server: TestServer, password: string) =>
  call<{ message?: string }>(server, 'POST', '/api/u/access/', { json: { password } });
const login = (server: TestServer, password: string) =>
  call<{ message?: string }>(server, 'POST', '/api/u/login/', { json: { username: TEST_ADMIN.username, password } });

describe('the access gate admits a classroom behind one address', () => {
  it('lets 40 visitors from one address in, then limits wrong passwords only, across processes', async () => {
    for (let student = 0; student < 40; student++) {
      expect((await enterGate(student % 2 ? second : first, GATE_PASSWORD)).status).toBe(200);
    }
    for (let attempt = 0; attempt < GATE_ADDRESS_LIMIT.max; attempt++) {
      expect((await enterGate(attempt % 2 ? second : first, `guess ${attempt}`)).status).toBe(401);
    }
    for (const server of [first, second]) {
      const refused = await enterGate(server, 'one more guess');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(TOO_MANY_GATE_ATTEMPTS);
      // While the address is over the limit no password is checked, the right one included.
      expect((await enterGate(server, GATE_PASSWORD)).status).toBe(429);
    }
  });
});

describe('login limits are kept in the database', () => {
  it('locks a name after five wrong passwords sent to two processes', async () => {
    for (let attempt = 0; attempt < LOGIN_USERNAME_LIMIT.max; attempt++) {
      expect((await login(attempt % 2 ? second : first, `guess ${attempt}`)).status).toBe(401);
    }
    for (const server of [first, second]) {
      expect(await login(server, TEST_ADMIN.password)).toMatchObject({ status: 429, body: { message: TOO_MANY_LOGINS } });
    }
  });
});
