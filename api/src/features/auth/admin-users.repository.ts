import { sql, type Updateable } from 'kysely';
import type { Role } from '#contracts/permissions';
import type { DbOrTx } from '../../db/database.ts';
import type { AdminUserTable } from './admin-users.table.ts';

/** Usernames compare without case, so `Alice` and `alice` are one account. */
export async function findAdminByUsername(db: DbOrTx, username: string) {
  return db
    .selectFrom('admin_users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
}

export async function findAdminById(db: DbOrTx, id: number) {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listAdmins(db: DbOrTx) {
  return db.selectFrom('admin_users').selectAll().orderBy('username').execute();
}

/** Creates the admin or replaces its password hash (ADMIN_USERNAME at start: an admin again, enabled). */
export async function upsertAdmin(db: DbOrTx, username: string, passwordHash: string, now: string): Promise<void> {
  await db
    .insertInto('admin_users')
    .values({ username, password_hash: passwordHash, role: 'admin', created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash: passwordHash, role: 'admin', disabled: 0, updated_at: now }))
    .execute();
}

export async function insertAccount(db: DbOrTx, values: { username: string; role: Role; email: string | null; now: string }) {
  const row = await db
    .insertInto('admin_users')
    .values({
      username: values.username,
      password_hash: '',
      role: values.role,
      email: values.email,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(db: DbOrTx, id: number, values: Updateable<AdminUserTable>): Promise<void> {
  await db.updateTable('admin_users').set(values).where('id', '=', id).execute();
}

/** Ends every session of the account: tokens issued before carry an older value. */
export async function endSessions(db: DbOrTx, id: number, now: string): Promise<void> {
  await db
    .updateTable('admin_users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Enabled admins other than `exceptId`: the last one may not be demoted or disabled. */
export async function countOtherEnabledAdmins(db: DbOrTx, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '!=', exceptId)
    .where('password_hash', '!=', '')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
