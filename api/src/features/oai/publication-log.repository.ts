import type { DbOrTx } from '../../db/database.ts';

// SQL only. The publication log is what lets OAI-PMH answer "deleted" for a video that was
// public once (deletedRecord = persistent): media rows may be archived or removed, this log stays.

/**
 * The ids among `ids` that the public can see right now, with their region names.
 * Also update this when a video can be hidden another way (for example a trash), so such a
 * video is logged as withdrawn.
 */
async function findPubliclyVisible(db: DbOrTx, ids: number[]): Promise<Map<number, string | null>> {
  const rows = await db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .select(['media.id', 'regions.name as region_name'])
    .where('media.id', 'in', ids)
    .where('media.visibility', '=', 'public')
    .execute();
  return new Map(rows.map((row) => [row.id, row.region_name]));
}

/**
 * Brings the publication log in line with the videos' current state. Call it in the same
 * transaction, after any write that can publish, withdraw or move a video (save, visibility
 * change, delete; later also trash and restore), with the ids it touched.
 */
export async function recordPublicationChange(trx: DbOrTx, ids: number[], now = new Date().toISOString()): Promise<void> {
  if (ids.length === 0) return;
  const visible = await findPubliclyVisible(trx, ids);
  const logged = await trx.selectFrom('oai_publications').selectAll().where('media_id', 'in', ids).execute();
  const loggedById = new Map(logged.map((row) => [row.media_id, row]));
  for (const id of ids) {
    const before = loggedById.get(id);
    if (visible.has(id)) {
      const regionName = visible.get(id) ?? null;
      // A video that stays public keeps its publication time; its datestamp is the video's own update time.
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
