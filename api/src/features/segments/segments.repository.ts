import type { DbOrTx } from '../../db/database.ts';

export interface SegmentValues {
  number: number;
  title: string;
  start_time: string;
  end_time: string;
  description: string;
  transcript: string;
}

/**
 * The columns of one segment row, picked by name: callers pass parsed request bodies, which
 * may carry `id` or `media` (the product's client sends them) that are not columns.
 */
function segmentRow(mediaId: number, s: SegmentValues) {
  return {
    media_id: mediaId, number: s.number, title: s.title, start_time: s.start_time,
    end_time: s.end_time, description: s.description, transcript: s.transcript,
  };
}

export async function insertSegments(db: DbOrTx, mediaId: number, segments: SegmentValues[]): Promise<void> {
  if (segments.length === 0) return;
  await db.insertInto('segments').values(segments.map((s) => segmentRow(mediaId, s))).execute();
}

export async function deleteSegmentsOfMedia(db: DbOrTx, mediaId: number): Promise<number> {
  const result = await db.deleteFrom('segments').where('media_id', '=', mediaId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes all segments of a video and writes the given ones in their place. */
export async function replaceSegments(db: DbOrTx, mediaId: number, segments: SegmentValues[]): Promise<void> {
  await deleteSegmentsOfMedia(db, mediaId);
  await insertSegments(db, mediaId, segments);
}

export async function listSegmentsOfMedia(db: DbOrTx, mediaId: number) {
  return db.selectFrom('segments').selectAll().where('media_id', '=', mediaId).orderBy('number').orderBy('id').execute();
}

/** Inserts and returns the new rows in the order given. */
export async function insertSegmentsReturning(db: DbOrTx, mediaId: number, segments: SegmentValues[]) {
  if (segments.length === 0) return [];
  return db.insertInto('segments').values(segments.map((s) => segmentRow(mediaId, s))).returningAll().execute();
}

export async function findSegmentsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('segments').selectAll().where('id', 'in', ids).execute();
}

export async function updateSegment(db: DbOrTx, id: number, values: SegmentValues) {
  return db.updateTable('segments').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteSegmentById(db: DbOrTx, id: number): Promise<number> {
  const result = await db.deleteFrom('segments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
