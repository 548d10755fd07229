import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time. PostgreSQL only: the GIN index over all four word vectors of a video
// (2026_11_22_002) serves no query since the metadata is searched by substring (2026_11_23_011:
// search_heads with pg_trgm, the body through its own index). Keeping it cost every save a
// second large GIN update and doubled the index build of a restore (docs/decisions.md §83).

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop index if exists search_documents_all_idx`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create index if not exists search_documents_all_idx on search_documents
    using gin ((head_a || head_b || head_c || body))`.execute(db);
}
