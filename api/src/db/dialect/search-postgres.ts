import { type RawBuilder, sql } from 'kysely';
import type { IndexDocument, QueryTerm, SearchEngine, SearchQuery } from './search-engine.ts';
import { substringForms } from './search-terms.ts';

// PostgreSQL: `search_documents(media_id, body)` holds the body's words as a tsvector, built with
// array_to_tsvector from terms normalised in TypeScript (no text search parser or dictionary
// involved, so the server's locale cannot change the tokens), searched through a GIN index on
// `body` (migrations 2026_11_22_002, 2026_11_23_011, 2026_11_23_095),
// always by way of `search_body_ids(tsquery)` (migration 2026_11_23_085): left to itself the
// planner scans and decompresses every body for a common word, a hundred times slower.
// `search_heads(media_id, head, a, b, c)` holds the normalised metadata groups; `head` (all
// three) has a pg_trgm GIN index, so LIKE '%term%' is indexed from three characters on, read
// through `search_head_ids(pattern)` for the same reason; shorter terms are a plain scan.

/** Terms shorter than this cannot use the trigram index: they are matched by reading every head. */
const TRIGRAM = 3;

/** A tsquery operand; terms hold letters and digits only, the quoting is belt and braces. */
const quote = (form: string) => `'${form.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/** A LIKE pattern for a literal substring (backslash is LIKE's default escape). */
const containing = (form: string) => `%${form.replace(/[\\%_]/g, '\\$&')}%`;

function wordExpression(term: QueryTerm): string {
  return `(${term.alternatives.map((f) => quote(f) + (term.prefix ? ':*' : '')).join(' | ')})`;
}
const anyWordQuery = (terms: QueryTerm[]) => terms.map(wordExpression).join(' | ');
/** A body (a tsvector column) holding at least one term: which hits matched in transcripts or segments. */
const bodyHoldsAny = (body: RawBuilder<unknown>, terms: QueryTerm[]) => sql`${body} @@ cast(${anyWordQuery(terms)} as tsquery)`;

/** The ranking's order over the `ranked` rows: rank, then recency, then id. */
const RANK_ORDER = sql`rank desc, interview_date desc nulls last, created_at desc, id desc`;

const toVector = (terms: string[]) => sql`array_to_tsvector(${[...new Set(terms)]}::text[])`;

/** One of the term's forms inside `column` (a text expression). */
const holds = (column: RawBuilder<unknown>, term: QueryTerm) =>
  sql`(${sql.join(
    substringForms(term).map((f) => sql`${column} like ${containing(f)}`),
    sql` or `,
  )})`;

/** Videos whose metadata holds one of the term's forms: through the trigram index where it can serve. */
const inHeads = (t: QueryTerm) =>
  sql.join(
    substringForms(t).map((f) =>
      [...f].length < TRIGRAM
        ? sql`m.id in (select media_id from search_heads where head like ${containing(f)})`
        : sql`m.id in (select search_head_ids(${containing(f)}))`,
    ),
    sql` or `,
  );

/** Every term in some metadata field (substring) or in the body (word); each side uses its own index. */
function allTerms(terms: QueryTerm[]): RawBuilder<unknown> {
  return sql.join(
    terms.map((t) => sql`(${inHeads(t)} or m.id in (select search_body_ids(cast(${wordExpression(t)} as tsquery))))`),
    sql` and `,
  );
}

/** Some term in one metadata group of the joined `h` row. */
const anyTermIn = (column: 'a' | 'b' | 'c', terms: QueryTerm[]) =>
  sql`coalesce(${sql.join(
    terms.map((t) => holds(sql.ref(`h.${column}`), t)),
    sql` or `,
  )}, false)`;

/** Videos whose metadata holds one of the whole texts as a substring of one field (a field never holds a newline). */
const inHeadsText = (forms: string[]) =>
  sql.join(
    forms.map((f) =>
      [...f].length < TRIGRAM
        ? sql`m.id in (select media_id from search_heads where head like ${containing(f)})`
        : sql`m.id in (select search_head_ids(${containing(f)}))`,
    ),
    sql` or `,
  );

/** The body's part of a phrase as a tsquery: all its word pairs, or its one word. */
const phraseQuery = (query: SearchQuery) => (query.pairs ? query.pairs.map(wordExpression).join(' & ') : anyWordQuery(query.terms));

/** The videos a query finds (docs/behaviour.md §802), each side through its own index. */
function matches(query: SearchQuery): RawBuilder<unknown> {
  if (query.byWords) return allTerms(query.terms);
  return sql`(${inHeadsText(query.text)} or m.id in (select search_body_ids(cast(${phraseQuery(query)} as tsquery))))`;
}

/** The rank of the joined `h` row: the groups holding a term (byWords) or the text. */
function rankOf(query: SearchQuery): RawBuilder<unknown> {
  const holding = (column: 'a' | 'b' | 'c') =>
    query.byWords
      ? anyTermIn(column, query.terms)
      : sql`coalesce(${sql.join(
          query.text.map((f) => sql`${sql.ref(`h.${column}`)} like ${containing(f)}`),
          sql` or `,
        )}, false)`;
  return sql`${holding('a')}::int * 4 + ${holding('b')}::int * 2 + ${holding('c')}::int`;
}

/** A body (a tsvector column) matching the query's body side: a term (byWords) or the phrase. */
const bodyHolds = (body: RawBuilder<unknown>, query: SearchQuery) =>
  query.byWords ? bodyHoldsAny(body, query.terms) : sql`${body} @@ cast(${phraseQuery(query)} as tsquery)`;

export const postgresSearch: SearchEngine = {
  async write(db, id, doc: IndexDocument) {
    await sql`insert into search_documents (media_id, body) values (${id}, ${toVector(doc.body)})
      on conflict (media_id) do update set body = excluded.body`.execute(db);
    const { a, b, c } = doc.heads;
    await sql`insert into search_heads (media_id, head, a, b, c) values (${id}, ${[a, b, c].join('\n')}, ${a}, ${b}, ${c})
      on conflict (media_id) do update set head = excluded.head, a = excluded.a, b = excluded.b, c = excluded.c`.execute(db);
  },

  async remove(db, ids) {
    if (ids.length === 0) return;
    await sql`delete from search_documents where media_id in (${sql.join(ids)})`.execute(db);
    await sql`delete from search_heads where media_id in (${sql.join(ids)})`.execute(db);
  },

  async search(db, query, page) {
    const visibility = page.visibility ?? null;
    const visibleOnly = visibility === null ? sql`true` : sql`m.visibility = ${visibility}`;
    // Facet filters (docs/decisions.md §87) narrow the hits to the ids their subquery selects.
    const visible = page.within ? sql`${visibleOnly} and m.id in (${page.within})` : visibleOnly;
    // Materialised with the rank worked out: the window counting the hits then holds a few
    // bytes a hit, where inlined it carried the metadata text to the sort and spilled to disk.
    // The page's body matches come with it (for describing the hits): one round trip fewer a page.
    const { rows } = await sql<{ id: number; total: string; in_body: boolean }>`
      with ranked as materialized (
        select m.id, m.interview_date, m.created_at,
          ${rankOf(query)} as rank
        from media m left join search_heads h on h.media_id = m.id
        where ${visible} and ${matches(query)}
      ),
      page as (
        select id, rank, interview_date, created_at, count(*) over () as total from ranked
        order by ${RANK_ORDER} limit ${page.limit} offset ${page.offset}
      )
      select id, total, exists (select 1 from search_documents d where d.media_id = page.id and ${bodyHolds(sql`d.body`, query)}) as in_body
      from page order by ${RANK_ORDER}`.execute(db);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const count = await sql<{ total: string }>`
        select count(*) as total from media m where ${visible} and ${matches(query)}`.execute(db);
      total = Number(count.rows[0]?.total ?? 0);
    }
    return { total, hits: rows.map((r) => ({ id: r.id, inBody: r.in_body })) };
  },

  matchingIds(query) {
    return sql`select m.id from media m where ${matches(query)}`;
  },

  async bodyMatches(db, query, ids) {
    if (ids.length === 0) return new Set();
    const { rows } = await sql<{ id: number }>`
      select media_id as id from search_documents
      where media_id in (${sql.join(ids)}) and ${bodyHolds(sql`body`, query)}`.execute(db);
    return new Set(rows.map((r) => r.id));
  },

  /** Nothing to do: autovacuum empties the GIN indexes' pending lists (docs/decisions.md §81). */
  async tidy() {
    return false;
  },
};
