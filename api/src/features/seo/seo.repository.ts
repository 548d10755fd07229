import type { DbOrTx } from '../../db/database.ts';

export interface MediaStamp {
  id: number;
  updated_at: string;
}

/** Ids and update times of every public video, for the sitemap (archived ones never appear). */
export function listPublicMediaStamps(db: DbOrTx): Promise<MediaStamp[]> {
  return db.selectFrom('media').select(['id', 'updated_at']).where('visibility', '=', 'public').orderBy('id').execute();
}

/** The public videos' ids, most watched first, at most `limit` (the index of the most-watched list reads them in order). */
export async function listMostWatchedMediaIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('visibility', '=', 'public')
    .orderBy('views', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
