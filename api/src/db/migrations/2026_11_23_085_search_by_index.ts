import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time. PostgreSQL only (docs/decisions.md §82): two functions that always read the search tables
// through their GIN indexes. `search_body_ids(query)`: the videos whose body vector matches a
// tsquery; `search_head_ids(pattern)`: the videos whose metadata (`search_heads.head`) is LIKE a
// pattern of three characters or more. The planner prices a sequential scan by the table's
// pages and a nominal cost per row: it does not see the TOASTed body vectors it must decompress
// to test each row (about 28 KB a video), nor what LIKE costs on long text, so for a common term
// it chose the scan: 750 ms (body) and 80 ms (heads) at 10,000 videos against 8 and 15 ms through
// the indexes. The functions' own `enable_seqscan = off` holds for their one statement only.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create or replace function search_body_ids(query tsquery) returns setof integer
    language sql stable strict parallel safe set enable_seqscan = off rows 1000
    as 'select media_id from search_documents where body @@ query'`.execute(db);
  await sql`create or replace function search_head_ids(pattern text) returns setof integer
    language sql stable strict parallel safe set enable_seqscan = off rows 1000
    as 'select media_id from search_heads where head like pattern'`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop function if exists search_body_ids(tsquery)`.execute(db);
  await sql`drop function if exists search_head_ids(text)`.execute(db);
}
