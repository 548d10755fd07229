import { sql } from 'kysely';
import type { FacetName } from '#contracts/media-facets';
import type { DbOrTx } from '../../db/database.ts';
import type { ReadThrough } from '../../lib/caches.ts';
import { KeptByStatement, readKept } from '../../lib/kept-by-statement.ts';
import { type MediaListFilter, listFilter, participantName } from './media.queries.ts';

// SQL only. Facet counts for the current result set, all six in one statement: the list's
// filter (the same listFilter as the list, search included) is worked out once into a
// materialised `filtered` set of videos, and each facet groups that set, so a value's count
// is the length of the list that choosing it would give. Run as six statements, each worked
// out the search again (docs/decisions.md §87: most of a facet request's time on PostgreSQL). Counts are
// distinct videos: count(*) where a video has at most one row per value (region, language,
// decade, place and topic links).

export interface FacetCount {
  value: string;
  count: number;
}

export type FacetCounts = Record<FacetName, FacetCount[]>;

/** Values beyond this many per facet (by count) are left out; a chosen value stays a chip. */
const MAX_FACET_VALUES = 50;

type FilteredMedia = {
  filtered: { id: number; region_id: number | null; original_language_id: number | null; interview_date: string | null };
};

export async function countFacets(
  db: DbOrTx,
  filter: MediaListFilter,
  kept: ReadThrough<string, FacetCounts> | null = null,
): Promise<FacetCounts> {
  const from = db.withTables<FilteredMedia>();
  const count = sql<number | string>`count(distinct filtered.id)`;
  const rows = sql<number | string>`count(*)`;
  const facet = (name: FacetName) => sql<string>`${sql.lit(name)}`.as('facet');
  const region = from
    .selectFrom('filtered')
    .innerJoin('regions', 'regions.id', 'filtered.region_id')
    .select([facet('region'), 'regions.name as value', rows.as('count')])
    .groupBy('regions.name');
  // Place and topic links are unique per video (primary key), so count(*) per linked id, and
  // names are joined for the largest values only.
  const place = from
    .selectFrom(
      from
        .selectFrom('filtered')
        .innerJoin('media_places', 'media_places.media_id', 'filtered.id')
        .select(['media_places.place_id as id', rows.as('count')])
        .groupBy('media_places.place_id')
        .orderBy(rows, 'desc')
        .orderBy('media_places.place_id')
        .limit(MAX_FACET_VALUES)
        .as('top'),
    )
    .innerJoin('places', 'places.id', 'top.id')
    .select([facet('place'), 'places.name as value', 'top.count']);
  const topic = from
    .selectFrom(
      from
        .selectFrom('filtered')
        .innerJoin('media_topics', 'media_topics.media_id', 'filtered.id')
        .select(['media_topics.topic_id as id', rows.as('count')])
        .groupBy('media_topics.topic_id')
        .orderBy(rows, 'desc')
        .orderBy('media_topics.topic_id')
        .limit(MAX_FACET_VALUES)
        .as('top'),
    )
    .innerJoin('topics', 'topics.id', 'top.id')
    .select([facet('topic'), 'topics.name as value', 'top.count']);
  const language = from
    .selectFrom('filtered')
    .innerJoin('languages', 'languages.id', 'filtered.original_language_id')
    .select([facet('language'), 'languages.name as value', rows.as('count')])
    .groupBy('languages.name');
  // 'YYYY-MM-DD' → 'YYY' + '0': the decade, the same substr on both databases.
  const decade = from
    .selectFrom('filtered')
    .where('filtered.interview_date', 'is not', null)
    .select([facet('decade'), sql<string>`substr(filtered.interview_date, 1, 3)`.as('value'), rows.as('count')])
    .groupBy(sql`substr(filtered.interview_date, 1, 3)`);
  const person = from.selectFrom(
    from
      .selectFrom('filtered')
      .innerJoin('participants', 'participants.media_id', 'filtered.id')
      .select([participantName.as('value'), count.as('count')])
      .groupBy(participantName)
      .orderBy(count, 'desc')
      .orderBy(participantName)
      .limit(MAX_FACET_VALUES)
      .as('top'),
  );
  const query = db
    .with(
      (cte) => cte('filtered').materialized(),
      (qb) =>
        qb
          .selectFrom('media')
          .where((eb) => listFilter(eb, filter))
          .select(['media.id', 'media.region_id', 'media.original_language_id', 'media.interview_date']),
    )
    .selectFrom(
      region
        .unionAll(place)
        .unionAll(topic)
        .unionAll(language)
        .unionAll(decade)
        .unionAll(person.select([facet('person'), 'top.value', 'top.count']))
        .as('facets'),
    )
    .selectAll()
    // Within a facet: largest first, then by name, as the places, topics and people are cut.
    .orderBy('facets.facet')
    .orderBy('facets.count', 'desc')
    .orderBy('facets.value');
  // The compiled statement names everything the counts depend on (visibility, filter, search words).
  const compiled = query.compile();
  return readKept(kept, KeptByStatement.keyOf(compiled), async () => {
    const all = (await db.executeQuery(compiled)).rows;
    const of = (name: FacetName) => all.flatMap((r) => (r.facet === name && r.value ? [{ value: r.value, count: Number(r.count) }] : []));
    return {
      region: of('region'),
      place: of('place'),
      topic: of('topic'),
      language: of('language'),
      decade: of('decade').map((d) => ({ ...d, value: `${d.value}0` })),
      person: of('person'),
    };
  });
}
