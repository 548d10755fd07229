import type { DbOrTx } from '../../db/database.ts';

export interface SegmentValues {
  number: number;
  title: string;
  start_time: string;
  end_time: string;
  description: string;
  transcript: string;
}

export async function insertSegments(db: DbOrTx, mediaId: number, segments: SegmentValues[]): Promise<void> {
  if (segments.length === 0) return;
  await db.insertInto('segments').values(segments.map((s) => ({ ...s, media_id: mediaId }))).execute();
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
