import { type Compilable, type Expression, type RawBuilder, sql } from 'kysely';
import { toSearchTokens } from '#contracts/search-text';
import { compiledOnce } from '../compiled-once.ts';
import type { DbOrTx } from '../database.ts';
import type { IndexDocument, QueryTerm, SearchEngine } from './search-engine.ts';
import { type Head, inHeads, quote } from './search-sqlite-fts.ts';
import { sqlitePhrase } from './search-sqlite-phrase.ts';

// SQLite: one contentless FTS5 table keyed by media id, `search_index(ha, hb, hc, body,
// visibility)` (migration 2026_11_23_090). `ha`, `hb`, `hc` hold every suffix of every word of
// the metadata groups a, b, c, so a substring of a word is a prefix of one of its suffixes
// ("rou"* finds Azrou; the prefix index serves two and three letters); `body` holds the body's
// words; `visibility` the video's. A whole search is then one FTS5 expression, counted and
// split into rank tiers inside FTS5: intersecting separate tables in SQL cost a temporary
// index of every hit (about 0.8 µs a hit, 25 ms for a common word at 50,000 videos).

/** Index and query terms are cut to this length (as in search-query.ts). */
const MAX_TERM = 100;

/** Group weights of the ranking: title and people 4, places and topics 2, the rest 1. */
const WEIGHTS: [Head, number][] = [
  ['ha', 4],
  ['hb', 2],
  ['hc', 1],
];

/** Every suffix of every word of normalised text, space-separated (see the comment above). */
export function wordSuffixes(text: string): string {
  const suffixes = new Set<string>();
  for (const word of toSearchTokens(text)) {
    const chars = [...word];
    for (let i = 0; i < chars.length; i += 1) suffixes.add(chars.slice(i, i + MAX_TERM).join(''));
  }
  return [...suffixes].join(' ');
}

/** One term in some metadata field (substring) or in the body (word, the last one as a prefix). */
function termExpression(term: QueryTerm): string {
  const body = term.alternatives.map((f) => quote(f) + (term.prefix ? '*' : '')).join(' OR ');
  return `(${inHeads([term], ['ha', 'hb', 'hc'])} OR {body} : (${body}))`;
}

/**
 * A search as FTS5 expressions: `all`, every term somewhere in videos of the given visibility
 * (any when null); `inScope(x)`, those of them that also match `x`, a condition on the metadata.
 * With one term a metadata match of it is already a hit, so the body's (long) lists are not read.
 */
function searchExpressions(terms: QueryTerm[], visibility: string | null) {
  const visible = visibility === null ? '' : ` AND {visibility} : ${quote(visibility)}`;
  const all = terms.map(termExpression).join(' AND ') + visible;
  const inScope = terms.length === 1 ? (x: string) => `(${x})${visible}` : (x: string) => `(${all}) AND (${x})`;
  return { all, inScope };
}

/**
 * The head tiers of the ranking, best first, as FTS5 expressions: the hits whose metadata groups
 * holding a term weigh 7, 6, … 1 (a 4, b 2, c 1). The body tier (bodyTier) comes after them.
 */
function headTiers(terms: QueryTerm[], { inScope }: ReturnType<typeof searchExpressions>): string[] {
  return [7, 6, 5, 4, 3, 2, 1].map((weight) => {
    const holding = WEIGHTS.filter(([, w]) => weight & w).map(([column]) => `(${inHeads(terms, [column])})`);
    const lacking = WEIGHTS.filter(([, w]) => !(weight & w)).map(([column]) => ` NOT (${inHeads(terms, [column])})`);
    return inScope(`${holding.join(' AND ')}${lacking.join('')}`);
  });
}

/** The last tier of the ranking: the hits with terms in the body only. */
const bodyTier = (terms: QueryTerm[], { all }: ReturnType<typeof searchExpressions>) =>
  `(${all}) NOT (${inHeads(terms, ['ha', 'hb', 'hc'])})`;

const matching = (expression: unknown) => sql`select rowid from search_index where search_index match ${expression}`;

/**
 * The ids an expression finds among the facet filters' ids. `+rowid`: the ids only filter the
 * match's rows (a plain `rowid in` runs the match once per id, see bodyMatches), and no `media`
 * row is read for a hit (a row lookup per hit was most of a count: docs/decisions.md §1320).
 */
const matchingWithin = (expression: unknown, within: Expression<unknown>) =>
  sql`select rowid from search_index where search_index match ${expression} and +rowid in (${within})`;

/** A raw statement as compiledOnce takes it (db/compiled-once.ts). */
const statement = <R>(db: DbOrTx, raw: RawBuilder<R>): Compilable<R> => ({ compile: () => raw.compile(db) });

/**
 * Runs a search statement: without facet filters compiled once (its FTS5 expressions are values,
 * so its text is the same for every search: docs/decisions.md §1400), within them built each time.
 */
