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
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('id', 'in', ids).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSegmentRows(
  db: DbOrTx,
  rows: { id?: number; media_id: number; number: number; title: string; start_time: string; end_time: string; description: string; transcript: string }[],
): Promise<void> {
  if (rows.length) await db.insertInto('segments').values(rows).execute();
}

export async function insertParticipantRows(
  db: DbOrTx,
  rows: { id?: number; media_id: number; first_name: string; last_name: string; phone: string; role: number }[],
): Promise<void> {
  if (rows.length) await db.insertInto('participants').values(rows).execute();
}

export async function insertTranscriptRows(
  db: DbOrTx,
  rows: { id?: number; media_id: number; language_id: number; text: string; position: number }[],
): Promise<void> {
  if (rows.length) await db.insertInto('transcripts').values(rows).execute();
}

/**
 * Takes the write locks of these videos before anything reads them, so two saves of one video
 * run one after the other and each records the version it really replaced. An update that
 * changes nothing: a row lock on PostgreSQL, the write lock on SQLite. Also update when
 * adding another lock helper to write transactions.
 */
export async function lockMediaRows(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('media').set((eb) => ({ id: eb.ref('id') })).where('id', 'in', [...ids].sort((a, b) => a - b)).execute();
}
