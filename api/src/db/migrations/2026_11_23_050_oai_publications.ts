import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration must not import application code.

/**
 * The publication log behind OAI-PMH deleted records: one row per video that has ever been public,
 * kept after the video is archived or deleted (no foreign key, on purpose), so a harvester is told
 * the record is gone instead of silently losing it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oai_publications')
    .addColumn('media_id', 'integer', (c) => c.primaryKey())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('region_name', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oai_publications_region_idx').on('oai_publications').column('region_name').execute();

  // Videos that are public today have been published: they start the log.
  await sql`
    insert into oai_publications (media_id, published, region_name, changed_at)
    select media.id, 1, regions.name, media.updated_at
    from media left join regions on regions.id = media.region_id
    where media.visibility = 'public'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oai_publications').ifExists().execute();
}
