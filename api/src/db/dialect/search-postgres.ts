import { type Expression, type RawBuilder, sql } from 'kysely';
import { type CompiledOnce, compiledOnce } from '../compiled-once.ts';
import type { IndexDocument, QueryTerm, SearchEngine, SearchQuery } from './search-engine.ts';
import { headWords, substringForms } from './search-terms.ts';

// PostgreSQL: `search_documents(media_id, body)` holds the body's words as a tsvector, built with
// array_to_tsvector from terms normalised in TypeScript (no text search parser or dictionary
// involved, so the server's locale cannot change the tokens), searched through a GIN index on
// `body` (migrations 2026_11_22_002, 2026_11_23_011, 2026_11_23_095),
// always by way of `search_body_ids(tsquery)` (migration 2026_11_23_085): left to itself the
// planner scans and decompresses every body for a common word, a hundred times slower.
// `search_heads(media_id, head, a, b, c)` holds the normalised metadata groups; `head` (all
// three) has a pg_trgm GIN index, so LIKE '%text%' is indexed from three characters on, read
// through `search_head_ids(pattern)` for the same reason; shorter texts are a plain scan. A ranked page reads the
// metadata hits of a text with their rank through `search_head_ranks(pattern, form)` (migration 2026_12_09_2520).
// A query word (byWords) is looked up in `search_head_words(term, media_id, groups)` instead (migration
// 2026_12_10_2550): every suffix of every metadata word with the groups holding it, so the videos holding the word as a
// substring, and their groups, are a range of one btree, read from the index alone (docs/decisions.md §2550). Each row
// also holds its video's visibility, interview date and creation time (migration 2026_12_11_2590), so a one-word
// search's metadata hits come filtered and ordered from that range alone (docs/decisions.md §2590).

/** Terms shorter than this cannot use the trigram index: they are matched by reading every head. */
const TRIGRAM = 3;

/**
 * The last character there is (U+10FFFF): a word begins with a form exactly when it sorts from the form up to the form
 * followed by it (the words' collation is "C", byte order; a word holds letters and digits only).
 */
const LAST_CHARACTER = '\u{10FFFF}';

