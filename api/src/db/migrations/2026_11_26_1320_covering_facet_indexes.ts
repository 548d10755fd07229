import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time: the list filters and the facet counts read only a few columns of `media`,
// the link tables and participants, but their indexes lacked some of those columns, so each
// matching entry cost a lookup of its table row (a `media` row is about 1 KB): the public videos'
// regions, languages and dates (45,000 row lookups for the first page's counts at 50,000 videos),
// a topic's or place's videos (the link row, then the video's row for its region), the people's
// names. These indexes hold those columns, so the same plans read the index alone
// (docs/decisions.md §1320). Same leading columns as the indexes they replace, so the planner's
// choices for the ordered lists stay as they were.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    // PostgreSQL reads a list's order from media_public_recent_order_idx (migration 003): the
    // columns a filter and the counts read are carried in it, and in the link and participant
    // indexes, for index-only scans.
    await sql`drop index if exists media_public_recent_order_idx`.execute(db);
    await sql`create index media_public_recent_order_idx
      on media (visibility, interview_date desc nulls last, created_at desc, id desc) include (region_id, original_language_id)`.execute(
      db,
    );
    await sql`drop index if exists participants_media_idx`.execute(db);
    await sql`create index participants_media_idx on participants (media_id, role) include (first_name, last_name)`.execute(db);
  } else {
    // SQLite (no INCLUDE): the filter's columns after the order's; every index ends with the id (rowid).
    await sql`drop index if exists media_visibility_recent_idx`.execute(db);
    await sql`create index media_visibility_recent_idx
      on media (visibility, interview_date, created_at, region_id, original_language_id)`.execute(db);
    await sql`drop index if exists participants_media_idx`.execute(db);
    await sql`create index participants_media_idx on participants (media_id, role, first_name, last_name)`.execute(db);
  }
  // Both: a topic's or place's videos from the index alone (its key held the link row's id, not the video's).
  for (const [table, column] of [
    ['media_topics', 'topic_id'],
    ['media_places', 'place_id'],
  ] as const) {
    await sql`drop index if exists ${sql.id(`${table}_${column}_idx`)}`.execute(db);
    await sql`create index ${sql.id(`${table}_${column}_idx`)} on ${sql.table(table)} (${sql.ref(column)}, media_id)`.execute(db);
  }
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const [table, column] of [
    ['media_topics', 'topic_id'],
    ['media_places', 'place_id'],
  ] as const) {
    await sql`drop index if exists ${sql.id(`${table}_${column}_idx`)}`.execute(db);
    await sql`create index ${sql.id(`${table}_${column}_idx`)} on ${sql.table(table)} (${sql.ref(column)})`.execute(db);
  }
  await sql`drop index if exists participants_media_idx`.execute(db);
  await sql`create index participants_media_idx on participants (media_id, role)`.execute(db);
  if (dialect === 'postgres') {
    await sql`drop index if exists media_public_recent_order_idx`.execute(db);
    await sql`create index media_public_recent_order_idx
      on media (visibility, interview_date desc nulls last, created_at desc, id desc)`.execute(db);
  } else {
    await sql`drop index if exists media_visibility_recent_idx`.execute(db);
    await sql`create index media_visibility_recent_idx on media (visibility, interview_date, created_at)`.execute(db);
  }
}