function run<P extends Record<string, unknown>, R>(build: (params: P, within?: Expression<unknown>) => RawBuilder<R>) {
  const once = compiledOnce((db, params: P) => statement(db, build(params)));
  return async (db: DbOrTx, params: P, within?: Expression<unknown>): Promise<R[]> =>
    within ? (await build(params, within).execute(db)).rows : once.execute(db, params);
}

/** One count of the videos an expression finds (within the facet filters' ids, if any). */
const countOf = (expression: unknown, within?: Expression<unknown>) =>
  within
    ? sql`(select count(*) from (${matchingWithin(expression, within)}))`
    : sql`(select count(*) from search_index where search_index match ${expression})`;
const countOne = run(({ e0 }: { e0: string }, within) => sql<{ n0: number }>`select ${countOf(e0, within)} as n0`);
const countTwo = run(
  ({ e0, e1 }: { e0: string; e1: string }, within) =>
    sql<{ n0: number; n1: number }>`select ${countOf(e0, within)} as n0, ${countOf(e1, within)} as n1`,
);

/** How many videos the expression finds, and how many the second finds (within the facet filters' ids, if any). */
async function counts(db: DbOrTx, e0: string, e1: string, within?: Expression<unknown>): Promise<[number, number]> {
  const [row] = await countTwo(db, { e0, e1 }, within);
  return [Number(row?.n0 ?? 0), Number(row?.n1 ?? 0)];
}

/**
 * The facet filters' ids, read once, as a subquery of their list: a search asks its filter in up to
 * three statements (counts, tier counts, the page), and SQLite works the filter out again in each
 * (25–30 ms for a region and a topic at 50,000 videos; bench/RESULTS.md, docs/decisions.md §1121).
 */
async function idsOnce(db: DbOrTx, within: Expression<unknown>): Promise<Expression<unknown>> {
  const { rows } = await sql<{ ids: string }>`select json_group_array(id) as ids from (${within})`.execute(db);
  return sql`select value from json_each(${rows[0]?.ids ?? '[]'})`;
}

type PageOf = { limit: number; offset: number };

/** A page of the videos an expression finds, newest interview first. */
const byRecency = run(
  ({ expression, limit, offset }: PageOf & { expression: string }, within) => sql<{ id: number }>`
    select m.id from media m where m.id in (${within ? matchingWithin(expression, within) : matching(expression)})
    order by m.interview_date desc, m.created_at desc, m.id desc limit ${limit} offset ${offset}`,
);
async function pageByRecency(db: DbOrTx, expression: string, within: Expression<unknown> | undefined, limit: number, offset: number) {
  return (await byRecency(db, { expression, limit, offset }, within)).map((r) => r.id);
}

/**
 * Of a list of ids (a JSON array, so the statement's text is one for every page), those an expression
 * finds. `+rowid`: a plain `rowid in (…)` makes FTS5 run the match once per id, expanding a prefix
 * term's word list each time (about 1 ms an id for a common prefix); this way the match runs once
 * over the ids' range and the list only filters its rows (18 → 6 ms for a page of 20).
 */
const idsMatching = compiledOnce((db, { expression, first, last, ids }: { expression: string; first: number; last: number; ids: string }) =>
  statement(
    db,
    sql<{ id: number }>`select rowid as id from search_index where search_index match ${expression}
      and rowid between ${first} and ${last} and +rowid in (select value from json_each(${ids}))`,
  ),
);

/**
 * Up to this many hits with a term in the metadata, they are ranked in one statement; beyond
 * it, tier by tier (up to seven counts inside FTS5).
 */
const SMALL_HEAD_TIER = 2_000;

/**
 * A page of the head tier (hits with a term in the metadata) in one statement: weight, then
 * recency. Each group's hits come from one FTS5 pass and their weights are summed per video;
 * together they are exactly the head tier. (Asking of every head hit whether it is in each
 * group's hits cost a fourth pass and three temporary indexes: 165 against 116 µs for a word in
 * 37 of 200 videos.)
 */
const headTierPage = run(({ ha, hb, hc, limit, offset }: PageOf & Record<Head, string>, within) => {
  const expressions: Record<Head, string> = { ha, hb, hc };
  const byGroup = sql.join(
    WEIGHTS.map(
      ([column, w]) => sql`select rowid as id, ${sql.lit(w)} as w from search_index where search_index match ${expressions[column]}`,
    ),
    sql` union all `,
  );
  // Hits outside the filter are dropped before the join, so only the filter's hits are looked up
  // in `media` (9 → 5 ms of CPU for `ahidous` in a region and a topic at 50,000 videos).
  return sql<{ id: number }>`
    select m.id from (select id, sum(w) as weight from (${byGroup}) ${within ? sql`where +id in (${within})` : sql``} group by id) hit
    join media m on m.id = hit.id
    order by hit.weight desc, m.interview_date desc, m.created_at desc, m.id desc limit ${limit} offset ${offset}`;
});
async function pageOfSmallHeadTier(
  db: DbOrTx,
  inScope: (x: string) => string,
  terms: QueryTerm[],
  within: Expression<unknown> | undefined,
  limit: number,
  offset: number,
) {
  const [ha, hb, hc] = WEIGHTS.map(([column]) => inScope(inHeads(terms, [column]))) as [string, string, string];
  return (await headTierPage(db, { ha, hb, hc, limit, offset }, within)).map((r) => r.id);
}

