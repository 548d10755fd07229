import { type Kysely, sql } from 'kysely';
import { toSearchTokens } from '#contracts/search-text';
import type { DialectName } from '../dialect/dialect.ts';
import * as searchIndex from './2026_11_22_002_search_index.ts';
import * as searchSubstring from './2026_11_23_011_search_substring.ts';

// Frozen in time. SQLite only (docs/decisions.md §79): one contentless FTS5 table, `search_index(ha, hb, hc,
// body, visibility)`, replaces the word table `search_fts` and the trigram table `search_heads`.
// `ha`, `hb`, `hc` hold every suffix of every word of the three metadata groups, so a substring
// of a word is a prefix of one of its suffixes ("rou"* finds Azrou, two letters included, which
// the trigram index could not serve); `body` the body's words; `visibility` the video's. A whole
// search then is one FTS5 expression, counted inside FTS5, where the two tables had to be
// intersected in SQL (about 25 ms for a common word at 50,000 videos, 120 ms for a two-letter one).

const MAX_TERM = 100;

/** Every suffix of every word of normalised text, space-separated, each cut to MAX_TERM. */
export function wordSuffixes(text: string): string {
  const suffixes = new Set<string>();
  for (const word of toSearchTokens(text)) {
    const chars = [...word];
    for (let i = 0; i < chars.length; i += 1) suffixes.add(chars.slice(i, i + MAX_TERM).join(''));
  }
  return [...suffixes].join(' ');
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`create virtual table search_index using fts5(ha, hb, hc, body, visibility,
    content='', contentless_delete=1, detail=column,
    tokenize='unicode61 remove_diacritics 0', prefix='2 3')`.execute(db);
  const { rows } = await sql<{ id: number; visibility: string; a: string | null; b: string | null; c: string | null }>`
    select m.id, m.visibility, h.a, h.b, h.c from media m left join search_heads h on h.rowid = m.id order by m.id`.execute(db);
  for (const row of rows) {
    const { d } = await searchIndex.documentFor(db, row.id);
    await sql`insert into search_index (rowid, ha, hb, hc, body, visibility) values (${row.id},
      ${wordSuffixes(row.a ?? '')}, ${wordSuffixes(row.b ?? '')}, ${wordSuffixes(row.c ?? '')}, ${d.join(' ')}, ${row.visibility})`.execute(
      db,
    );
  }
  await sql`drop table search_fts`.execute(db);
  await sql`drop table search_heads`.execute(db);
  // A page of hits in recency order looks up each hit's dates: from this index rather than from the
  // wide media rows (a tier of 22,500 hits at 50,000 videos: 22 → 9 ms).
  await sql`create index media_search_order_idx on media (id, interview_date, created_at)`.execute(db);
}

/** Back to the two tables, built again from the videos as the migrations that made them did. */
export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`drop index if exists media_search_order_idx`.execute(db);
  await sql`drop table if exists search_index`.execute(db);
  await searchIndex.up(db, dialect);
  await searchSubstring.up(db, dialect);
}
