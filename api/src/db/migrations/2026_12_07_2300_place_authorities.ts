import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time: the identifiers staff give the gazetteer's places in other catalogues (docs/behaviour.md §1300).
// A place is named by its slug (contracts/place-slugs.ts): the gazetteer itself is data in the code, not a table.
// Identifiers are kept bare (GeoNames digits, a Wikidata Q-number); a place with neither has no row.

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('place_authorities')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('geonames', 'text')
    .addColumn('wikidata', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.dropTable('place_authorities').ifExists().execute();
}
