import type { DbOrTx } from '../../db/database.ts';
import type { MediaTrashRow } from './trash.table.ts';

// SQL only (docs/conventions.md).

export async function insertTrashItem(db: DbOrTx, row: MediaTrashRow): Promise<void> {
  await db.insertInto('media_trash').values(row).execute();
}

export async function listTrash(db: DbOrTx): Promise<MediaTrashRow[]> {
  return db.selectFrom('media_trash').selectAll().orderBy('deleted_at', 'desc').orderBy('media_id', 'desc').execute();
}

export async function findTrashItem(db: DbOrTx, mediaId: number): Promise<MediaTrashRow | undefined> {
  return db.selectFrom('media_trash').selectAll().where('media_id', '=', mediaId).executeTakeFirst();
}

export async function deleteTrashItems(db: DbOrTx, mediaIds: number[]): Promise<number> {
  if (mediaIds.length === 0) return 0;
  const result = await db.deleteFrom('media_trash').where('media_id', 'in', mediaIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ids of the items deleted before `cutoff` (ISO time). */
export async function findExpiredTrash(db: DbOrTx, cutoff: string): Promise<number[]> {
  const rows = await db.selectFrom('media_trash').select('media_id').where('deleted_at', '<', cutoff).execute();
  return rows.map((r) => r.media_id);
}
