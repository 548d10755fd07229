import { type Kysely, sql } from 'kysely';
import { tokenRuns } from '#contracts/search-text';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time. PostgreSQL only (docs/decisions.md §2550): `search_head_words(term, media_id, groups)`, every suffix
// of every word of a video's metadata groups (`search_heads.a`, `b`, `c` as stored: runs of letters and digits, not
// normalised again), once per video with the bits of the groups holding it (a 4, b 2, c 1), under a btree on
// (term, media_id) that includes the groups. A query word (a run of letters and digits itself) is a substring of a
// group exactly when it begins one of its suffixes: a range of that index, answered from the index alone, where the
// trigram index's candidates were each tested again with LIKE over their whole metadata. Filled here from
// `search_heads`; the indexes and the key to `media` are made once the rows are in (many times faster than row by
// row). SQLite keeps its own suffixes (FTS5, migration 2026_11_23_090) and has nothing to do.

/**
 * A node of the release before would go on writing interviews without these rows, and this release's searches would
 * miss its changes (docs/decisions.md §2550).
 */
export const stopEveryNode = "nodes of the release before write interviews without the metadata words' index this release searches";

const MAX_SUFFIX = 100;
/** Videos read and written per statement: about 400 rows each. */
const BATCH = 500;
const GROUP_BITS = [
  ['a', 4],
  ['b', 2],
  ['c', 1],
] as const;

function headWords(heads: { a: string; b: string; c: string }): Map<string, number> {
  const bits = new Map<string, number>();
  for (const [group, bit] of GROUP_BITS) {
    for (const word of tokenRuns(heads[group])) {
      const chars = [...word];
      for (let i = 0; i < chars.length; i += 1) {
        const suffix = chars.slice(i, i + MAX_SUFFIX).join('');
        bits.set(suffix, (bits.get(suffix) ?? 0) | bit);
      }
    }
  }
  return bits;
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create table search_head_words (term text collate "C" not null, media_id integer not null, groups smallint not null)`.execute(
    db,
  );
  for (let after = 0; ;) {
    const { rows } = await sql<{ media_id: number; a: string; b: string; c: string }>`
      select media_id, a, b, c from search_heads where media_id > ${after} order by media_id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const terms: string[] = [];
    const ids: number[] = [];
    const groups: number[] = [];
    for (const row of rows) {
      for (const [term, bits] of headWords(row)) {
        terms.push(term);
        ids.push(row.media_id);
        groups.push(bits);
      }
    }
    await sql`insert into search_head_words (term, media_id, groups)
      select * from unnest(${terms}::text[], ${ids}::integer[], ${groups}::smallint[])`.execute(db);
    after = rows.at(-1)!.media_id;
  }
  await sql`create index search_head_words_term_idx on search_head_words (term, media_id) include (groups)`.execute(db);
  await sql`create index search_head_words_media_idx on search_head_words (media_id)`.execute(db);
  await sql`alter table search_head_words add constraint search_head_words_media_fk
    foreign key (media_id) references media(id) on delete cascade`.execute(db);
  await sql`analyze search_head_words`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop table if exists search_head_words`.execute(db);
}
