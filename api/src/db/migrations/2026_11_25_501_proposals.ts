import type { Kysely } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time. A transcriber's change to a public video, kept for an editor to accept or reject
// (docs/behaviour.md §500): the video before and after the change, as snapshots (JSON).

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('proposals'), dialect)
    .addColumn('media_id', 'integer', (c) => c.references('media.id').onDelete('cascade').notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('proposals_status_idx').on('proposals').columns(['status', 'id']).execute();
  await db.schema.createIndex('proposals_media_idx').on('proposals').column('media_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('proposals').execute();
}
