import type { Kysely } from 'kysely';

// Frozen in time: a transcript can come from a speech-recognition tool (machine_generated) and then be
// checked by staff (corrected). 0 or 1 in both dialects; every existing transcript was typed by people.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('transcripts')
    .addColumn('machine_generated', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('transcripts')
    .addColumn('corrected', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transcripts').dropColumn('corrected').execute();
  await db.schema.alterTable('transcripts').dropColumn('machine_generated').execute();
}
