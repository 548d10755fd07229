import { sql } from 'kysely';
import type { DbOrTx } from '../database.ts';
import type { IndexDocument, QueryTerm, SearchEngine } from './search-engine.ts';

// SQLite: a contentless FTS5 table `search_fts(a, b, c, d)` keyed by media id (migration
// 2026_11_22_002). It stores no text, only the index over the normalised terms.

/** An FTS5 string literal; terms hold letters and digits only, the quoting is belt and braces. */
const quote = (form: string) => `"${form.replace(/"/g, '""')}"`;

/** `("form1" OR "form2"*)`: one query word in FTS5 syntax. */
function termExpression(term: QueryTerm): string {
  const forms = term.alternatives.map((f) => quote(f) + (term.prefix ? '*' : ''));
  return `(${forms.join(' OR ')})`;
}

/** Every word somewhere in the document. */
export function allTermsQuery(terms: QueryTerm[]): string {
  return terms.map(termExpression).join(' AND ');
}

/** At least one word inside one column. */
export function anyTermInColumn(column: 'a' | 'b' | 'c' | 'd', terms: QueryTerm[]): string {
  return `{${column}} : (${terms.map(termExpression).join(' OR ')})`;
}

export const sqliteSearch: SearchEngine = {
  async write(db, id, doc: IndexDocument) {
    await sql`delete from search_fts where rowid = ${id}`.execute(db);
    await sql`insert into search_fts (rowid, a, b, c, d)
      values (${id}, ${doc.a.join(' ')}, ${doc.b.join(' ')}, ${doc.c.join(' ')}, ${doc.d.join(' ')})`.execute(db);
  },

  async remove(db, ids) {
    if (ids.length === 0) return;
    await sql`delete from search_fts where rowid in (${sql.join(ids)})`.execute(db);
  },

  async search(db: DbOrTx, terms, page) {
    const visibility = page.visibility ?? null;
    const { rows } = await sql<{ id: number; in_a: number; in_b: number; in_c: number; total: number }>`
      with hits as (select rowid as id from search_fts where search_fts match ${allTermsQuery(terms)}),
      ranked as (
        select m.id, m.interview_date, m.created_at,
          m.id in (select rowid from search_fts where search_fts match ${anyTermInColumn('a', terms)}) as in_a,
          m.id in (select rowid from search_fts where search_fts match ${anyTermInColumn('b', terms)}) as in_b,
          m.id in (select rowid from search_fts where search_fts match ${anyTermInColumn('c', terms)}) as in_c
        from hits join media m on m.id = hits.id
        where ${visibility} is null or m.visibility = ${visibility}
      )
      select id, in_a, in_b, in_c, count(*) over () as total from ranked
      order by in_a * 4 + in_b * 2 + in_c desc, interview_date desc, created_at desc, id desc
      limit ${page.limit} offset ${page.offset}`.execute(db);
    const total = rows[0]?.total ?? (page.offset > 0 ? await countHits(db, terms, visibility) : 0);
    return {
      total: Number(total),
      hits: rows.map((r) => ({ id: r.id, groups: { a: r.in_a === 1, b: r.in_b === 1, c: r.in_c === 1 } })),
    };
  },

  async bodyMatches(db, terms, ids) {
    if (ids.length === 0) return new Set();
    const { rows } = await sql<{ id: number }>`
      select rowid as id from search_fts
      where search_fts match ${anyTermInColumn('d', terms)} and rowid in (${sql.join(ids)})`.execute(db);
    return new Set(rows.map((r) => r.id));
  },
};

/** The hit count when the requested page lies past the last hit. */
async function countHits(db: DbOrTx, terms: QueryTerm[], visibility: string | null): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from search_fts join media m on m.id = search_fts.rowid
    where search_fts match ${allTermsQuery(terms)} and (${visibility} is null or m.visibility = ${visibility})`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
