import type { Db } from '../../db/database.ts';
import { findAdminByUsername, upsertAdmin } from './admin-users.repository.ts';
import type { AdminUserRow } from './admin-users.table.ts';
import { PASSWORD_COST, hashPassword, verifyPassword } from './password.ts';

/**
 * Creates or updates the admin named by ADMIN_USERNAME / ADMIN_PASSWORD at start: an enabled admin with that password
 * (hashed at `cost`, see password.ts).
 */
export async function ensureAdmin(db: Db, username: string, password: string, cost = PASSWORD_COST): Promise<void> {
  const existing = await findAdminByUsername(db, username);
  if (existing && existing.role === 'admin' && !existing.disabled && (await verifyPassword(password, existing.password_hash))) return;
  await upsertAdmin(db, existing?.username ?? username, await hashPassword(password, cost), new Date().toISOString());
}

// A hash of a random password at each cost in use, checked when the username is unknown so that
// response time does not tell which usernames exist.
const decoyHashes = new Map<number, Promise<string>>();

/** The account when the password is right (disabled or not: the caller says which); null otherwise. */
export async function checkCredentials(db: Db, username: string, password: string, cost = PASSWORD_COST): Promise<AdminUserRow | null> {
  const admin = await findAdminByUsername(db, username);
  if (!admin || admin.password_hash === '') {
    if (!decoyHashes.has(cost)) decoyHashes.set(cost, hashPassword(crypto.randomUUID(), cost));
    await verifyPassword(password, await decoyHashes.get(cost)!);
    return null;
  }
  return (await verifyPassword(password, admin.password_hash)) ? admin : null;
}
