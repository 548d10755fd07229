import { sql } from 'kysely';
import type { IndexDocument, QueryTerm, SearchEngine } from './search-engine.ts';

// PostgreSQL: `search_documents(media_id, head_a, head_b, head_c, body)` holds one tsvector per
// group, built with array_to_tsvector from terms normalised in TypeScript (no text search
// parser or dictionary involved, so the server's locale cannot change the tokens). A GIN
// index on head_a || head_b || head_c || body serves the match (migration 2026_11_22_002).

/** A tsquery operand; terms hold letters and digits only, the quoting is belt and braces. */
const quote = (form: string) => `'${form.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

function termExpression(term: QueryTerm): string {
  return `(${term.alternatives.map((f) => quote(f) + (term.prefix ? ':*' : '')).join(' | ')})`;
}

const allTermsQuery = (terms: QueryTerm[]) => terms.map(termExpression).join(' & ');
const anyTermQuery = (terms: QueryTerm[]) => terms.map(termExpression).join(' | ');

const toVector = (terms: string[]) => sql`array_to_tsvector(${[...new Set(terms)]}::text[])`;

export const postgresSearch: SearchEngine = {
  async write(db, id, doc: IndexDocument) {
    await sql`insert into search_documents (media_id, head_a, head_b, head_c, body)
      values (${id}, ${toVector(doc.a)}, ${toVector(doc.b)}, ${toVector(doc.c)}, ${toVector(doc.d)})
      on conflict (media_id) do update set head_a = excluded.head_a, head_b = excluded.head_b,
        head_c = excluded.head_c, body = excluded.body`.execute(db);
  },

  async remove(db, ids) {
    if (ids.length === 0) return;
    await sql`delete from search_documents where media_id in (${sql.join(ids)})`.execute(db);
  },

  async search(db, terms, page) {
    const visibility = page.visibility ?? null;
    const all = allTermsQuery(terms);
    const any = anyTermQuery(terms);
    const within = page.within ? sql`m.id in (${page.within})` : sql`true`;
    const { rows } = await sql<{ id: number; total: string }>`
      with ranked as (
        select m.id, m.interview_date, m.created_at,
          s.head_a @@ cast(${any} as tsquery) as in_a,
          s.head_b @@ cast(${any} as tsquery) as in_b,
          s.head_c @@ cast(${any} as tsquery) as in_c
        from search_documents s join media m on m.id = s.media_id
        where (s.head_a || s.head_b || s.head_c || s.body) @@ cast(${all} as tsquery)
          and (cast(${visibility} as text) is null or m.visibility = ${visibility}) and ${within}
      )
      select id, count(*) over () as total from ranked
      order by in_a::int * 4 + in_b::int * 2 + in_c::int desc,
        interview_date desc nulls last, created_at desc, id desc
      limit ${page.limit} offset ${page.offset}`.execute(db);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const count = await sql<{ total: string }>`
        select count(*) as total from search_documents s join media m on m.id = s.media_id
        where (s.head_a || s.head_b || s.head_c || s.body) @@ cast(${all} as tsquery)
          and (cast(${visibility} as text) is null or m.visibility = ${visibility}) and ${within}`.execute(db);
      total = Number(count.rows[0]?.total ?? 0);
    }
    return { total, hits: rows.map((r) => ({ id: r.id })) };
  },

  matchingIds(terms) {
    return sql`select media_id from search_documents
      where (head_a || head_b || head_c || body) @@ cast(${allTermsQuery(terms)} as tsquery)`;
  },

  async bodyMatches(db, terms, ids) {
    if (ids.length === 0) return new Set();
    const { rows } = await sql<{ id: number }>`
      select media_id as id from search_documents
      where media_id in (${sql.join(ids)}) and body @@ cast(${anyTermQuery(terms)} as tsquery)`.execute(db);
    return new Set(rows.map((r) => r.id));
  },
};
