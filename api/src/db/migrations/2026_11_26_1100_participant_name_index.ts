import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time: the person filter of the list and of its facet counts compares a participant's
// full name as shown ("first last"); an index on that very expression makes it a lookup instead of
// a scan of every participant (docs/decisions.md §1100).

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('participants_full_name_idx')
    .on('participants')
    .expression(sql`(first_name || ' ' || last_name)`)
    .execute();
}

export async function down(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.dropIndex('participants_full_name_idx').ifExists().execute();
}
