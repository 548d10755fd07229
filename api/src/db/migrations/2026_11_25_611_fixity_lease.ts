import type { Kysely } from 'kysely';

// Frozen in time. One fixity run at a time across every process on one database (docs/behaviour.md §611):
// a single lease row names the holder and when its hold lapses (a process that died lets go by itself).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fixity_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fixity_lease').ifExists().execute();
}
