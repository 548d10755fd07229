import { type Kysely, sql } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time: this migration must not import application code besides the dialect helper.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const fk = (table: string) => (c: any) => c.references(`${table}.id`).onDelete('cascade').notNull();
  const lookup = async (name: string) => {
    await withIdColumn(db.schema.createTable(name), dialect)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
  };

  await lookup('languages');
  await lookup('topics');
  await lookup('important_people');
  await lookup('places');

  await withIdColumn(db.schema.createTable('regions'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute();
  await db.schema.createIndex('regions_name_idx').on('regions').column('name').execute();

  await withIdColumn(db.schema.createTable('media'), dialect)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('acknowledgement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('restriction', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('interview_date', 'text')
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('set null'))
    .addColumn('original_language_id', 'integer', (c) => c.references('languages.id').onDelete('set null'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('media_visibility_check', sql`visibility in ('public', 'archived')`)
    .execute();
  // List paths: public lists by recency and by views, admin lists by id; region joins.
  await db.schema.createIndex('media_visibility_recent_idx').on('media').columns(['visibility', 'interview_date', 'created_at']).execute();
  await db.schema.createIndex('media_visibility_views_idx').on('media').columns(['visibility', 'views']).execute();
  await db.schema.createIndex('media_region_idx').on('media').column('region_id').execute();
  await db.schema.createIndex('media_language_idx').on('media').column('original_language_id').execute();

  for (const [table, column, target] of [
    ['media_topics', 'topic_id', 'topics'],
    ['media_important_people', 'person_id', 'important_people'],
    ['media_places', 'place_id', 'places'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('media_id', 'integer', fk('media'))
      .addColumn(column, 'integer', fk(target))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['media_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }

  await withIdColumn(db.schema.createTable('transcripts'), dialect)
    .addColumn('media_id', 'integer', fk('media'))
    .addColumn('language_id', 'integer', (c) => c.references('languages.id').notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('transcripts_media_idx').on('transcripts').column('media_id').execute();

  await withIdColumn(db.schema.createTable('segments'), dialect)
    .addColumn('media_id', 'integer', fk('media'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transcript', 'text', (c) => c.notNull().defaultTo(''))
    .addCheckConstraint('segments_number_check', sql`number >= 1`)
    .execute();
  await db.schema.createIndex('segments_media_idx').on('segments').columns(['media_id', 'number']).execute();

  await withIdColumn(db.schema.createTable('participants'), dialect)
    .addColumn('media_id', 'integer', fk('media'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'integer', (c) => c.notNull())
    .addCheckConstraint('participants_role_check', sql`role >= 1`)
    .execute();
  await db.schema.createIndex('participants_media_idx').on('participants').columns(['media_id', 'role']).execute();

  await withIdColumn(db.schema.createTable('admin_users'), dialect)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('contact_messages'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contact_messages',
    'admin_users',
    'participants',
    'segments',
    'transcripts',
    'media_places',
    'media_important_people',
    'media_topics',
    'media',
    'regions',
    'places',
    'important_people',
    'topics',
    'languages',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
