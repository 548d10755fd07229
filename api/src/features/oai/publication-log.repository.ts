import type { DbOrTx } from '../../db/database.ts';
import { perStatement } from '../../db/per-statement.ts';
import { recordShown } from '../access/read-model.ts';

// SQL only. The publication log is what lets OAI-PMH answer "deleted" for a video that was
// public once (deletedRecord = persistent): media rows may be archived or removed, this log stays.

/**
 * The ids among `ids` that the public can see right now, with their region names (a video in
 * the trash is not among them), as the read model says (access/read-model.ts).
 */
async function findPubliclyVisible(db: DbOrTx, ids: number[]): Promise<Map<number, string | null>> {
  const rows = await db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .select(['media.id', 'regions.name as region_name'])
    .where('media.id', 'in', ids)
    .where((eb) => recordShown(eb))
    .execute();
  return new Map(rows.map((row) => [row.id, row.region_name]));
}

/**
 * Brings the publication log in line with the videos' current state, in the write's transaction.
 * The one write path calls it after every write (features/interview-writes/write-interviews.ts);
 * nothing else should. A row is written only when the video's state in the log changes.
 */
export async function recordPublicationChange(trx: DbOrTx, ids: readonly number[], now = new Date().toISOString()): Promise<void> {
  // Chunks keep each statement's bound parameters far below both databases' limits (a backup restore names every video).
  for (const run of perStatement(ids)) await recordChunk(trx, run, now);
}

async function recordChunk(trx: DbOrTx, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  const visible = await findPubliclyVisible(trx, ids);
  const logged = await trx.selectFrom('oai_publications').selectAll().where('media_id', 'in', ids).execute();
  const loggedById = new Map(logged.map((row) => [row.media_id, row]));
  for (const id of ids) {
    const before = loggedById.get(id);
    if (visible.has(id)) {
      const regionName = visible.get(id) ?? null;
      // A video that stays public keeps its publication time; its datestamp is the video's own update time.
      if (before?.published === 1 && before.region_name === regionName) continue;
      const changedAt = before?.published === 1 ? before.changed_at : now;
      await trx
        .insertInto('oai_publications')
        .values({ media_id: id, published: 1, region_name: regionName, changed_at: changedAt })
        .onConflict((oc) => oc.column('media_id').doUpdateSet({ published: 1, region_name: regionName, changed_at: changedAt }))
        .execute();
    } else if (before?.published === 1) {
      await trx.updateTable('oai_publications').set({ published: 0, changed_at: now }).where('media_id', '=', id).execute();
    }
    // Never public and still not: not a record, nothing to log.
  }
}
