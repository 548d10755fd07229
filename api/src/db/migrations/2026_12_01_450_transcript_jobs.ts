import { type Kysely, sql } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time: the jobs table that ingest uses takes two more kinds, aligning a transcript and drafting
// one by speech recognition (docs/behaviour.md §704). Existing rows are ingest jobs. A partial unique index
// keeps one unfinished transcript job per interview and kind, whichever process inserts it. Machine drafts
// live in a table of their own that no public read selects from.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('ingest_jobs')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('ingest'))
    .execute();
  await db.schema.alterTable('ingest_jobs').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('ingest_jobs')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('ingest_jobs').addColumn('requested_by', 'text').execute();
  await db.schema
    .createIndex('ingest_jobs_one_transcript_job')
    .on('ingest_jobs')
    .columns(['media_id', 'kind'])
    .unique()
    .where(sql<boolean>`kind in ('align', 'draft') and status in ('queued', 'running')`)
    .execute();

  await withIdColumn(db.schema.createTable('transcript_drafts'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    /** JSON: the words the engine was unsure of, by paragraph. */
    .addColumn('unsure', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transcript_drafts_media_language')
    .on('transcript_drafts')
    .columns(['media_id', 'language'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('transcript_drafts').ifExists().execute();
  await db.schema.dropIndex('ingest_jobs_one_transcript_job').ifExists().execute();
  for (const column of ['requested_by', 'progress', 'language', 'kind'])
    await db.schema.alterTable('ingest_jobs').dropColumn(column).execute();
}
