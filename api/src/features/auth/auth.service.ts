import type { Db } from '../../db/database.ts';
import { findAdminByUsername, upsertAdmin } from './admin-users.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Creates or updates the admin named by ADMIN_USERNAME / ADMIN_PASSWORD at start. */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<void> {
  const existing = await findAdminByUsername(db, username);
  if (existing && (await verifyPassword(password, existing.password_hash))) return;
  await upsertAdmin(db, username, await hashPassword(password), new Date().toISOString());
}

// A hash of a random password, checked when the username is unknown so that
// response time does not tell which usernames exist.
let decoyHash: Promise<string> | null = null;

export async function checkCredentials(db: Db, username: string, password: string): Promise<boolean> {
  const admin = await findAdminByUsername(db, username);
  if (!admin) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verifyPassword(password, await decoyHash);
    return false;
  }
  return verifyPassword(password, admin.password_hash);
}
