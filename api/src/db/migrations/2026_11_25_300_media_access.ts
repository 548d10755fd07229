import type { Kysely } from 'kysely';

// Frozen in time: an interview's access level beyond its visibility (open, on request, sealed until
// a date), its withheld passages as a JSON array on the row (so every read that has the row has
// them: no join, no extra statement), a note for staff, and the next day on which what the public
// sees changes by itself (a seal opens, a passage lifts), indexed so the next such day is one lookup.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('access', 'varchar(16)', (column) => column.notNull().defaultTo('open'))
    .execute();
  await db.schema.alterTable('media').addColumn('sealed_until', 'varchar(10)').execute();
  await db.schema
    .alterTable('media')
    .addColumn('access_note', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('redactions', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('media').addColumn('access_changes_on', 'varchar(10)').execute();
  await db.schema.createIndex('media_access_changes_on').on('media').column('access_changes_on').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_access_changes_on').execute();
  for (const column of ['access_changes_on', 'redactions', 'access_note', 'sealed_until', 'access']) {
    await db.schema.alterTable('media').dropColumn(column).execute();
  }
}
