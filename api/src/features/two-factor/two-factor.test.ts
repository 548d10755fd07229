import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { ErrorCode } from '#contracts/errors';
import type { RecoveryCodes, TwoFactorSetup } from '#contracts/accounts';
import { call } from '../../../test/http.ts';
import { createStaff, login } from '../../../test/staff.ts';
import { startTestServer, adminHeaders, type TestServer } from '../../../test/test-server.ts';
import { configFromEnv } from '../../config.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

/**
 * The code an authenticator app shows `steps` 30-second steps from now. The server accepts one step either way;
 * later calls use later steps, since a step once used is refused.
 */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function turnOn(headers: Record<string, string>) {
  const setup = await call<TwoFactorSetup>(t.server, 'POST', '/api/admin/account/2fa/setup/', { headers });
  expect(setup.status).toBe(200);
  const on = await call<RecoveryCodes>(t.server, 'POST', '/api/admin/account/2fa/enable/', {
    headers,
    json: { code: await codeAt(setup.body.secret) },
  });
  expect(on.status).toBe(200);
  return { secret: setup.body.secret, recovery: on.body.recovery_codes };
}

describe('two-factor sign-in', () => {
  it('sets up with a QR code, is confirmed by a code, then login asks for the code', async () => {
    const staff = await createStaff(t.server, t.admin, 'editor', 'farid');
    const setup = await call<TwoFactorSetup>(t.server, 'POST', '/api/admin/account/2fa/setup/', { headers: staff.headers });
    expect(setup.body.otpauth_url).toBe(`otpauth://totp/Atlas:farid?secret=${setup.body.secret}&issuer=Atlas`);
    expect(Buffer.from(setup.body.qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    // Not on until confirmed: a wrong code leaves it off.
    expect(
      await call(t.server, 'POST', '/api/admin/account/2fa/enable/', { headers: staff.headers, json: { code: '000000' } }),
    ).toMatchObject({
      status: 400,
      body: { code: ErrorCode.invalidTwoFactorCode },
    });
    expect((await login(t.server, 'farid')).status).toBe(200);

    const on = await call<RecoveryCodes>(t.server, 'POST', '/api/admin/account/2fa/enable/', {
      headers: staff.headers,
      json: { code: await codeAt(setup.body.secret) },
    });
    expect(on.body.recovery_codes).toHaveLength(10);
    expect(new Set(on.body.recovery_codes).size).toBe(10);

    expect(await login(t.server, 'farid')).toMatchObject({ status: 401, body: { code: ErrorCode.twoFactorRequired } });
    expect(await login(t.server, 'farid', undefined, '123456')).toMatchObject({
      status: 401,
      body: { code: ErrorCode.invalidTwoFactorCode },
    });
    const code = await codeAt(setup.body.secret, 1);
    expect((await login(t.server, 'farid', undefined, code)).status).toBe(200);
    // A code is never accepted twice.
    expect(await login(t.server, 'farid', undefined, code)).toMatchObject({ status: 401, body: { code: ErrorCode.invalidTwoFactorCode } });
  });

  it('a recovery code signs in once', async () => {
    const staff = await createStaff(t.server, t.admin, 'viewer', 'salma');
    const { recovery } = await turnOn(staff.headers);
    const [first] = recovery;
    expect((await login(t.server, 'salma', undefined, first!.toUpperCase())).status).toBe(200);
    expect(await login(t.server, 'salma', undefined, first)).toMatchObject({ status: 401, body: { code: ErrorCode.invalidTwoFactorCode } });
  });

  it('wrong codes lock the account like wrong passwords', async () => {
    const staff = await createStaff(t.server, t.admin, 'viewer', 'tarek');
    const { secret } = await turnOn(staff.headers);
    for (let i = 0; i < 5; i++) expect((await login(t.server, 'tarek', undefined, `00000${i}`)).status).toBe(401);
    expect(await login(t.server, 'tarek', undefined, await codeAt(secret, 1))).toMatchObject({ status: 429 });
  });

  it('turns off with a code; a wrong code changes nothing', async () => {
    const staff = await createStaff(t.server, t.admin, 'editor', 'mona');
    const { secret } = await turnOn(staff.headers);
    const off = (code: string) => call(t.server, 'POST', '/api/admin/account/2fa/disable/', { headers: staff.headers, json: { code } });
    expect(await off('999999')).toMatchObject({ status: 400, body: { code: ErrorCode.invalidTwoFactorCode } });
    expect((await call<{ two_factor: boolean }>(t.server, 'GET', '/api/admin/account/', { headers: staff.headers })).body.two_factor).toBe(
      true,
    );
    expect((await off(await codeAt(secret, 1))).status).toBe(200);
    expect((await login(t.server, 'mona')).status).toBe(200);
    expect(await off('123456')).toMatchObject({ status: 409, body: { code: ErrorCode.twoFactorState } });
  });
});

/**
 * Under REQUIRE_2FA, an account asked for two-factor sign-in can only set it up (the trash, which every role may
 * read, is refused); once set up its work opens, and it cannot turn it off.
 */
async function heldUntilSetUp(server: TestServer, headers: Record<string, string>) {
  expect(await call(server, 'GET', '/api/admin/trash/', { headers })).toMatchObject({
    status: 403,
    body: { code: ErrorCode.twoFactorSetupRequired },
  });
  expect((await call(server, 'GET', '/api/admin/account/', { headers })).body).toMatchObject({
    two_factor: false,
    two_factor_required: true,
  });
  const setup = await call<TwoFactorSetup>(server, 'POST', '/api/admin/account/2fa/setup/', { headers });
  await call(server, 'POST', '/api/admin/account/2fa/enable/', { headers, json: { code: await codeAt(setup.body.secret) } });
  expect((await call(server, 'GET', '/api/admin/trash/', { headers })).status).toBe(200);
  const off = await call(server, 'POST', '/api/admin/account/2fa/disable/', {
    headers,
    json: { code: await codeAt(setup.body.secret, 1) },
  });
  expect(off).toMatchObject({ status: 409, body: { code: ErrorCode.twoFactorState } });
}

describe('REQUIRE_2FA', () => {
  it('=admin: an admin without two-factor sign-in can only set it up; then everything opens', async () => {
    const server = await startTestServer({ seed: 'none', require2fa: 'admin' });
    try {
      const headers = await adminHeaders(server);
      await heldUntilSetUp(server, headers);
      // A viewer is not asked under REQUIRE_2FA=admin.
      const viewer = await createStaff(server, headers, 'viewer', 'v1');
      expect((await call(server, 'GET', '/api/admin/trash/', { headers: viewer.headers })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('=all: every account, whatever its role, can only set it up; then its work opens and it cannot turn it off', async () => {
    const server = await startTestServer({ seed: 'none', require2fa: configFromEnv({ JWT_SECRET: 'x', REQUIRE_2FA: 'all' }).require2fa });
    try {
      const admin = await adminHeaders(server);
      await heldUntilSetUp(server, admin);
      for (const role of ['editor', 'transcriber', 'viewer'] as const)
        await heldUntilSetUp(server, (await createStaff(server, admin, role, `${role}-all`)).headers);
    } finally {
      await server.close();
    }
  });

  it('reads admin, all or off, off by default; anything else stops the start', () => {
    const setting = (value?: string) =>
      configFromEnv({ JWT_SECRET: 'x', ...(value === undefined ? {} : { REQUIRE_2FA: value }) }).require2fa;
    expect([setting(), setting('admin'), setting('ALL'), setting('off')]).toEqual(['off', 'admin', 'all', 'off']);
    expect(() => setting('everyone')).toThrow(/REQUIRE_2FA must be admin, all or off/);
  });
});
