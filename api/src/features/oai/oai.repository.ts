import type { ExpressionBuilder } from 'kysely';
import type { Database, DbOrTx } from '../../db/database.ts';
import type { publicMemberIdsQuery } from '../collections/collections.repository.ts';

// SQL only. Records are the publication log joined to the videos: a live record's datestamp is
// its video's update time, a withdrawn one's the time it was withdrawn.

export interface OaiRecordRow {
  media_id: number;
  published: number;
  region_name: string | null;
  datestamp: string;
}

export interface OaiRecordFilter {
  /** Inclusive ISO bounds (milliseconds), compared as text like every timestamp here. */
  from?: string;
  until?: string;
  /** Region names of the requested set; undefined means every set. */
  regionNames?: string[];
  /** A collection's set: only the live records of its members the public may see (a subquery of their ids). */
  members?: ReturnType<typeof publicMemberIdsQuery>;
}

type Eb = ExpressionBuilder<Database & { p: Database['oai_publications']; m: Database['media'] }, 'p' | 'm'>;

const datestamp = (eb: Eb) =>
  eb.case().when('p.published', '=', 1).then(eb.fn.coalesce('m.updated_at', 'p.changed_at')).else(eb.ref('p.changed_at')).end();

function filtered(db: DbOrTx, filter: OaiRecordFilter) {
  let query = db.selectFrom('oai_publications as p').leftJoin('media as m', 'm.id', 'p.media_id');
  if (filter.from) query = query.where((eb) => eb(datestamp(eb), '>=', filter.from!));
  if (filter.until) query = query.where((eb) => eb(datestamp(eb), '<=', filter.until!));
  if (filter.regionNames) query = query.where('p.region_name', 'in', filter.regionNames.length ? filter.regionNames : ['']);
  if (filter.members) query = query.where('p.published', '=', 1).where('p.media_id', 'in', filter.members);
  return query;
}

/** One page of records in id order (a keyset: pages stay stable while records change). */
export async function listOaiRecords(db: DbOrTx, filter: OaiRecordFilter, afterId: number, limit: number): Promise<OaiRecordRow[]> {
  return filtered(db, filter)
    .select((eb) => ['p.media_id', 'p.published', 'p.region_name', datestamp(eb).as('datestamp')])
    .where('p.media_id', '>', afterId)
    .orderBy('p.media_id')
    .limit(limit)
    .execute();
}

export async function countOaiRecords(db: DbOrTx, filter: OaiRecordFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findOaiRecord(db: DbOrTx, mediaId: number): Promise<OaiRecordRow | undefined> {
  return filtered(db, {})
    .select((eb) => ['p.media_id', 'p.published', 'p.region_name', datestamp(eb).as('datestamp')])
    .where('p.media_id', '=', mediaId)
    .executeTakeFirst();
}

/** Every region a record is filed under: the OAI sets. */
export async function listOaiRegionNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectFrom('oai_publications')
    .select('region_name')
    .distinct()
    .where('region_name', 'is not', null)
    .orderBy('region_name')
    .execute();
  return rows.flatMap((row) => (row.region_name ? [row.region_name] : []));
}

export async function earliestOaiDatestamp(db: DbOrTx): Promise<string | null> {
  const row = await filtered(db, {})
    .select((eb) => eb.fn.min(datestamp(eb)).as('earliest'))
    .executeTakeFirst();
  return (row?.earliest as string | null | undefined) ?? null;
}
