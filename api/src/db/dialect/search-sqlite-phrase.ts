import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DbOrTx } from '../database.ts';
import type { IndexDocument, QueryTerm, SearchQuery } from './search-engine.ts';
import { inHeads, quote } from './search-sqlite-fts.ts';

// SQLite's search of a whole text (docs/behaviour.md §802), for what is more than one plain word.
// Metadata: the FTS5 suffix index first narrows to the videos holding every word of the text as a
// substring of their metadata (what a substring of the whole text needs), then `search_heads`
// (migration 2026_11_25_800: each video's normalised groups as text) says which of them hold the
// whole text in one field (`instr`, a field never holding a newline). Body: every consecutive word
// pair of the phrase as a token of the body (search-document.ts indexes pairs), inside FTS5.

interface Page {
  visibility?: 'public' | 'archived';
  within?: Expression<unknown>;
  limit: number;
  offset: number;
}

const visibleIn = (visibility: string | null | undefined) => (visibility ? ` AND {visibility} : ${quote(visibility)}` : '');

/** The body's side as an FTS5 expression: all the phrase's pairs, or its one word. */
function bodyExpression(query: SearchQuery): string {
  const term = (t: QueryTerm) => `(${t.alternatives.map((f) => quote(f) + (t.prefix ? '*' : '')).join(' OR ')})`;
  return `{body} : (${(query.pairs ?? query.terms).map(term).join(query.pairs ? ' AND ' : ' OR ')})`;
}

/** The metadata candidates: every word of the text a substring of some field (FTS5). */
const headCandidates = (query: SearchQuery, visibility?: string | null) =>
  query.terms.map((t) => inHeads([t], ['ha', 'hb', 'hc'])).join(' AND ') + visibleIn(visibility);

/** One of the text's forms inside `column` of `h` (normalised text, so `instr` is exact). */
const holds = (query: SearchQuery, column: 'a' | 'b' | 'c') =>
  sql`(${sql.join(
    query.text.map((f) => sql`instr(${sql.ref(`h.${column}`)}, ${f}) > 0`),
    sql` or `,
  )})`;

/** Rows (id, weight, in_body) of every hit: metadata hits weighted a 4, b 2, c 1; body hits weigh 0. */
function hitRows(query: SearchQuery, visibility: string | null | undefined): RawBuilder<unknown> {
  const head = sql`select h.media_id as id,
      ${holds(query, 'a')} * 4 + ${holds(query, 'b')} * 2 + ${holds(query, 'c')} as weight, 0 as in_body
    from search_heads h
    where h.media_id in (select rowid from search_index where search_index match ${headCandidates(query, visibility)})
      and (${holds(query, 'a')} or ${holds(query, 'b')} or ${holds(query, 'c')})`;
  const body = sql`select rowid as id, 0 as weight, 1 as in_body from search_index
    where search_index match ${bodyExpression(query) + visibleIn(visibility)}`;
  return sql`${head} union all ${body}`;
}

export const sqlitePhrase = {
  async writeHeads(db: DbOrTx, id: number, heads: IndexDocument['heads']): Promise<void> {
    await sql`insert into search_heads (media_id, a, b, c) values (${id}, ${heads.a}, ${heads.b}, ${heads.c})
      on conflict (media_id) do update set a = excluded.a, b = excluded.b, c = excluded.c`.execute(db);
  },

  async removeHeads(db: DbOrTx, ids: number[]): Promise<void> {
    await sql`delete from search_heads where media_id in (${sql.join(ids)})`.execute(db);
  },

  /** A page of hits, ranked as the word search ranks (weight, recency, id), with the total. */
  async search(db: DbOrTx, query: SearchQuery, page: Page) {
    const { rows } = await sql<{ id: number; total: number; in_body: number }>`
      with hit as (select id, sum(weight) as weight, max(in_body) as in_body from (${hitRows(query, page.visibility)}) group by id)
      select m.id, hit.in_body, count(*) over () as total from hit join media m on m.id = hit.id
      ${page.within ? sql`where m.id in (${page.within})` : sql``}
      order by hit.weight desc, m.interview_date desc, m.created_at desc, m.id desc
      limit ${page.limit} offset ${page.offset}`.execute(db);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const count = await sql<{ n: number }>`select count(*) as n from (select distinct id from (${hitRows(query, page.visibility)})) hit
        ${page.within ? sql`where hit.id in (${page.within})` : sql``}`.execute(db);
      total = Number(count.rows[0]?.n ?? 0);
    }
    return { total, hits: rows.map((r) => ({ id: r.id, inBody: r.in_body === 1 })) };
  },

  matchingIds(query: SearchQuery): RawBuilder<unknown> {
    return sql`select id from (${hitRows(query, null)})`;
  },

  async bodyMatches(db: DbOrTx, query: SearchQuery, ids: number[]): Promise<Set<number>> {
    const { rows } = await sql<{ id: number }>`
      select rowid as id from search_index where search_index match ${bodyExpression(query)}
        and rowid between ${Math.min(...ids)} and ${Math.max(...ids)} and +rowid in (${sql.join(ids)})`.execute(db);
    return new Set(rows.map((r) => r.id));
  },
};
