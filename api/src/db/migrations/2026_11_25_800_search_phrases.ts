import { type Kysely, sql } from 'kysely';
import { toIndexPairs, toIndexTerms } from '#contracts/search-text';
import type { DialectName } from '../dialect/dialect.ts';
import { headsFor } from './2026_11_23_011_search_substring.ts';
import { wordSuffixes } from './2026_11_23_090_search_one_index.ts';

// Frozen in time: the archive search of a whole text (docs/behaviour.md §802). The body of every
// video's index entry also holds its consecutive word pairs (each two words joined by a private-use
// character), so a phrase is found as all of its pairs without word positions; SQLite gets back a
// plain table of each video's normalised metadata groups, `search_heads(media_id, a, b, c)`, which
// tells which of the videos the suffix index finds hold the whole text in one field. Existing
// videos are indexed again here, grouped as api/src/features/search/search-document.ts does now.

const MAX_TERM = 100;

export async function bodyFor(db: Kysely<any>, id: number): Promise<string[]> {
  const [transcripts, segments] = await Promise.all([
    db.selectFrom('transcripts').select('text').where('media_id', '=', id).orderBy('position').execute(),
    db.selectFrom('segments').select(['title', 'description', 'transcript']).where('media_id', '=', id).orderBy('number').execute(),
  ]);
  const texts: string[] = [
    ...transcripts.map((t: { text: string }) => t.text),
    ...segments.flatMap((s: { title: string; description: string; transcript: string }) => [s.title, s.description, s.transcript]),
  ];
  const words = new Set(texts.flatMap((t) => toIndexTerms(t)).map((t) => t.slice(0, MAX_TERM)));
  const pairs = new Set(texts.flatMap((t) => toIndexPairs(t, MAX_TERM)));
  return [...words, ...pairs];
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create table search_heads (
      media_id integer primary key references media(id) on delete cascade,
      a text not null, b text not null, c text not null
    )`.execute(db);
  }
  const rows = await db.selectFrom('media').select(['id', 'visibility']).orderBy('id').execute();
  for (const { id, visibility } of rows as { id: number; visibility: string }[]) {
    const body = await bodyFor(db, id);
    if (dialect === 'postgres') {
      await sql`update search_documents set body = array_to_tsvector(${body}::text[]) where media_id = ${id}`.execute(db);
      continue;
    }
    const { a, b, c } = await headsFor(db, id);
    await sql`insert into search_heads (media_id, a, b, c) values (${id}, ${a}, ${b}, ${c})`.execute(db);
    await sql`delete from search_index where rowid = ${id}`.execute(db);
    await sql`insert into search_index (rowid, ha, hb, hc, body, visibility)
      values (${id}, ${wordSuffixes(a)}, ${wordSuffixes(b)}, ${wordSuffixes(c)}, ${body.join(' ')}, ${visibility})`.execute(db);
  }
}

/** The pairs stay in the body (a word search never asks for them); SQLite's text table goes. */
export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await sql`drop table if exists search_heads`.execute(db);
}
