import type { Role } from '#contracts/permissions';
import { call } from './http.ts';
import type { TestServer } from './test-server.ts';

/** A password every rule accepts (docs/behaviour.md §500). */
export const STAFF_PASSWORD = 'quiet lantern over the souk';

/** The token of an invitation or reset URL. */
export const linkToken = (url: string) => url.split('/').filter(Boolean).pop()!;

export async function login(server: TestServer, username: string, password = STAFF_PASSWORD, code?: string) {
  return call<{ access: string; refresh: string; code?: string }>(server, 'POST', '/api/u/login/', {
    json: { username, password, ...(code !== undefined ? { code } : {}) },
  });
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}`, 'content-type': 'application/json' });

/**
 * A signed-in staff member of a role, made the way an admin does it: invited through the accounts API,
 * password set through the invitation link, then logged in. Answers the bearer header and the account id.
 */
export async function createStaff(
  server: TestServer,
  admin: Record<string, string>,
  role: Role,
  username: string = `${role}-${Date.now()}`,
) {
  const created = await call<{ user: { id: number }; invitation_url: string }>(server, 'POST', '/api/admin/users/', {
    headers: admin,
    json: { username, role },
  });
  if (created.status !== 201) throw new Error(`could not invite ${username}: ${created.status} ${JSON.stringify(created.body)}`);
  const set = await call(server, 'POST', `/api/u/invitations/${linkToken(created.body.invitation_url)}/`, {
    json: { password: STAFF_PASSWORD },
  });
  if (set.status !== 200) throw new Error(`could not set the password of ${username}: ${set.status}`);
  const res = await login(server, username);
  if (res.status !== 200) throw new Error(`could not log in as ${username}: ${res.status}`);
  return { id: created.body.user.id, username, headers: bearer(res.body.access) };
}
