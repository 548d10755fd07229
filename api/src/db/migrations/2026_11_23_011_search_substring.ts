import { type Kysely, sql } from 'kysely';
import { normalizeSearchText } from '#contracts/search-text';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time: the metadata search by substring (docs/decisions.md §74). Each video's metadata in three
// weighted groups of normalised text (contracts/search-text.ts), fields joined by a newline:
// SQLite an FTS5 table with the trigram tokenizer (it keeps the text, so terms shorter than a
// trigram can still be matched by LIKE over it); PostgreSQL a table with a pg_trgm GIN index.
// PostgreSQL also gets a GIN index on the body vector alone, which the body-only word match uses.
// Existing rows are indexed here, grouped as api/src/features/search/search-document.ts did then.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    // Two servers migrating two schemas at once would both try to create the extension.
    await sql`select pg_advisory_xact_lock(hashtext('atlas: create extension pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const schema = rows[0]?.schema ?? 'public';
    await sql`create table search_heads (
      media_id integer primary key references media(id) on delete cascade,
      head text not null, a text not null, b text not null, c text not null
    )`.execute(db);
    await sql`create index search_heads_trgm_idx on search_heads using gin (head ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
    await sql`create index search_documents_body_idx on search_documents using gin (body)`.execute(db);
  } else {
    await sql`create virtual table search_heads using fts5(a, b, c, tokenize='trigram')`.execute(db);
  }
  const ids = await db.selectFrom('media').select('id').orderBy('id').execute();
  for (const { id } of ids as { id: number }[]) {
    const { a, b, c } = await headsFor(db, id);
    await (
      dialect === 'postgres'
        ? sql`insert into search_heads (media_id, head, a, b, c) values (${id}, ${[a, b, c].join('\n')}, ${a}, ${b}, ${c})`
        : sql`insert into search_heads (rowid, a, b, c) values (${id}, ${a}, ${b}, ${c})`
    ).execute(db);
  }
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await sql`drop table if exists search_heads`.execute(db);
  if (dialect === 'postgres') await sql`drop index if exists search_documents_body_idx`.execute(db);
}

const head = (texts: (string | null | undefined)[]) =>
  texts
    .flatMap((t) => (t ? [normalizeSearchText(t)] : []))
    .filter((t) => t !== '')
    .join('\n');

export async function headsFor(db: Kysely<any>, id: number) {
  const media = await db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .leftJoin('languages', 'languages.id', 'media.original_language_id')
    .select(['media.title', 'media.description', 'media.interview_date', 'regions.name as region', 'languages.name as language'])
    .where('media.id', '=', id)
    .executeTakeFirstOrThrow();
  const names = async (link: string, table: string, column: string) =>
    (
      await db
        .selectFrom(link)
        .innerJoin(table, `${table}.id`, `${link}.${column}`)
        .select(`${table}.name as name`)
        .where(`${link}.media_id`, '=', id)
        .orderBy(`${link}.position`)
        .execute()
    ).map((row: { name: string }) => row.name);
  const [topics, people, places, participants] = await Promise.all([
    names('media_topics', 'topics', 'topic_id'),
    names('media_important_people', 'important_people', 'person_id'),
    names('media_places', 'places', 'place_id'),
    db.selectFrom('participants').select(['first_name', 'last_name']).where('media_id', '=', id).orderBy('role').orderBy('id').execute(),
  ]);
  const fullNames = participants.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`);
  return {
    a: head([media.title, ...fullNames, ...people]),
    b: head([media.region, ...places, ...topics]),
    c: head([media.description, media.language, media.interview_date]),
  };
}
