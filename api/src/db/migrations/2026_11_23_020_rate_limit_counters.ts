import type { Kysely } from 'kysely';

// Frozen in time. One row per limited thing (an address at the gate, a username at login…):
// a count and when its window ends (milliseconds since 1970). Kept in the database so every
// Atlas process on one database counts the same attempts.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_window_idx').on('rate_limit_counters').column('window_ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').ifExists().execute();
}
