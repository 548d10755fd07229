import type { Kysely } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time: people of the interviews (docs/behaviour.md §1300, docs/decisions.md §2300).
// - `people`: one record per person: a slug (its address, never changed), names in both languages, authority
//   identifiers, and `merged_into` once staff merged it into another (its address then answers for that one).
// - `person_names`: which person a name (normalised as the search normalises it) stands for, by default.
// - `person_mentions`: who each name of an interview is, by role. Not a reference to `media`: an interview in the
//   Trash keeps its mentions; the write that deletes it for good deletes them.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('people'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('wikidata', 'text')
    .addColumn('viaf', 'text')
    .addColumn('merged_into', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('person_names')
    .addColumn('name_key', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('person_names_person_idx').on('person_names').column('person_id').execute();

  await db.schema
    .createTable('person_mentions')
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('person_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('person_mentions_pk', ['media_id', 'name_key', 'role'])
    .execute();
  await db.schema.createIndex('person_mentions_person_idx').on('person_mentions').columns(['person_id', 'media_id']).execute();
}

export async function down(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.dropTable('person_mentions').ifExists().execute();
  await db.schema.dropTable('person_names').ifExists().execute();
  await db.schema.dropTable('people').ifExists().execute();
}
