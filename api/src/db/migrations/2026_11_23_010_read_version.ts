import { type Kysely, sql } from 'kysely';

// Frozen in time: one row whose number every server process reads before serving a cached
// answer, and which a content write moves on, so the caches of other processes on the same
// database see the write on their next request (SQLite and PostgreSQL alike).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('read_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into read_version (id, version) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('read_version').ifExists().execute();
}
