import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#contracts/errors';
import type { User, UserCreated } from '#contracts/accounts';
import { call, mediaPayload } from '../../../test/http.ts';
import { createStaff, linkToken, login, STAFF_PASSWORD, bearer } from '../../../test/staff.ts';
import { adminHeaders, startTestServer, TEST_ADMIN, testDatabaseUrl } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

const invite = (json: unknown) => call<UserCreated>(t.server, 'POST', '/api/admin/users/', { headers: t.admin, json });
const setPassword = (token: string, password: string) =>
  call<{ code?: string }>(t.server, 'POST', `/api/u/invitations/${token}/`, { json: { password } });
const users = async () => (await call<{ results: User[] }>(t.server, 'GET', '/api/admin/users/', { headers: t.admin })).body.results;

describe('accounts and invitations', () => {
  it('invites an account with a single-use link that sets its password; it then signs in with its role', async () => {
    const created = await invite({ username: 'nadia', role: 'editor', email: 'nadia@example.org' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      user: { username: 'nadia', role: 'editor', email: 'nadia@example.org', active: false, disabled: false },
      emailed: false,
    });
    expect(created.body.invitation_url).toMatch(new RegExp(`^${t.server.url}/atlas-control/invitation/[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(created.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = linkToken(created.body.invitation_url);
    expect((await call(t.server, 'GET', `/api/u/invitations/${token}/`)).body).toEqual({ username: 'nadia', kind: 'invitation' });
    expect((await login(t.server, 'nadia')).status).toBe(401);
    expect((await setPassword(token, STAFF_PASSWORD)).status).toBe(200);
    expect((await login(t.server, 'nadia')).status).toBe(200);

    const again = await setPassword(token, 'another long passphrase');
    expect(again).toMatchObject({ status: 410, body: { code: ErrorCode.linkUsed } });
    expect((await login(t.server, 'nadia', 'another long passphrase')).status).toBe(401);
    expect((await users()).find((u) => u.username === 'nadia')).toMatchObject({ active: true });
  });

  it('refuses a duplicate username, whatever its case, and changes nothing', async () => {
    const before = await users();
    for (const username of [TEST_ADMIN.username, TEST_ADMIN.username.toUpperCase()]) {
      expect(await invite({ username, role: 'viewer' })).toMatchObject({ status: 409, body: { code: ErrorCode.usernameTaken } });
    }
    expect(await invite({ username: 'bad name!', role: 'viewer' })).toMatchObject({
      status: 400,
      body: { code: ErrorCode.validationFailed },
    });
    expect(await invite({ username: 'x', role: 'owner' })).toMatchObject({ status: 400, body: { code: ErrorCode.validationFailed } });
    expect(await users()).toEqual(before);
  });

  it('refuses short passwords, ones containing the username and common ones, each with its code, and keeps the link', async () => {
    const created = await invite({ username: 'karim', role: 'viewer' });
    const token = linkToken(created.body.invitation_url);
    const refusals: [string, string][] = [
      ['short pass', ErrorCode.passwordTooShort],
      ['my name is KARIM ok', ErrorCode.passwordContainsUsername],
      ['QWERTY123456', ErrorCode.passwordTooCommon],
      ['1q2w3e4r5t6y', ErrorCode.passwordTooCommon],
    ];
    for (const [password, code] of refusals) expect(await setPassword(token, password)).toMatchObject({ status: 400, body: { code } });
    expect((await setPassword(token, STAFF_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link and an unknown one, with their codes', async () => {
    const created = await invite({ username: 'layla', role: 'viewer' });
    const token = linkToken(created.body.invitation_url);
    // The clock cannot be moved from outside: the link is made a day old in the database, as time would.
    await t.server.app.database.db
      .updateTable('account_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await setPassword(token, STAFF_PASSWORD)).toMatchObject({ status: 410, body: { code: ErrorCode.linkExpired } });
    expect(await call(t.server, 'GET', `/api/u/invitations/${token}/`)).toMatchObject({
      status: 410,
      body: { code: ErrorCode.linkExpired },
    });
    expect(await setPassword('A'.repeat(43), STAFF_PASSWORD)).toMatchObject({ status: 404, body: { code: ErrorCode.linkInvalid } });
    expect(await setPassword('short', STAFF_PASSWORD)).toMatchObject({ status: 400 });
    expect((await login(t.server, 'layla')).status).toBe(401);
  });

  it('a reset link replaces the password and the earlier link, and ends the account’s sessions', async () => {
    const staff = await createStaff(t.server, t.admin, 'editor', 'omar');
    const first = await call<{ invitation_url: string }>(t.server, 'POST', `/api/admin/users/${staff.id}/reset/`, { headers: t.admin });
    const second = await call<{ invitation_url: string }>(t.server, 'POST', `/api/admin/users/${staff.id}/reset/`, { headers: t.admin });
    expect(second.status).toBe(200);
    expect(await setPassword(linkToken(first.body.invitation_url), 'a brand new passphrase')).toMatchObject({
      status: 410,
      body: { code: ErrorCode.linkUsed },
    });
    expect((await setPassword(linkToken(second.body.invitation_url), 'a brand new passphrase')).status).toBe(200);
    expect((await call(t.server, 'GET', '/api/admin/account/', { headers: staff.headers })).status).toBe(401);
    expect((await login(t.server, 'omar', 'a brand new passphrase')).status).toBe(200);
    expect((await call(t.server, 'POST', '/api/admin/users/999999/reset/', { headers: t.admin })).status).toBe(404);
  });
});

describe('roles and sessions', () => {
  it('a role change or disabling ends the account’s sessions at once; a disabled account cannot sign in', async () => {
    const staff = await createStaff(t.server, t.admin, 'editor', 'samir');
    const account = () => call<{ role: string }>(t.server, 'GET', '/api/admin/account/', { headers: staff.headers });
    expect((await account()).body.role).toBe('editor');

    const patched = await call<User>(t.server, 'PATCH', `/api/admin/users/${staff.id}/`, { headers: t.admin, json: { role: 'viewer' } });
    expect(patched.body).toMatchObject({ role: 'viewer' });
    expect((await account()).status).toBe(401);

    const viewer = bearer((await login(t.server, 'samir')).body.access);
    expect((await call(t.server, 'GET', '/api/admin/account/', { headers: viewer })).body).toMatchObject({ role: 'viewer' });
    await call(t.server, 'PATCH', `/api/admin/users/${staff.id}/`, { headers: t.admin, json: { disabled: true } });
    expect((await call(t.server, 'GET', '/api/admin/account/', { headers: viewer })).status).toBe(401);
    expect(await login(t.server, 'samir')).toMatchObject({ status: 401, body: { code: ErrorCode.accountDisabled } });

    await call(t.server, 'PATCH', `/api/admin/users/${staff.id}/`, { headers: t.admin, json: { disabled: false } });
    expect((await login(t.server, 'samir')).status).toBe(200);
  });

  it('"sign out everywhere" ends every session of the account, refresh tokens included', async () => {
    await createStaff(t.server, t.admin, 'viewer', 'hind');
    const one = (await login(t.server, 'hind')).body;
    const two = (await login(t.server, 'hind')).body;
    expect((await call(t.server, 'POST', '/api/admin/account/sign-out-everywhere/', { headers: bearer(one.access) })).status).toBe(200);
    for (const tokens of [one, two])
      expect((await call(t.server, 'GET', '/api/admin/account/', { headers: bearer(tokens.access) })).status).toBe(401);
    expect((await call(t.server, 'POST', '/api/u/token/refresh/', { json: { refresh: two.refresh } })).status).toBe(401);
    expect((await login(t.server, 'hind')).status).toBe(200);
  });

  it('keeps an enabled admin: the last one cannot be demoted or disabled, and nobody disables themselves', async () => {
    const me = (await users()).find((u) => u.username === TEST_ADMIN.username)!;
    for (const json of [{ role: 'editor' }, { disabled: true }]) {
      expect(await call(t.server, 'PATCH', `/api/admin/users/${me.id}/`, { headers: t.admin, json })).toMatchObject({
        status: 409,
        body: { code: ErrorCode.lastAdmin },
      });
    }
    expect((await call(t.server, 'PATCH', `/api/admin/users/${me.id}/`, { headers: t.admin, json: {} })).status).toBe(400);
    expect((await call(t.server, 'GET', '/api/admin/account/', { headers: t.admin })).body).toMatchObject({ role: 'admin' });
  });

  it('a viewer reads withheld videos as staff do and changes nothing; a transcriber may not publish or delete', async () => {
    const created = await call<{ id: number }>(t.server, 'POST', '/api/v/media/', {
      headers: t.admin,
      json: mediaPayload({ visibility: 'archived' }),
    });
    const id = created.body.id;
    const viewer = await createStaff(t.server, t.admin, 'viewer', 'rania');
    const read = await call<{ visibility: string; youtubeid?: string }>(t.server, 'GET', `/api/v/media/${id}/`, {
      headers: viewer.headers,
    });
    expect(read).toMatchObject({ status: 200, body: { visibility: 'archived' } });
    expect(await call(t.server, 'PUT', `/api/v/media/${id}/`, { headers: viewer.headers, json: mediaPayload() })).toMatchObject({
      status: 403,
      body: { code: ErrorCode.forbidden },
    });

    const transcriber = await createStaff(t.server, t.admin, 'transcriber', 'yusuf');
    for (const [method, path, json] of [
      ['PATCH', `/api/v/media/${id}/visibility/`, { visibility: 'public' }],
      ['DELETE', `/api/v/media/${id}/`, undefined],
      ['POST', '/api/v/media/', mediaPayload()],
    ] as const) {
      expect(await call(t.server, method, path, { headers: transcriber.headers, json })).toMatchObject({
        status: 403,
        body: { code: ErrorCode.forbidden },
      });
    }
    expect((await call<{ visibility: string }>(t.server, 'GET', `/api/v/media/${id}/`, { headers: t.admin })).body.visibility).toBe(
      'archived',
    );
  });
});

describe('the admin of ADMIN_USERNAME and ADMIN_PASSWORD', () => {
  it('is made an enabled admin with that password at every start, whatever became of the account', async () => {
    const database = testDatabaseUrl();
    const databaseUrl = database.url;
    const first = await startTestServer({ seed: 'none', databaseUrl });
    // The server running now, stopped at the end whatever happens; the database is dropped after.
    let running: Awaited<ReturnType<typeof startTestServer>> | null = first;
    let second = first;
    try {
      const admin = await adminHeaders(first);
      const boss = await createStaff(first, admin, 'admin', 'boss');
      const me = (await call<{ results: User[] }>(first, 'GET', '/api/admin/users/', { headers: admin })).body.results.find(
        (u) => u.username === TEST_ADMIN.username,
      )!;
      const patch = (json: unknown) => call(first, 'PATCH', `/api/admin/users/${me.id}/`, { headers: boss.headers, json });
      expect((await patch({ role: 'viewer' })).status).toBe(200);
      expect((await patch({ disabled: true })).status).toBe(200);
      expect((await login(first, TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(401);
      await first.stop();
      running = null;
      running = second = await startTestServer({ seed: 'none', databaseUrl, adminPassword: 'a new passphrase for the start' });
      expect((await login(second, TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(401);
      const signedIn = await login(second, TEST_ADMIN.username, 'a new passphrase for the start');
      expect(signedIn.status).toBe(200);
      expect((await call(second, 'GET', '/api/admin/account/', { headers: bearer(signedIn.body.access) })).body).toMatchObject({
        username: TEST_ADMIN.username,
        role: 'admin',
      });
      await second.stop();
      running = null;
      running = second = await startTestServer({
        seed: 'none',
        databaseUrl,
        adminUsername: 'founder',
        adminPassword: 'the founder’s own passphrase',
      });
      const founder = await login(second, 'founder', 'the founder’s own passphrase');
      expect((await call(second, 'GET', '/api/admin/account/', { headers: bearer(founder.body.access) })).body).toMatchObject({
        role: 'admin',
      });
    } finally {
      await running?.stop();
      await database.drop();
    }
  });
});
