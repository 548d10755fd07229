import { sql } from 'kysely';
import type { FacetName } from '#contracts/media-facets';
import type { DbOrTx } from '../../db/database.ts';
import { type MediaListFilter, listFilter, participantName } from './media.queries.ts';

// SQL only. Facet counts for the current result set: one grouped query per facet (six in all,
// run together), each restricted by the same listFilter as the list, so a value's count is the
// length of the list that choosing it would give. Counts are distinct videos: count(*) where a
// video has at most one row per value (region, language, decade, place and topic links).

export interface FacetCount {
  value: string;
  count: number;
}

/** Values beyond this many per facet (by count) are left out; a chosen value stays a chip. */
export const MAX_FACET_VALUES = 50;

export async function countFacets(db: DbOrTx, filter: MediaListFilter): Promise<Record<FacetName, FacetCount[]>> {
  const media = () => db.selectFrom('media').where((eb) => listFilter(eb, filter));
  const count = sql<number | string>`count(distinct media.id)`;
  const rows = sql<number | string>`count(*)`;
  const [region, place, topic, language, decade, person] = await Promise.all([
    media().innerJoin('regions', 'regions.id', 'media.region_id')
      .select(['regions.name as value', rows.as('count')]).groupBy('regions.name').execute(),
    // Place and topic links are unique per video (primary key), so count(*) per linked id, and
    // names are joined for the largest values only.
    db.selectFrom(media().innerJoin('media_places', 'media_places.media_id', 'media.id')
      .select(['media_places.place_id as id', rows.as('count')]).groupBy('media_places.place_id')
      .orderBy(rows, 'desc').orderBy('media_places.place_id').limit(MAX_FACET_VALUES).as('top'))
      .innerJoin('places', 'places.id', 'top.id').select(['places.name as value', 'top.count'])
      .orderBy('top.count', 'desc').orderBy('places.name').execute(),
    db.selectFrom(media().innerJoin('media_topics', 'media_topics.media_id', 'media.id')
      .select(['media_topics.topic_id as id', rows.as('count')]).groupBy('media_topics.topic_id')
      .orderBy(rows, 'desc').orderBy('media_topics.topic_id').limit(MAX_FACET_VALUES).as('top'))
      .innerJoin('topics', 'topics.id', 'top.id').select(['topics.name as value', 'top.count'])
      .orderBy('top.count', 'desc').orderBy('topics.name').execute(),
    media().innerJoin('languages', 'languages.id', 'media.original_language_id')
      .select(['languages.name as value', rows.as('count')]).groupBy('languages.name').execute(),
    // 'YYYY-MM-DD' → 'YYY' + '0': the decade, the same substr on both databases.
    media().where('media.interview_date', 'is not', null)
      .select([sql<string>`substr(media.interview_date, 1, 3)`.as('value'), rows.as('count')])
      .groupBy(sql`substr(media.interview_date, 1, 3)`).execute(),
    media().innerJoin('participants', 'participants.media_id', 'media.id')
      .select([participantName.as('value'), count.as('count')]).groupBy(participantName)
      .orderBy(count, 'desc').orderBy(participantName).limit(MAX_FACET_VALUES).execute(),
  ]);
  const shape = (rows: { value: string | null; count: number | string }[]) =>
    rows.flatMap((r) => (r.value ? [{ value: r.value, count: Number(r.count) }] : []));
  return {
    region: shape(region),
    place: shape(place),
    topic: shape(topic),
    language: shape(language),
    decade: shape(decade.map((d) => ({ ...d, value: d.value ? `${d.value}0` : null }))),
    person: shape(person),
  };
}
