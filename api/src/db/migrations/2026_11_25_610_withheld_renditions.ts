import type { Kysely } from 'kysely';

// Frozen in time. A recording with withheld passages gets a second set of stream files for the public,
// silent (and black) over those passages (docs/behaviour.md §610): its rows carry the passages they were
// made for (`withheld`, null for the full set staff hear), and so does the job that makes them. One row
// per rendition of a set: a second process asking for the same set meets the unique index.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_files').addColumn('withheld', 'text').execute();
  await db.schema.alterTable('ingest_jobs').addColumn('withheld', 'text').execute();
  await db.schema.createIndex('media_files_set_idx').on('media_files').columns(['source_id', 'withheld', 'label']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_files_set_idx').ifExists().execute();
  await db.schema.alterTable('ingest_jobs').dropColumn('withheld').execute();
  await db.schema.alterTable('media_files').dropColumn('withheld').execute();
}
