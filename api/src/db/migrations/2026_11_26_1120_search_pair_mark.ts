import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';
import { bodyFor } from './2026_11_25_800_search_phrases.ts';
import { wordSuffixes } from './2026_11_23_090_search_one_index.ts';

// Frozen in time: every pair term of the body now begins with a mark of its own, U+E001
// (contracts/search-text.ts, pairTerm), so a word searched as a prefix no longer reads the entries
// of every pair it begins (docs/decisions.md §1120). The bodies are written again: each video's
// words and pairs from its transcripts and segments, as migration 800 made them; SQLite's
// contentless index takes its whole row again (the metadata groups from `search_heads`).

const PAIR_MARK = '\uE001';

/** Writes every video's body again, each term as `form` gives it. */
async function reindexBodies(db: Kysely<any>, dialect: DialectName, form: (term: string) => string): Promise<void> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ media_id: number }>`select media_id from search_documents order by media_id`.execute(db);
    for (const { media_id: id } of rows) {
      const body = (await bodyFor(db, id)).map(form);
      await sql`update search_documents set body = array_to_tsvector(${body}::text[]) where media_id = ${id}`.execute(db);
    }
    return;
  }
  const { rows } = await sql<{ id: number; visibility: string; a: string; b: string; c: string }>`
    select m.id, m.visibility, h.a, h.b, h.c from media m join search_heads h on h.media_id = m.id order by m.id`.execute(db);
  for (const { id, visibility, a, b, c } of rows) {
    const body = (await bodyFor(db, id)).map(form);
    await sql`delete from search_index where rowid = ${id}`.execute(db);
    await sql`insert into search_index (rowid, ha, hb, hc, body, visibility)
      values (${id}, ${wordSuffixes(a)}, ${wordSuffixes(b)}, ${wordSuffixes(c)}, ${body.join(' ')}, ${visibility})`.execute(db);
  }
}

/** Pairs with their mark (bodyFor already makes them so). */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await reindexBodies(db, dialect, (term) => term);
}

/** Pairs without it, as the code before this migration writes and asks for them. */
export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await reindexBodies(db, dialect, (term) => (term.startsWith(PAIR_MARK) ? term.slice(PAIR_MARK.length) : term));
}
