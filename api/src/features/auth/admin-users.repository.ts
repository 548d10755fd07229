import type { DbOrTx } from '../../db/database.ts';

export async function findAdminByUsername(db: DbOrTx, username: string) {
  return db.selectFrom('admin_users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Creates the admin or replaces its password hash. */
export async function upsertAdmin(db: DbOrTx, username: string, passwordHash: string, now: string): Promise<void> {
  await db
    .insertInto('admin_users')
    .values({ username, password_hash: passwordHash, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash: passwordHash, updated_at: now }))
    .execute();
}