/**
 * Pages of the index one upkeep step merges at most: about 260 KB written. Merging what 200 single
 * saves left took 6 such steps, 42 ms in all, 24 ms for the slowest
 * (better-sqlite3 is synchronous, so a step holds this process's event loop while it runs).
 */
const TIDY_PAGES = 64;

const totalChanges = async (db: DbOrTx) => Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? 0);

/** The engine; `smallHeadTier` is only changed by the test that compares both ways of ranking. */
export function sqliteSearchEngine(smallHeadTier = SMALL_HEAD_TIER): SearchEngine {
  return {
    async write(db, id, doc: IndexDocument) {
      await sql`delete from search_index where rowid = ${id}`.execute(db);
      await sqlitePhrase.writeHeads(db, id, doc.heads);
      await sql`insert into search_index (rowid, ha, hb, hc, body, visibility)
        values (${id}, ${wordSuffixes(doc.heads.a)}, ${wordSuffixes(doc.heads.b)}, ${wordSuffixes(doc.heads.c)}, ${doc.body.join(' ')},
          (select visibility from media where id = ${id}))`.execute(db);
    },

    async remove(db, ids) {
      if (ids.length === 0) return;
      await sql`delete from search_index where rowid in (${sql.join(ids)})`.execute(db);
      await sqlitePhrase.removeHeads(db, ids);
    },

    /**
     * Counts inside FTS5, then walks the rank tiers best first, counting each (cheap) and reading
     * only the tiers the page falls in, each in recency order. A head tier of a few thousand hits
     * is ranked in one statement instead, which costs less than up to seven tier counts.
     */
    async search(db: DbOrTx, query, filtered) {
      const page = filtered.within ? { ...filtered, within: await idsOnce(db, filtered.within) } : filtered;
      if (!query.byWords) return sqlitePhrase.search(db, query, page);
      const { terms } = query;
      const search = searchExpressions(terms, page.visibility ?? null);
      const headTier = search.inScope(inHeads(terms, ['ha', 'hb', 'hc']));
      const [total, headTotal] = await counts(db, search.all, headTier, page.within);
      if (total === 0) return { total, hits: [] };

      const ids: number[] = [];
      let skip = page.offset;
      const want = () => page.limit - ids.length;
      if (headTotal > skip && headTotal <= smallHeadTier) {
        ids.push(...(await pageOfSmallHeadTier(db, search.inScope, terms, page.within, want(), skip)));
        skip = 0;
      } else if (headTotal > skip) {
        let seen = 0;
        for (const tier of headTiers(terms, search)) {
          if (want() === 0 || seen === headTotal) break;
          const n = Number((await countOne(db, { e0: tier }, page.within))[0]?.n0 ?? 0);
          seen += n;
          if (n <= skip) {
            skip -= n;
            continue;
          }
          ids.push(...(await pageByRecency(db, tier, page.within, want(), skip)));
          skip = 0;
        }
      } else {
        skip -= headTotal;
      }
      if (want() > 0 && total > headTotal) ids.push(...(await pageByRecency(db, bodyTier(terms, search), page.within, want(), skip)));
      return { total, hits: ids.map((id) => ({ id })) };
    },

    matchingIds(query) {
      return query.byWords ? matching(searchExpressions(query.terms, null).all) : sqlitePhrase.matchingIds(query);
    },

    async bodyMatches(db, query, ids) {
      if (ids.length === 0) return new Set();
      if (!query.byWords) return sqlitePhrase.bodyMatches(db, query, ids);
      const { terms } = query;
      const body = terms.flatMap((t) => t.alternatives.map((f) => quote(f) + (t.prefix ? '*' : ''))).join(' OR ');
      const rows = await idsMatching.execute(db, {
        expression: `{body} : (${body})`,
        first: Math.min(...ids),
        last: Math.max(...ids),
        ids: JSON.stringify(ids),
      });
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Each save writes a small b-tree (segment) of its own, and every search reads every segment:
     * merged ones answer in about half the time (docs/decisions.md §81). `usermerge` is 2
     * (migration 2026_11_25_100), so a step merges any two segments of one level, as a
     * log-structured index does: each entry is rewritten about log2(entries) times in all. FTS5's
     * own test of whether a 'merge' did anything: the connection's total changes grew by two or
     * more (a write between the two reads only costs one more step).
     */
    async tidy(db) {
      const before = await totalChanges(db);
      await sql`insert into search_index (search_index, rank) values ('merge', ${sql.lit(TIDY_PAGES)})`.execute(db);
      return (await totalChanges(db)) - before >= 2;
    },
  };
}

export const sqliteSearch = sqliteSearchEngine();
