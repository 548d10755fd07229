import type { Kysely } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time: collections staff curate (docs/behaviour.md §1200).
// - `collections`: a slug (its address and OAI set), titles and descriptions in both languages, a cover (one of its
//   interviews), and `deleted_at` while it waits in the Trash.
// - `collection_media`: its interviews in the curated order. Not a reference to `media`: an interview in the Trash
//   stays a member and is back in its place when restored; a purge deletes its memberships.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('collections'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_media_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'text')
    .execute();

  await db.schema
    .createTable('collection_media')
    .addColumn('collection_id', 'integer', (c) => c.references('collections.id').onDelete('cascade').notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_media_pk', ['collection_id', 'media_id'])
    .execute();
  await db.schema.createIndex('collection_media_position_idx').on('collection_media').columns(['collection_id', 'position']).execute();
  await db.schema.createIndex('collection_media_media_idx').on('collection_media').column('media_id').execute();
}

export async function down(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.dropTable('collection_media').ifExists().execute();
  await db.schema.dropTable('collections').ifExists().execute();
}
