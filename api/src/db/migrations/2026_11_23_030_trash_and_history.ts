import type { Kysely } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time (docs/decisions.md §103). A deleted video leaves `media` (so no public query can show it) and
// waits whole, as a JSON snapshot, in `media_trash`; every save keeps the version it replaced in
// `media_versions`. Neither references `media`: history outlives a video's time in the trash.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('media_trash')
    .addColumn('media_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'text')
    .execute();
  await db.schema.createIndex('media_trash_deleted_idx').on('media_trash').column('deleted_at').execute();

  await withIdColumn(db.schema.createTable('media_versions'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'text', (c) => c.notNull())
    .addColumn('replaced_by', 'text')
    .addUniqueConstraint('media_versions_media_version_key', ['media_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_versions').ifExists().execute();
  await db.schema.dropTable('media_trash').ifExists().execute();
}
