import type { Kysely } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time. Recordings held by Atlas itself (docs/behaviour.md §600): each stored file (the
// original and every derivative) with its checksum and state, the ingest jobs that make them (kept
// here so they outlive a restart), the fixity checks' results, and the per-interview public download
// setting. None references `media`: a deleted interview's files wait, with it, for the trash purge.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('media_files'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('source_id', 'integer')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('bytes', 'bigint')
    .addColumn('parts', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('bitrate', 'integer')
    .addColumn('duration_s', 'double precision')
    .addColumn('error', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('check_result', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_files_media_idx').on('media_files').columns(['media_id', 'role']).execute();

  await withIdColumn(db.schema.createTable('ingest_jobs'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('upload_path', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ingest_jobs_due_idx').on('ingest_jobs').columns(['status', 'run_after']).execute();

  await withIdColumn(db.schema.createTable('fixity_checks'), dialect)
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('media_download_settings')
    .addColumn('media_id', 'integer', (c) => c.primaryKey())
    .addColumn('public_download', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['media_download_settings', 'fixity_checks', 'ingest_jobs', 'media_files']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
