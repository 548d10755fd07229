import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time. Thumbnails fetched once from the video host by the server, kept by video-host
// id (a changed URL gets its own), as base64 text so both databases store them alike; `data`
// null records a failed fetch (retried after a day). Also, on PostgreSQL, an index in the
// archive's "oldest first" order (interview_date asc nulls last, created_at asc, id asc).

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('thumbnails')
    .addColumn('youtube_id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') {
    await sql`create index media_public_oldest_order_idx
      on media (visibility, interview_date asc nulls last, created_at asc, id asc)`.execute(db);
  }
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema.dropTable('thumbnails').ifExists().execute();
  if (dialect === 'postgres') await sql`drop index if exists media_public_oldest_order_idx`.execute(db);
}
