import type { DbOrTx } from '../../db/database.ts';
import { recordShown } from '../access/read-model.ts';

export interface MediaStamp {
  id: number;
  updated_at: string;
}

/** Ids and update times of every public video, for the sitemap (archived ones never appear). */
export function listPublicMediaStamps(db: DbOrTx): Promise<MediaStamp[]> {
  return db
    .selectFrom('media')
    .select(['id', 'updated_at'])
    .where((eb) => recordShown(eb))
    .orderBy('id')
    .execute();
}
