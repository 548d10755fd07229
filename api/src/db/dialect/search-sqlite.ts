import { type RawBuilder, sql } from 'kysely';
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
function allTermsQuery(terms: QueryTerm[]): string {
  return terms.map(termExpression).join(' AND ');
}

/** At least one word inside the given columns. */
function anyTermInColumns(columns: ('a' | 'b' | 'c' | 'd')[], terms: QueryTerm[]): string {
  return `{${columns.join(' ')}} : (${terms.map(termExpression).join(' OR ')})`;
}

/** Above this many hits, walking the recency index beats sorting the hits. */
const DENSE_HITS = 1_000;

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

  /**
   * Two steps so that a common word costs a count, not a sort of every hit: the head tier
   * (hits with a query word in a weighted column, usually few) is ranked in SQL; the
   * body-only hits behind it come in recency order. When hits are many, the queries walk the
   * media index (visibility, interview_date, created_at) and test each row against the hit
   * list (`+m.id` keeps SQLite from driving by the list), so the page stops early.
   */
  async search(db: DbOrTx, terms, page) {
    const all = allTermsQuery(terms);
    const { rows: matched } = await sql<{ n: number }>`select count(*) as n from search_fts where search_fts match ${all}`.execute(db);
    if (Number(matched[0]?.n ?? 0) === 0) return { total: 0, hits: [] };

    const visibility = page.visibility ?? null;
    const visibleOnly = visibility === null ? sql`1 = 1` : sql`m.visibility = ${visibility}`;
    const visible = page.within ? sql`${visibleOnly} and m.id in (${page.within})` : visibleOnly;
    const walk = (hits: number) => visibility !== null && hits > DENSE_HITS;
    const inAll = (byIndex: boolean) => byIndex
      ? sql`+m.id in (select rowid from search_fts where search_fts match ${all})`
      : sql`m.id in (select rowid from search_fts where search_fts match ${all})`;
    const inColumns = (columns: ('a' | 'b' | 'c')[]) =>
      sql`m.id in (select rowid from search_fts where search_fts match ${anyTermInColumns(columns, terms)})`;
    const inHead = inColumns(['a', 'b', 'c']);

    const total = await count(db, sql`${visible} and ${inAll(walk(Number(matched[0]?.n)))}`);
    if (total === 0) return { total, hits: [] };
    const { rows: head } = await sql<{ id: number; n: number }>`
      select id, count(*) over () as n from (
        select m.id, m.interview_date, m.created_at,
          ${inColumns(['a'])} as in_a, ${inColumns(['b'])} as in_b, ${inColumns(['c'])} as in_c
        from media m where ${visible} and ${inAll(false)} and ${inHead}
      )
      order by in_a * 4 + in_b * 2 + in_c desc, interview_date desc, created_at desc, id desc
      limit ${page.limit} offset ${page.offset}`.execute(db);
    const hits = head.map((r) => ({ id: r.id }));
    if (hits.length < page.limit) {
      const headTotal = head[0]?.n ?? await count(db, sql`${visible} and ${inAll(false)} and ${inHead}`);
      const { rows: body } = await sql<{ id: number }>`
        select m.id from media m where ${visible} and ${inAll(walk(total - Number(headTotal)))} and not ${inHead}
        order by m.interview_date desc, m.created_at desc, m.id desc
        limit ${page.limit - hits.length} offset ${Math.max(0, page.offset - Number(headTotal))}`.execute(db);
      hits.push(...body.map((r) => ({ id: r.id })));
    }
    return { total, hits };
  },

  matchingIds(terms) {
    return sql`select rowid from search_fts where search_fts match ${allTermsQuery(terms)}`;
  },

  async bodyMatches(db, terms, ids) {
    if (ids.length === 0) return new Set();
    const { rows } = await sql<{ id: number }>`
      select rowid as id from search_fts
      where search_fts match ${anyTermInColumns(['d'], terms)} and rowid in (${sql.join(ids)})`.execute(db);
    return new Set(rows.map((r) => r.id));
  },
};

async function count(db: DbOrTx, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from media m where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
