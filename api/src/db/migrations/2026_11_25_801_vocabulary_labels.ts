import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time: the bilingual vocabulary (docs/behaviour.md §804). The Arabic form of a topic,
// a language or a place (a douar, a commune, any place name), keyed by its kind and the name as
// stored, so it holds for every video using that name and for names no video uses yet (douars).

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('vocabulary_labels')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('label_ar', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vocabulary_labels_pk', ['kind', 'value'])
    .execute();
}

export async function down(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.dropTable('vocabulary_labels').ifExists().execute();
}
