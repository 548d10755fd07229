import type { DbOrTx } from '../../db/database.ts';
import type { NewMediaRow } from './media.table.ts';

// SQL only: rows written back with the ids they had, for a video coming back from the trash.

type PartTable = 'segments' | 'participants' | 'transcripts';

export async function insertMediaWithId(db: DbOrTx, row: NewMediaRow & { id: number }): Promise<void> {
  await db.insertInto('media').values(row).execute();
}

/** How many of these ids a table already uses (ids are never reused, but a restored backup may hold them). */
export async function countTakenIds(db: DbOrTx, table: PartTable | 'media', ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertTranscriptRows(
  db: DbOrTx,
  rows: {
    id?: number;
    media_id: number;
    language_id: number;
    text: string;
    position: number;
    machine_generated: number;
    corrected: number;
  }[],
): Promise<void> {
  if (rows.length) await db.insertInto('transcripts').values(rows).execute();
}
