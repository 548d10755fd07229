import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time: a narrow index the facet counts read instead of the table, and one for the person
// filter (docs/decisions.md §1100). The first index begins as the list's date index does, so it is
// as good for the list's `visibility = ?` order by date when the planner picks it (without
// statistics for it, SQLite did: an index beginning `visibility, region_id` then sorted every video).
// The list's filter, worked out once per facet request, needs only these columns of a video (its
// id rides along in the index), so it does not read the wide rows (titles, descriptions) of every
// video counted.

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('media_facet_columns_idx')
    .on('media')
    .columns(['visibility', 'interview_date', 'created_at', 'region_id', 'original_language_id'])
    .execute();
  // A person is chosen by the full name as shown ("first last"), the very expression the list's filter compares.
  await db.schema
    .createIndex('participants_full_name_idx')
    .on('participants')
    .expression(sql`(first_name || ' ' || last_name)`)
    .execute();
}

export async function down(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.dropIndex('participants_full_name_idx').ifExists().execute();
  await db.schema.dropIndex('media_facet_columns_idx').ifExists().execute();
}
