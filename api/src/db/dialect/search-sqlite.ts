import { type RawBuilder, sql } from 'kysely';
import type { DbOrTx } from '../database.ts';
import { type IndexDocument, type QueryTerm, type SearchEngine, TRIGRAM } from './search-engine.ts';

// SQLite: two FTS5 tables keyed by media id. `search_fts(a, b, c, d)` is contentless and holds
// the normalised words (migration 2026_11_22_002; only `d`, the body, is searched now);
// `search_heads(a, b, c)` holds the normalised metadata groups with the trigram tokenizer, so
// MATCH "term" finds any substring of three characters or more (migration 2026_11_23_011).

/** An FTS5 string literal; terms hold letters and digits only, the quoting is belt and braces. */
const quote = (form: string) => `"${form.replace(/"/g, '""')}"`;
/** A LIKE pattern for a literal substring (with ESCAPE '\'). */
const containing = (form: string) => `%${form.replace(/[\\%_]/g, '\\$&')}%`;
const isShort = (form: string) => [...form].length < TRIGRAM;

type Head = 'a' | 'b' | 'c';
const HEADS: Head[] = ['a', 'b', 'c'];

/** `("form1" OR "form2"*)`: one query word in FTS5 syntax. */
function wordExpression(term: QueryTerm): string {
  return `(${term.alternatives.map((f) => quote(f) + (term.prefix ? '*' : '')).join(' OR ')})`;
}

