import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time: indexes in the exact order of the public lists (media.queries.ts at the time),
// so PostgreSQL reads the first page from the index instead of sorting every public video.
// "recent": interview_date desc nulls last, created_at desc, id desc; "views": views desc, id desc.
// SQLite needs nothing: its initial indexes already give these orders (NULLs sort first
// ascending, so a backward scan puts them last, and every index ends with the rowid, the id).

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create index media_public_recent_order_idx
    on media (visibility, interview_date desc nulls last, created_at desc, id desc)`.execute(db);
  await sql`create index media_public_views_order_idx on media (visibility, views desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop index if exists media_public_recent_order_idx`.execute(db);
  await sql`drop index if exists media_public_views_order_idx`.execute(db);
}
