import type { Kysely } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time. Staff accounts with roles, invitation and reset links, two-factor sign-in and the
// activity log (docs/behaviour.md §500). Existing accounts become admins. SQLite adds one column per statement.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const columns: [string, 'text' | 'integer', ((c: any) => any)?][] = [
    ['role', 'text', (c) => c.notNull().defaultTo('admin')],
    ['email', 'text'],
    ['disabled', 'integer', (c) => c.notNull().defaultTo(0)],
    // Raised to end every session of the account at once (tokens carry the value they were issued with).
    ['session_version', 'integer', (c) => c.notNull().defaultTo(0)],
    ['totp_secret', 'text'],
    ['totp_pending_secret', 'text'],
    // The last time step a code was accepted for: a code is never accepted twice.
    ['totp_last_step', 'integer'],
  ];
  for (const [name, type, build] of columns) {
    await db.schema
      .alterTable('admin_users')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  }

  const userFk = (c: any) => c.references('admin_users.id').onDelete('cascade').notNull();
  await withIdColumn(db.schema.createTable('account_links'), dialect)
    .addColumn('user_id', 'integer', userFk)
    .addColumn('kind', 'text', (c) => c.notNull())
    // sha256 of the token: the database never holds a usable link.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('account_links_user_idx').on('account_links').column('user_id').execute();

  await withIdColumn(db.schema.createTable('recovery_codes'), dialect)
    .addColumn('user_id', 'integer', userFk)
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  // No foreign keys: the log outlives deleted videos and renamed accounts.
  await withIdColumn(db.schema.createTable('activity_log'), dialect)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('activity_log_actor_idx').on('activity_log').columns(['actor', 'id']).execute();
  await db.schema.createIndex('activity_log_media_idx').on('activity_log').columns(['media_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['activity_log', 'recovery_codes', 'account_links']) await db.schema.dropTable(table).execute();
  for (const column of ['totp_last_step', 'totp_pending_secret', 'totp_secret', 'session_version', 'disabled', 'email', 'role']) {
    await db.schema.alterTable('admin_users').dropColumn(column).execute();
  }
}
