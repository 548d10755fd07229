import { type Kysely, sql } from 'kysely';
import { toIndexTerms } from '#contracts/search-text';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time: the archive-wide search index (docs/decisions.md §73). SQLite gets a contentless FTS5
// table, PostgreSQL one tsvector per weighted group with a GIN index; both hold the terms of
// contracts/search-text.ts. Rows that already exist are indexed here, with the same grouping
// as api/src/features/search/search-document.ts had when this migration was written.

const MAX_TERM = 100;

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create table search_documents (
      media_id integer primary key references media(id) on delete cascade,
      head_a tsvector not null, head_b tsvector not null, head_c tsvector not null, body tsvector not null
    )`.execute(db);
    await sql`create index search_documents_all_idx on search_documents
      using gin ((head_a || head_b || head_c || body))`.execute(db);
  } else {
    // detail=column: no positions (snippets are built from the original text), but column
    // filters still work for the weighted groups. prefix: fast 2- and 3-letter prefixes.
    await sql`create virtual table search_fts using fts5(a, b, c, d,
      content='', contentless_delete=1, detail=column,
      tokenize='unicode61 remove_diacritics 0', prefix='2 3')`.execute(db);
  }
  const ids = await db.selectFrom('media').select('id').orderBy('id').execute();
  for (const { id } of ids as { id: number }[]) {
    const doc = await documentFor(db, id);
    if (dialect === 'postgres') {
      const vector = (terms: string[]) => sql`array_to_tsvector(${[...new Set(terms)]}::text[])`;
      await sql`insert into search_documents (media_id, head_a, head_b, head_c, body)
        values (${id}, ${vector(doc.a)}, ${vector(doc.b)}, ${vector(doc.c)}, ${vector(doc.d)})`.execute(db);
    } else {
      await sql`insert into search_fts (rowid, a, b, c, d)
        values (${id}, ${doc.a.join(' ')}, ${doc.b.join(' ')}, ${doc.c.join(' ')}, ${doc.d.join(' ')})`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await (dialect === 'postgres' ? sql`drop table if exists search_documents` : sql`drop table if exists search_fts`).execute(db);
}

const terms = (texts: (string | null | undefined)[]) => [
  ...new Set(texts.flatMap((t) => (t ? toIndexTerms(t) : [])).map((t) => t.slice(0, MAX_TERM))),
];

/** A video's index terms as grouped then; also read by 2026_11_23_090, which rebuilds the body from it. */
export async function documentFor(db: Kysely<any>, id: number) {
  const media = await db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .leftJoin('languages', 'languages.id', 'media.original_language_id')
    .select(['media.title', 'media.description', 'media.interview_date', 'regions.name as region', 'languages.name as language'])
    .where('media.id', '=', id)
    .executeTakeFirstOrThrow();
  const names = (link: string, table: string, column: string) =>
    db
      .selectFrom(link)
      .innerJoin(table, `${table}.id`, `${link}.${column}`)
      .select(`${table}.name as name`)
      .where(`${link}.media_id`, '=', id)
      .execute();
  const [topics, people, places, participants, transcripts, segments] = await Promise.all([
    names('media_topics', 'topics', 'topic_id'),
    names('media_important_people', 'important_people', 'person_id'),
    names('media_places', 'places', 'place_id'),
    db.selectFrom('participants').select(['first_name', 'last_name']).where('media_id', '=', id).execute(),
    db.selectFrom('transcripts').select('text').where('media_id', '=', id).execute(),
    db.selectFrom('segments').select(['title', 'description', 'transcript']).where('media_id', '=', id).execute(),
  ]);
  const fullNames = participants.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`);
  return {
    a: terms([media.title, ...fullNames, ...people.map((p: { name: string }) => p.name)]),
    b: terms([media.region, ...places.map((p: { name: string }) => p.name), ...topics.map((t: { name: string }) => t.name)]),
    c: terms([media.description, media.language, media.interview_date]),
    d: terms([
      ...transcripts.map((t: { text: string }) => t.text),
      ...segments.flatMap((s: { title: string; description: string; transcript: string }) => [s.title, s.description, s.transcript]),
    ]),
  };
}
