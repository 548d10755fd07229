import type { DbOrTx } from '../../db/database.ts';
import { recordShown } from '../access/read-model.ts';

/** Every public video's id and title, oldest first: the IIIF collection. */
export async function listPublicTitles(db: DbOrTx): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom('media')
    .select(['id', 'title'])
    .where((eb) => recordShown(eb))
    .orderBy('id')
    .execute();
}
