import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time (docs/decisions.md §1902). A deleted video keeps its rows: `media.deleted_at` (and who deleted it)
// marks it as in the trash, so everything that refers to it (its parts, recordings, requests, and rows of any later
// table) stays as it was and comes back with it. Items already in `media_trash` stay there and come back from their
// snapshot as before; that table takes no new rows.
// The public lists read their first page and their filters from an index alone (migrations 003 and 1320): every
// list now also asks `deleted_at is null`, so `deleted_at` goes right after `visibility` in those indexes, where both
// are matched for equality and the order after them is read from the index as before.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('media').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('media').addColumn('deleted_by', 'text').execute();
  await sql`drop index if exists media_visibility_recent_idx`.execute(db);
  await sql`drop index if exists media_visibility_views_idx`.execute(db);
  if (dialect === 'postgres') {
    await sql`create index media_visibility_recent_idx on media (visibility, deleted_at, interview_date, created_at)`.execute(db);
    await sql`create index media_visibility_views_idx on media (visibility, deleted_at, views)`.execute(db);
    await sql`drop index if exists media_public_recent_order_idx`.execute(db);
    await sql`create index media_public_recent_order_idx
      on media (visibility, deleted_at, interview_date desc nulls last, created_at desc, id desc) include (region_id, original_language_id)`.execute(
      db,
    );
    await sql`drop index if exists media_public_views_order_idx`.execute(db);
    await sql`create index media_public_views_order_idx on media (visibility, deleted_at, views desc, id desc)`.execute(db);
  } else {
    await sql`create index media_visibility_recent_idx
      on media (visibility, deleted_at, interview_date, created_at, region_id, original_language_id)`.execute(db);
    await sql`create index media_visibility_views_idx on media (visibility, deleted_at, views)`.execute(db);
  }
  await sql`create index media_deleted_idx on media (deleted_at) where deleted_at is not null`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await sql`drop index if exists media_deleted_idx`.execute(db);
  await sql`drop index if exists media_visibility_recent_idx`.execute(db);
  await sql`drop index if exists media_visibility_views_idx`.execute(db);
  if (dialect === 'postgres') {
    await sql`create index media_visibility_recent_idx on media (visibility, interview_date, created_at)`.execute(db);
    await sql`create index media_visibility_views_idx on media (visibility, views)`.execute(db);
    await sql`drop index if exists media_public_recent_order_idx`.execute(db);
    await sql`create index media_public_recent_order_idx
      on media (visibility, interview_date desc nulls last, created_at desc, id desc) include (region_id, original_language_id)`.execute(
      db,
    );
    await sql`drop index if exists media_public_views_order_idx`.execute(db);
    await sql`create index media_public_views_order_idx on media (visibility, views desc, id desc)`.execute(db);
  } else {
    await sql`create index media_visibility_recent_idx
      on media (visibility, interview_date, created_at, region_id, original_language_id)`.execute(db);
    await sql`create index media_visibility_views_idx on media (visibility, views)`.execute(db);
  }
  await db.schema.alterTable('media').dropColumn('deleted_by').execute();
  await db.schema.alterTable('media').dropColumn('deleted_at').execute();
}
