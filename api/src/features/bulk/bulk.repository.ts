import type { DbOrTx } from '../../db/database.ts';
import { outsideTrash } from '../access/read-model.ts';

// SQL only: what a spreadsheet import reads besides the interviews themselves.

type NameTable = 'topics' | 'important_people' | 'places' | 'languages';

/** Every name of a lookup table, used or not (a name entered once keeps its spelling). */
export async function listLookupNames(db: DbOrTx, table: NameTable): Promise<string[]> {
  return (await db.selectFrom(table).select('name').orderBy('id').execute()).map((row) => row.name);
}

/** Every region row: a name may be stored with several coordinates (the wizard keeps what it was given). */
export async function listRegions(db: DbOrTx) {
  return db.selectFrom('regions').select(['name', 'latitude', 'longitude']).orderBy('id').execute();
}

/** Up to `limit` interview ids after `after` (not in the trash), in id order: how an export walks the archive a page at a time. */
export async function listIdsAfter(db: DbOrTx, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('id', '>', after)
    .where((eb) => outsideTrash(eb))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