/** Videos whose given metadata groups hold one of the term's forms as a substring. */
function inHeads(id: RawBuilder<unknown>, term: QueryTerm, columns: Head[]): RawBuilder<unknown> {
  const long = term.alternatives.filter((f) => !isShort(f));
  const parts: RawBuilder<unknown>[] = [];
  if (long.length > 0) {
    const query = `{${columns.join(' ')}} : (${long.map(quote).join(' OR ')})`;
    parts.push(sql`${id} in (select rowid from search_heads where search_heads match ${query})`);
  }
  // Shorter than a trigram: read every head (a few hundred bytes a video).
  for (const form of term.alternatives.filter(isShort)) {
    const like = sql.join(
      columns.map((c) => sql`${sql.ref(c)} like ${containing(form)} escape '\\'`),
      sql` or `,
    );
    parts.push(sql`${id} in (select rowid from search_heads where ${like})`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Videos whose body (transcripts, segments) holds the term as a word (the last one as a prefix). */
function inBody(id: RawBuilder<unknown>, term: QueryTerm): RawBuilder<unknown> {
  return sql`${id} in (select rowid from search_fts where search_fts match ${`{d} : ${wordExpression(term)}`})`;
}

/** Every term in some metadata field (substring) or in the body (word). */
function allTerms(id: RawBuilder<unknown>, terms: QueryTerm[]): RawBuilder<unknown> {
  return sql.join(
    terms.map((t) => sql`(${inHeads(id, t, HEADS)} or ${inBody(id, t)})`),
    sql` and `,
  );
}

/** Some term in the given metadata groups. */
function anyTermInHeads(id: RawBuilder<unknown>, terms: QueryTerm[], columns: Head[]): RawBuilder<unknown> {
  return sql`(${sql.join(
    terms.map((t) => inHeads(id, t, columns)),
    sql` or `,
  )})`;
}

/**
 * Some term in group `column` of the joined `h` row (search_heads), as the trigram index matches:
 * a substring of the normalised text. Ranks the head tier without three more index lookups.
 */
function anyTermInRow(column: Head, terms: QueryTerm[]): RawBuilder<unknown> {
  const forms = terms.flatMap((t) => t.alternatives);
  return sql`coalesce(${sql.join(
    forms.map((f) => sql`${sql.ref(`h.${column}`)} like ${containing(f)} escape '\\'`),
    sql` or `,
  )}, 0)`;
}

/** Above this many hits, walking the recency index beats sorting the hits. */
const DENSE_HITS = 1_000;
const ID = sql`m.id`;
/** `+m.id` keeps SQLite from driving the query by the id lists, so it walks the media index instead. */
const WALKED_ID = sql`+m.id`;

export const sqliteSearch: SearchEngine = {
  async write(db, id, doc: IndexDocument) {
    await sql`delete from search_fts where rowid = ${id}`.execute(db);
    await sql`insert into search_fts (rowid, a, b, c, d)
      values (${id}, ${doc.a.join(' ')}, ${doc.b.join(' ')}, ${doc.c.join(' ')}, ${doc.d.join(' ')})`.execute(db);
    await sql`delete from search_heads where rowid = ${id}`.execute(db);
    await sql`insert into search_heads (rowid, a, b, c) values (${id}, ${doc.heads.a}, ${doc.heads.b}, ${doc.heads.c})`.execute(db);
  },

  async remove(db, ids) {
    if (ids.length === 0) return;
    await sql`delete from search_fts where rowid in (${sql.join(ids)})`.execute(db);
    await sql`delete from search_heads where rowid in (${sql.join(ids)})`.execute(db);
  },

  /**
   * Two steps so that a common term costs a count, not a sort of every hit: the head tier
   * (hits with a term in the metadata, ranked by group) is ranked in SQL; the body-only hits
   * behind it come in recency order, walking the media index when they are many.
   */
  async search(db: DbOrTx, terms, page) {
    const visibility = page.visibility ?? null;
    const visibleOnly = visibility === null ? sql`1 = 1` : sql`m.visibility = ${visibility}`;
    // Facet filters (issue 17) narrow the hits to the ids their subquery selects.
    const visible = page.within ? sql`${visibleOnly} and m.id in (${page.within})` : visibleOnly;
    const total = await count(db, sql`${visible} and ${allTerms(ID, terms)}`);
    if (total === 0) return { total, hits: [] };
    const inHead = anyTermInHeads(ID, terms, HEADS);
    const { rows: head } = await sql<{ id: number; n: number }>`
      select id, count(*) over () as n from (
        select m.id, m.interview_date, m.created_at,
          ${anyTermInRow('a', terms)} as in_a, ${anyTermInRow('b', terms)} as in_b, ${anyTermInRow('c', terms)} as in_c
        from media m left join search_heads h on h.rowid = m.id
        where ${visible} and ${allTerms(ID, terms)} and ${inHead}
      )
      order by in_a * 4 + in_b * 2 + in_c desc, interview_date desc, created_at desc, id desc
      limit ${page.limit} offset ${page.offset}`.execute(db);
    const hits = head.map((r) => ({ id: r.id }));
    if (hits.length < page.limit) {
      const headTotal = Number(head[0]?.n ?? (await count(db, sql`${visible} and ${allTerms(ID, terms)} and ${inHead}`)));
      const walk = visibility !== null && total - headTotal > DENSE_HITS;
      const id = walk ? WALKED_ID : ID;
      const { rows: body } = await sql<{ id: number }>`
        select m.id from media m where ${visible} and ${allTerms(id, terms)} and not ${anyTermInHeads(id, terms, HEADS)}
        order by m.interview_date desc, m.created_at desc, m.id desc
        limit ${page.limit - hits.length} offset ${Math.max(0, page.offset - headTotal)}`.execute(db);
      hits.push(...body.map((r) => ({ id: r.id })));
    }
    return { total, hits };
  },

  matchingIds(terms) {
    return sql`select m.id from media m where ${allTerms(ID, terms)}`;
  },

  async bodyMatches(db, terms, ids) {
    if (ids.length === 0) return new Set();
    const { rows } = await sql<{ id: number }>`
      select rowid as id from search_fts
      where search_fts match ${`{d} : (${terms.map(wordExpression).join(' OR ')})`} and rowid in (${sql.join(ids)})`.execute(db);
    return new Set(rows.map((r) => r.id));
  },
};

async function count(db: DbOrTx, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from media m where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
