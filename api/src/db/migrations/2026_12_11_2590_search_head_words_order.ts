import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time. PostgreSQL only (docs/decisions.md §2590): each row of `search_head_words` (migration 2026_12_10_2550)
// also holds what a search's filter and order read of its video: `visibility`, `interview_date` and `created_at`, as
// `media` holds them, carried in the words' index. A word's public hits and their order are then a range of that index
// alone, where a search tested every public video's index entry against its hits and joined the hits to their ranks.
// Rewritten here whole (a new table from the old one joined to `media`, then its indexes), many times faster than an
// update of every row; SQLite has no such table and nothing to do.

/**
 * A node of the release before would go on writing words without these columns (its insert would fail), and would not
 * write them again when a video's visibility or dates change (docs/decisions.md §2590).
 */
export const stopEveryNode = "nodes of the release before write the metadata words' index without the order this release reads from it";

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create table search_head_words_next (term text collate "C" not null, media_id integer not null, groups smallint not null,
    visibility text not null, interview_date text, created_at text not null)`.execute(db);
  await sql`insert into search_head_words_next (term, media_id, groups, visibility, interview_date, created_at)
    select w.term, w.media_id, w.groups, m.visibility, m.interview_date, m.created_at
    from search_head_words w join media m on m.id = w.media_id`.execute(db);
  await sql`drop table search_head_words`.execute(db);
  await sql`alter table search_head_words_next rename to search_head_words`.execute(db);
  await sql`create index search_head_words_term_idx on search_head_words (term, media_id)
    include (groups, visibility, interview_date, created_at)`.execute(db);
  await sql`create index search_head_words_media_idx on search_head_words (media_id)`.execute(db);
  await sql`alter table search_head_words add constraint search_head_words_media_fk
    foreign key (media_id) references media(id) on delete cascade`.execute(db);
  // The planner's estimate of a word's range (its hits) sizes every step after it: with the default histogram (100
  // bounds over 13.7 million words at 50,000 videos) a common word's range was estimated at 1 row and the facet filters
  // were tested once per hit, 12,000 index lookups, instead of hashed once. A thousand bounds estimate it within a few
  // percent (docs/decisions.md §2590).
  await sql`alter table search_head_words alter column term set statistics 1000`.execute(db);
  await sql`analyze search_head_words`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop index search_head_words_term_idx`.execute(db);
  await sql`alter table search_head_words drop column visibility, drop column interview_date, drop column created_at`.execute(db);
  await sql`create index search_head_words_term_idx on search_head_words (term, media_id) include (groups)`.execute(db);
  await sql`alter table search_head_words alter column term set statistics -1`.execute(db);
}
