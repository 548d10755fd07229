import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database, DbOrTx } from '../../db/database.ts';
import { participantsRepository } from '../participants/participants.repository.ts';
import type { ParticipantRow } from '../participants/participants.table.ts';

// Read queries for videos: one query for the rows, then one per relation for the whole page,
// so a list of N videos costs a fixed number of round trips, never N.

export type MediaOrder = 'recent' | 'oldest' | 'views';

export interface MediaListFilter {
  visibility?: 'public' | 'archived';
  ids?: number[];
  /** Region names as stored (a province or commune resolved to its places by the service). */
  regionNames?: string[];
  place?: string;
  topic?: string;
  language?: string;
  /** First year of a decade: 1990 keeps interviews dated 1990-01-01 … 1999-12-31. */
  decade?: number;
  /** A guest or host by full name. */
  person?: string;
  /** The search engine's matching ids as a subquery (composed, never re-implemented here). */
  matching?: RawBuilder<unknown>;
}

/**
 * Every list filter as one condition on `media`: lists, counts, facet counts and the search
 * engine's `within` all use it, so they always agree. Each facet is an uncorrelated
 * `media.id in (…)` subquery served by the link tables' indexes (no per-row work).
 */
export function listFilter(eb: ExpressionBuilder<Database, 'media'>, filter: MediaListFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.visibility) conditions.push(eb('media.visibility', '=', filter.visibility));
  if (filter.ids) conditions.push(eb('media.id', 'in', filter.ids.length ? filter.ids : [-1]));
  if (filter.regionNames) {
    const names = filter.regionNames.length ? filter.regionNames : [''];
    conditions.push(eb('media.region_id', 'in', eb.selectFrom('regions').select('regions.id').where('regions.name', 'in', names)));
  }
  if (filter.place !== undefined) {
    conditions.push(
      eb(
        'media.id',
        'in',
        eb
          .selectFrom('media_places')
          .innerJoin('places', 'places.id', 'media_places.place_id')
          .select('media_places.media_id')
          .where('places.name', '=', filter.place),
      ),
    );
  }
  if (filter.topic !== undefined) {
    conditions.push(
      eb(
        'media.id',
        'in',
        eb
          .selectFrom('media_topics')
          .innerJoin('topics', 'topics.id', 'media_topics.topic_id')
          .select('media_topics.media_id')
          .where('topics.name', '=', filter.topic),
      ),
    );
  }
  if (filter.language !== undefined) {
    conditions.push(
      eb(
        'media.original_language_id',
        'in',
        eb.selectFrom('languages').select('languages.id').where('languages.name', '=', filter.language),
      ),
    );
  }
  if (filter.decade !== undefined) {
    conditions.push(eb('media.interview_date', '>=', String(filter.decade)));
    conditions.push(eb('media.interview_date', '<', String(filter.decade + 10)));
  }
  if (filter.person !== undefined) {
    conditions.push(
      eb('media.id', 'in', eb.selectFrom('participants').select('participants.media_id').where(participantName, '=', filter.person)),
    );
  }
  if (filter.matching) conditions.push(sql<SqlBool>`media.id in (${filter.matching})`);
  return eb.and(conditions);
}

/** A participant's full name as shown on the site ("first last"): the person facet's value. */
export const participantName = sql<string>`participants.first_name || ' ' || participants.last_name`;

function selectMediaRows(db: DbOrTx) {
  return db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .leftJoin('languages', 'languages.id', 'media.original_language_id')
    .selectAll('media')
    .select([
      'regions.name as region_name',
      'regions.latitude as region_latitude',
      'regions.longitude as region_longitude',
      'languages.name as original_language',
    ]);
}
export type MediaJoinedRow = Awaited<ReturnType<ReturnType<typeof selectMediaRows>['executeTakeFirstOrThrow']>>;

