import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time. PostgreSQL only (docs/decisions.md §2520): `search_head_ranks(pattern, form)`, the videos whose
// metadata (`search_heads.head`) is LIKE `pattern` (`%form%`, three characters or more: through the trigram
// index, as `search_head_ids`, migration 2026_11_23_085), each with the rank of the groups holding `form`
// (a 4, b 2, c 1), worked out on the row the index scan has just read. A search then ranks its metadata hits
// alone, where it joined every hit (tens of thousands for a common word) to its metadata to rank it.
// `strpos` rather than LIKE for the groups: the same test for a literal form (the collation is deterministic),
// and several times cheaper on long text.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create or replace function search_head_ranks(pattern text, form text) returns table (media_id integer, rank integer)
    language sql stable strict parallel safe set enable_seqscan = off rows 1000
    as 'select media_id, (coalesce(strpos(a, form), 0) > 0)::int * 4 + (coalesce(strpos(b, form), 0) > 0)::int * 2
        + (coalesce(strpos(c, form), 0) > 0)::int
      from search_heads where head like pattern'`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop function if exists search_head_ranks(text, text)`.execute(db);
}
