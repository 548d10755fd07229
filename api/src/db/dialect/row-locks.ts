import type { DbOrTx } from '../database.ts';
import type { DialectName } from './dialect.ts';

/**
 * The one lock order of every write transaction on videos: first the videos' own rows, in id
 * order, then whatever hangs off them (segments, participants, transcripts, index rows).
 * writeInterviews (features/interview-writes/) calls it first in every write. Without it, a part write took the foreign-key share lock
 * on the video's row and then updated that row while a delete or save waited in between:
 * a deadlock. PostgreSQL: `SELECT … FOR UPDATE`; SQLite: a plain read (a write transaction
 * already holds the whole database). Answers the ids that exist outside the trash, in id order; with `inTrash`, those
 * in the trash instead (a restore, a purge).
 */
export async function lockMediaRows(trx: DbOrTx, dialect: DialectName, ids: readonly number[], inTrash = false): Promise<number[]> {
  if (ids.length === 0) return [];
  const query = trx
    .selectFrom('media')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    // Those in the trash (docs/decisions.md §1902) when a restore or a purge asks, the others otherwise.
    .where('deleted_at', inTrash ? 'is not' : 'is', null)
    .orderBy('id');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}