export async function listMediaRows(
  db: DbOrTx,
  filter: MediaListFilter,
  order: MediaOrder,
  page: { limit: number; offset: number },
): Promise<MediaJoinedRow[]> {
  let query = selectMediaRows(db).where((eb) => listFilter(eb, filter));
  if (order === 'oldest') {
    return query
      .orderBy('media.interview_date', (ob) => ob.asc().nullsLast())
      .orderBy('media.created_at', 'asc')
      .orderBy('media.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }
  query =
    order === 'recent'
      ? query.orderBy('media.interview_date', (ob) => ob.desc().nullsLast()).orderBy('media.created_at', 'desc')
      : query.orderBy('media.views', 'desc');
  return query.orderBy('media.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countMedia(db: DbOrTx, filter: MediaListFilter): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => listFilter(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Ids and titles of every video in the filtered list, for sorting by title in the page's collation. */
export async function listMediaTitles(db: DbOrTx, filter: MediaListFilter): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom('media')
    .select(['media.id', 'media.title'])
    .where((eb) => listFilter(eb, filter))
    .execute();
}

/** Every distinct region name: few rows, resolved against the gazetteer by the service. */
export async function listRegionNames(db: DbOrTx): Promise<string[]> {
  return (await db.selectFrom('regions').select('name').distinct().execute()).map((r) => r.name);
}

export async function findMediaRowsByIds(db: DbOrTx, ids: number[]): Promise<MediaJoinedRow[]> {
  if (ids.length === 0) return [];
  return selectMediaRows(db).where('media.id', 'in', ids).execute();
}

export interface MediaRelations {
  topics: Map<number, string[]>;
  importantPeople: Map<number, string[]>;
  places: Map<number, string[]>;
  participants: Map<number, ParticipantRow[]>;
}

export async function loadRelations(db: DbOrTx, ids: number[]): Promise<MediaRelations> {
  const safeIds = ids.length ? ids : [-1];
  // Topics, important people and places in one round trip; `kind` tells them apart.
  const names = db
    .selectFrom('media_topics')
    .innerJoin('topics', 'topics.id', 'media_topics.topic_id')
    .select(['media_topics.media_id', 'topics.name', 'media_topics.position', sql.lit(1).as('kind')])
    .where('media_topics.media_id', 'in', safeIds)
    .unionAll(
      db
        .selectFrom('media_important_people')
        .innerJoin('important_people', 'important_people.id', 'media_important_people.person_id')
        .select(['media_important_people.media_id', 'important_people.name', 'media_important_people.position', sql.lit(2).as('kind')])
        .where('media_important_people.media_id', 'in', safeIds),
    )
    .unionAll(
      db
        .selectFrom('media_places')
        .innerJoin('places', 'places.id', 'media_places.place_id')
        .select(['media_places.media_id', 'places.name', 'media_places.position', sql.lit(3).as('kind')])
        .where('media_places.media_id', 'in', safeIds),
    )
    .orderBy('kind')
    .orderBy('position');
  const [nameRows, participants] = await Promise.all([names.execute(), participantsRepository.listOf(db, ids)]);
  const ofKind = (kind: number) => nameRows.filter((row) => Number(row.kind) === kind);
  return {
    topics: groupNames(ofKind(1)),
    importantPeople: groupNames(ofKind(2)),
    places: groupNames(ofKind(3)),
    participants: groupBy(participants, (p) => p.media_id),
  };
}

export async function loadTranscripts(db: DbOrTx, mediaId: number) {
  return db
    .selectFrom('transcripts')
    .innerJoin('languages', 'languages.id', 'transcripts.language_id')
    .select(['transcripts.id', 'transcripts.text', 'languages.name as language'])
    .where('transcripts.media_id', '=', mediaId)
    .orderBy('transcripts.position')
    .execute();
}

function groupNames(rows: { media_id: number; name: string }[]): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.media_id, [...(map.get(row.media_id) ?? []), row.name]);
  return map;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}