/** A tsquery operand; terms hold letters and digits only, the quoting is belt and braces. */
const quote = (form: string) => `'${form.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/** A LIKE pattern for a literal substring (backslash is LIKE's default escape). */
const containing = (form: string) => `%${form.replace(/[\\%_]/g, '\\$&')}%`;

function wordExpression(term: QueryTerm): string {
  return `(${term.alternatives.map((f) => quote(f) + (term.prefix ? ':*' : '')).join(' | ')})`;
}
const anyWordQuery = (terms: QueryTerm[]) => terms.map(wordExpression).join(' | ');

/** The ranking's order over the `ranked` rows: rank, then recency, then id. */
const RANK_ORDER = sql`rank desc, interview_date desc nulls last, created_at desc, id desc`;

const toVector = (terms: string[]) => sql`array_to_tsvector(${[...new Set(terms)]}::text[])`;

/** The body's part of a phrase as a tsquery: all its word pairs, or its one word. */
const phraseQuery = (query: SearchQuery) => (query.pairs ? query.pairs.map(wordExpression).join(' & ') : anyWordQuery(query.terms));

/** The body's side of a query as a tsquery: any term (byWords) or the phrase. */
const bodyQuery = (query: SearchQuery) => (query.byWords ? anyWordQuery(query.terms) : phraseQuery(query));

/**
 * How a metadata form is looked up: a query word in the metadata words' index (`words`), a whole text through the
 * trigram index (`trigram`) or, shorter than a trigram, by reading every head (`scan`).
 */
type Lookup = 'words' | 'trigram' | 'scan';

/**
 * What a search's SQL text follows, apart from its values (docs/decisions.md §1510): the metadata
 * forms it looks for as substrings, per term (byWords) or once (the whole text), each by its lookup.
 * Every value is a parameter named in `values`: `s<i>_<j>` form j of term i (of the text: i = 0), `f<i>_<j>` its LIKE
 * pattern (a text) or the end of its range of words (a word: the form and the last character there is), `w<i>` term
 * i's tsquery (byWords), `body` the body's tsquery (any term, or the phrase).
 */
interface Shape {
  byWords: boolean;
  /** Per term (byWords) or for the text alone: per substring form, its lookup. */
  forms: Lookup[][];
}
type Values = Record<string, unknown>;
type RankedRow = { id: number; total: string; in_body: boolean };

function shapeOf(query: SearchQuery): { shape: Shape; key: string; values: Values } {
  const values: Values = {};
  const formsOf = (forms: string[], i: number, words: boolean) =>
    forms.map((f, j): Lookup => {
      values[`f${i}_${j}`] = words ? `${f}${LAST_CHARACTER}` : containing(f);
      values[`s${i}_${j}`] = f;
      return words ? 'words' : [...f].length < TRIGRAM ? 'scan' : 'trigram';
    });
  const forms = query.byWords
    ? query.terms.map((t, i) => {
        values[`w${i}`] = wordExpression(t);
        return formsOf(substringForms(t), i, true);
      })
    : [formsOf(query.text, 0, false)];
  values.body = bodyQuery(query);
  const key = `${query.byWords ? 'w' : 'p'}${forms.map((f) => f.map((lookup) => lookup[0]).join('')).join(',')}`;
  return { shape: { byWords: query.byWords, forms }, key, values };
}

/** The rows of the metadata words' index whose word begins with form j of term i (the form as a substring). */
const wordsBeginning = (i: number, j: number, v: Values) =>
  sql`search_head_words where term >= ${v[`s${i}_${j}`]} and term < ${v[`f${i}_${j}`]}`;

/** Videos whose metadata holds form j of term i (or of the text), by its lookup. */
function inHeads(lookup: Lookup, i: number, j: number, v: Values): RawBuilder<unknown> {
  if (lookup === 'words') return sql`m.id in (select media_id from ${wordsBeginning(i, j, v)})`;
  const pattern = v[`f${i}_${j}`];
  return lookup === 'scan'
    ? sql`m.id in (select media_id from search_heads where head like ${pattern})`
    : sql`m.id in (select search_head_ids(${pattern}))`;
}

/** Videos whose metadata holds one of a term's (or the text's) forms. */
const inHeadsAny = (forms: Lookup[], i: number, v: Values) =>
  sql.join(
    forms.map((lookup, j) => inHeads(lookup, i, j, v)),
    sql` or `,
  );

/**
 * The videos a query finds (docs/behaviour.md §802), each side through its own index: byWords, every
 * term in some metadata field (substring) or in the body (word); else the whole text in the
 * metadata or the phrase in the body.
 */
function matches({ byWords, forms }: Shape, v: Values): RawBuilder<unknown> {
  if (byWords)
    return sql.join(
      forms.map((f, i) => sql`(${inHeadsAny(f, i, v)} or m.id in (select search_body_ids(cast(${v[`w${i}`]} as tsquery))))`),
      sql` and `,
    );
  return sql`(${inHeadsAny(forms[0]!, 0, v)} or m.id in (select search_body_ids(cast(${v.body} as tsquery))))`;
}

/**
 * The videos whose metadata holds a form of a term (byWords) or of the text, each once with its rank (the groups
 * holding one: a 4, b 2, c 1; docs/decisions.md §76) and, byWords, `terms`: bit i set when term i is among them.
 * A word's videos and groups from the metadata words' index (a video once per word beginning with the form, so
 * grouped); a text of three characters or more through the trigram index (`search_head_ranks`, which ranks the row it
 * has just read), a shorter one by reading every head; a video in several forms' lists has its bits or-ed together.
 * Only these videos are ranked: every other hit ranks 0 (docs/decisions.md §2520).
 */
function headRanks({ byWords, forms }: Shape, v: Values): RawBuilder<unknown> {
  const strposIn = (column: string, form: unknown) => sql`(coalesce(strpos(${sql.ref(column)}, ${form}), 0) > 0)`;
  const lists = forms.flatMap((termForms, i) =>
    termForms.map((lookup, j) => {
      const form = v[`s${i}_${j}`];
      const term = sql.lit(byWords ? 1 << i : 1);
      if (lookup === 'words') return sql`select media_id, groups as rank, ${term} as term from ${wordsBeginning(i, j, v)}`;
      return lookup === 'scan'
        ? sql`select media_id, ${strposIn('a', form)}::int * 4 + ${strposIn('b', form)}::int * 2 + ${strposIn('c', form)}::int as rank, ${term} as term
            from search_heads where ${strposIn('head', form)}`
        : sql`select media_id, rank, ${term} as term from search_head_ranks(${v[`f${i}_${j}`]}, ${form})`;
    }),
  );
  if (lists.length === 1 && !byWords) return sql`select media_id as id, rank, term as terms from (${lists[0]!}) as one`;
  return sql`select media_id as id, bit_or(rank) as rank, bit_or(term) as terms from (${sql.join(lists, sql` union all `)}) as each_form
    group by media_id`;
}

/**
 * The hits among `media m`, given `heads` (headRanks): byWords, every term in the metadata (its bit in `heads.terms`)
 * or in the body; else the text in the metadata or the phrase in the body. The same videos as `matches`. Tested on
 * `m` itself, so that only the hits are joined to their ranks (a test after the join hashed every public video).
 */
function matchesFromHeads({ byWords, forms }: Shape, v: Values): RawBuilder<unknown> {
  const inBody = (tsquery: unknown) => sql`m.id in (select search_body_ids(cast(${tsquery} as tsquery)))`;
  if (byWords)
    return sql.join(
      forms.map((_, i) =>
        forms.length === 1
          ? sql`(m.id in (select id from heads) or ${inBody(v[`w${i}`])})`
          : sql`(m.id in (select id from heads where terms & ${sql.lit(1 << i)} <> 0) or ${inBody(v[`w${i}`])})`,
      ),
      sql` and `,
    );
  return sql`(m.id in (select id from heads) or ${inBody(v.body)})`;
}

/** A body (a tsvector column) matching the query's body side (`tsquery`: bodyQuery's). */
const bodyHolds = (body: RawBuilder<unknown>, tsquery: unknown) => sql`${body} @@ cast(${tsquery} as tsquery)`;

const visibleIn = (visibility: unknown, within: Expression<unknown> | undefined) => {
  const visibleOnly = visibility === undefined ? sql`true` : sql`m.visibility = ${visibility}`;
  // Facet filters (docs/decisions.md §87) narrow the hits to the ids their subquery selects.
  return within ? sql`${visibleOnly} and m.id in (${within})` : visibleOnly;
};

/**
 * The page of `ranked` (id, interview date, creation time, rank) in rank order, with the total and whether each page
 * row's body holds the query: the end of both page statements (rankedPage, oneWordPage).
 */
const pageOfRanked = (v: Values) => sql`page as (
        select id, rank, interview_date, created_at from ranked
        order by ${RANK_ORDER} limit ${v.limit} offset ${v.offset}
      )
      select id, (select count(*) from ranked) as total, coalesce((select ${bodyHolds(sql`d.body`, v.body)} from search_documents d where d.media_id = page.id), false) as in_body
      from page order by ${RANK_ORDER}`;

/**
 * A page of the ranked hits with their total. Materialised with the rank worked out: the count and the
 * sort then read a few bytes a hit, where inlined it carried the metadata text to the sort and spilled
 * to disk. The total is a count of these rows beside the top-N sort, not a window over them: the window
 * stored every hit once more and handed each to the sort with its count, 5–9 ms of the database's CPU
 * for a word in 17,000–22,000 hits (docs/decisions.md §2570). The page's body matches come with it (for describing the hits): one
 * round trip fewer a page. Each page row's body is asked by its key (one row at most, `media_id` being the key): asked
 * as `exists (…)` the planner hashed the subquery, testing every video's body against the query for a page of 20
 * (50 ms against 5.5 ms for the statement at 2,000 videos, docs/decisions.md §1510).
 */
const rankedPage = (shape: Shape, v: Values, visible: boolean, within?: Expression<unknown>) => sql<RankedRow>`
      with heads as materialized (${headRanks(shape, v)}),
      ranked as materialized (
        select m.id, m.interview_date, m.created_at, coalesce(heads.rank, 0) as rank
        from media m left join heads on heads.id = m.id
        where ${visibleIn(visible ? v.visibility : undefined, within)} and ${matchesFromHeads(shape, v)}
      ),
      ${pageOfRanked(v)}`;

/**
 * A one-word search's page (`byWords`, one term), its metadata hits read with their video's visibility, interview date
 * and creation time from the words' index (migration 2026_12_11_2590): a hit is in `heads` (its metadata holds the
 * word, visibility already tested) or, apart, a video whose body alone holds it. Only those body hits are looked up in
 * `media`; no other video is read, where `rankedPage` tested every public video's index entry against the hits and
 * joined the hits to their ranks (docs/decisions.md §2590). The same rows, rank, order and total as `rankedPage`.
 * Each body hit's row is read by its key in a `lateral … offset 0` (left to itself, the planner hashed every public video
 * for a body word it estimated at 1,000 hits), and the metadata hits are skipped with `not in`, a hashed subplan
 * whatever the planner estimates (`not exists` became a nested loop over `heads` when its range was estimated at 1 row).
 */
const oneWordPage = (shape: Shape, v: Values, visible: boolean, within?: Expression<unknown>) => {
  const visibleWords = visible ? sql` and visibility = ${v.visibility}` : sql``;
  const ranges = shape.forms[0]!.map(
    (_, j) => sql`select media_id, groups, interview_date, created_at from ${wordsBeginning(0, j, v)}${visibleWords}`,
  );
  const inWithin = within ? sql` where id in (${within})` : sql``;
  return sql<RankedRow>`
      with heads as materialized (
        select media_id as id, bit_or(groups) as rank, interview_date, created_at from (${sql.join(ranges, sql` union all `)}) as each_form
        group by media_id, interview_date, created_at
      ),
      ranked as materialized (
        select id, interview_date, created_at, rank from heads${inWithin}
        union all
        select m.id, m.interview_date, m.created_at, 0 from search_body_ids(cast(${v.w0} as tsquery)) as body(id)
        cross join lateral (select m.id, m.interview_date, m.created_at from media m where m.id = body.id and ${visibleIn(visible ? v.visibility : undefined, within)} offset 0) as m
        where body.id not in (select id from heads)
      ),
      ${pageOfRanked(v)}`;
};

/** The page statement of a shape: a one-word search's own (oneWordPage), or the general one. */
const pageOf = (shape: Shape, v: Values, visible: boolean, within?: Expression<unknown>) =>
  shape.byWords && shape.forms.length === 1 ? oneWordPage(shape, v, visible, within) : rankedPage(shape, v, visible, within);

/**
 * Distinct query shapes whose page statement is compiled once and named on PostgreSQL (a visitor's
 * query has a handful: one word, two, a phrase, a short prefix): each connection then keeps at most
 * this many plans of it (docs/decisions.md §1510). Shapes past it are built each time, unnamed.
 */
const MAX_NAMED_SHAPES = 64;
const pagesByShape = new Map<string, CompiledOnce<Values, RankedRow>>();

/** The page statement of a shape, compiled once (the first MAX_NAMED_SHAPES shapes), or null. */
function compiledPage(key: string, shape: Shape, visible: boolean): CompiledOnce<Values, RankedRow> | null {
  const name = `${key}${visible ? 'v' : ''}`;
  let page = pagesByShape.get(name);
  if (!page && pagesByShape.size < MAX_NAMED_SHAPES) {
    page = compiledOnce((db, v: Values) => ({ compile: () => pageOf(shape, v, visible).compile(db) }));
    pagesByShape.set(name, page);
  }
  return page ?? null;
}

export const postgresSearch: SearchEngine = {
  async write(db, id, doc: IndexDocument) {
    await sql`insert into search_documents (media_id, body) values (${id}, ${toVector(doc.body)})
      on conflict (media_id) do update set body = excluded.body`.execute(db);
    const { a, b, c } = doc.heads;
    await sql`insert into search_heads (media_id, head, a, b, c) values (${id}, ${[a, b, c].join('\n')}, ${a}, ${b}, ${c})
      on conflict (media_id) do update set head = excluded.head, a = excluded.a, b = excluded.b, c = excluded.c`.execute(db);
    const { terms, groups } = headWords(doc.heads);
    // With its video's visibility and dates as they are now, in the write's transaction (docs/decisions.md §2590): every
    // write of a video (its visibility and dates included) comes through here.
    await sql`with gone as (delete from search_head_words where media_id = ${id})
      insert into search_head_words (term, media_id, groups, visibility, interview_date, created_at)
      select w.term, m.id, w.groups, m.visibility, m.interview_date, m.created_at
      from unnest(${terms}::text[], ${groups}::smallint[]) as w(term, groups) cross join media m where m.id = ${id}`.execute(db);
  },

  async remove(db, ids) {
    if (ids.length === 0) return;
    await sql`delete from search_documents where media_id in (${sql.join(ids)})`.execute(db);
    await sql`delete from search_heads where media_id in (${sql.join(ids)})`.execute(db);
    await sql`delete from search_head_words where media_id in (${sql.join(ids)})`.execute(db);
  },

  async search(db, query, page) {
    const { shape, key, values } = shapeOf(query);
    const visible = page.visibility !== undefined;
    const v = { ...values, visibility: page.visibility, limit: page.limit, offset: page.offset };
    const once = page.within ? null : compiledPage(key, shape, visible);
    const rows = once ? await once.execute(db, v) : (await pageOf(shape, v, visible, page.within).execute(db)).rows;
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const count = await sql<{ total: string }>`
        select count(*) as total from media m where ${visibleIn(page.visibility, page.within)} and ${matches(shape, values)}`.execute(db);
      total = Number(count.rows[0]?.total ?? 0);
    }
    return { total, hits: rows.map((r) => ({ id: r.id, inBody: r.in_body })) };
  },

  matchingIds(query) {
    const { shape, values } = shapeOf(query);
    return sql`select m.id from media m where ${matches(shape, values)}`;
  },

  async bodyMatches(db, query, ids) {
    if (ids.length === 0) return new Set();
    const { rows } = await sql<{ id: number }>`
      select media_id as id from search_documents
      where media_id in (${sql.join(ids)}) and ${bodyHolds(sql`body`, bodyQuery(query))}`.execute(db);
    return new Set(rows.map((r) => r.id));
  },

  /**
   * Moves what the GIN indexes keep in their pending lists into the indexes proper (docs/decisions.md §81): every
   * search reads a whole pending list, and autovacuum empties one only after a thousand inserts or so. Only an owner
   * of an index may (another role leaves it to autovacuum). True when it moved something (the next step finds none).
   */
  async tidy(db) {
    const { rows } = await sql<{ pages: string | null }>`
      select sum(gin_clean_pending_list(i.oid)) as pages from pg_class i
      where i.oid in (to_regclass('search_documents_body_idx'), to_regclass('search_heads_trgm_idx')) and pg_has_role(i.relowner, 'USAGE')`.execute(
      db,
    );
    return Number(rows[0]?.pages ?? 0) > 0;
  },
};
