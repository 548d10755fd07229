import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time. SQLite only (docs/decisions.md §81): the search index's 'merge' command merges the b-trees
// (segments) of a level once two of them are there, instead of FTS5's default four, so the
// upkeep after writes keeps about one segment a level. The setting lives in the index's own
// config table. (A literal: FTS5 refuses the number bound as a parameter, which comes as a real.)

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`insert into search_index (search_index, rank) values ('usermerge', 2)`.execute(db);
}

/** FTS5's default. */
export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`insert into search_index (search_index, rank) values ('usermerge', 4)`.execute(db);
}
