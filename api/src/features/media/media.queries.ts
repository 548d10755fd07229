import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

// Read queries for videos: one query for the rows, then one per relation for the whole page,
// so a list of N videos costs a fixed number of round trips, never N.

export type MediaOrder = 'id' | 'recent' | 'views';

export interface MediaListFilter {
  visibility?: 'public' | 'archived';
  ids?: number[];
}

export function selectMediaRows(db: DbOrTx) {
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
  let query = selectMediaRows(db);
  if (filter.visibility) query = query.where('media.visibility', '=', filter.visibility);
  if (filter.ids) query = query.where('media.id', 'in', filter.ids.length ? filter.ids : [-1]);
  if (order === 'recent') {
    query = query.orderBy('media.interview_date', (ob) => ob.desc().nullsLast()).orderBy('media.created_at', 'desc');
  } else if (order === 'views') {
    query = query.orderBy('media.views', 'desc');
  }
  return query.orderBy('media.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countMedia(db: DbOrTx, filter: MediaListFilter): Promise<number> {
  let query = db.selectFrom('media').select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (filter.visibility) query = query.where('visibility', '=', filter.visibility);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findMediaRowsByIds(db: DbOrTx, ids: number[]): Promise<MediaJoinedRow[]> {
  if (ids.length === 0) return [];
  return selectMediaRows(db).where('media.id', 'in', ids).execute();
}

export interface MediaRelations {
  topics: Map<number, string[]>;
  importantPeople: Map<number, string[]>;
  places: Map<number, string[]>;
  participants: Map<number, ParticipantRelation[]>;
}
export interface ParticipantRelation {
  id: number;
  media_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  role: number;
}

export async function loadRelations(db: DbOrTx, ids: number[]): Promise<MediaRelations> {
  const safeIds = ids.length ? ids : [-1];
  // Topics, important people and places in one round trip; `kind` tells them apart.
  const names = db.selectFrom('media_topics').innerJoin('topics', 'topics.id', 'media_topics.topic_id')
    .select(['media_topics.media_id', 'topics.name', 'media_topics.position', sql.lit(1).as('kind')])
    .where('media_topics.media_id', 'in', safeIds)
    .unionAll(db.selectFrom('media_important_people').innerJoin('important_people', 'important_people.id', 'media_important_people.person_id')
      .select(['media_important_people.media_id', 'important_people.name', 'media_important_people.position', sql.lit(2).as('kind')])
      .where('media_important_people.media_id', 'in', safeIds))
    .unionAll(db.selectFrom('media_places').innerJoin('places', 'places.id', 'media_places.place_id')
      .select(['media_places.media_id', 'places.name', 'media_places.position', sql.lit(3).as('kind')])
      .where('media_places.media_id', 'in', safeIds))
    .orderBy('kind').orderBy('position');
  const [nameRows, participants] = await Promise.all([
    names.execute(),
    db.selectFrom('participants').selectAll().where('media_id', 'in', safeIds).orderBy('role').orderBy('id').execute(),
  ]);
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

export async function loadSegments(db: DbOrTx, mediaId: number) {
  return db.selectFrom('segments').selectAll().where('media_id', '=', mediaId).orderBy('number').orderBy('id').execute();
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
