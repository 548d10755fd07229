import { type Kysely, sql } from 'kysely';

// Frozen in time: one row whose number every process reads before serving a cached answer,
// and which a content write moves on, so caches of other processes on the same SQLite file
// see the write on their next request. PostgreSQL uses LISTEN/NOTIFY for the same purpose,
// but the table exists on both so the schema stays one.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('read_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into read_version (id, version) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('read_version').ifExists().execute();
}
