import type { DbOrTx } from '../../db/database.ts';
import type { MediaTrashRow } from './trash.table.ts';

// SQL only (docs/conventions.md). A video in the trash keeps its rows: `media.deleted_at` says it is there
// (docs/decisions.md §1902). `media_trash` holds only what was deleted before that, as snapshots, until it goes.

export async function markInTrash(db: DbOrTx, ids: readonly number[], now: string, actor: string | null): Promise<void> {
  if (ids.length) await db.updateTable('media').set({ deleted_at: now, deleted_by: actor }).where('id', 'in', ids).execute();
}

export async function takeOutOfTrash(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.updateTable('media').set({ deleted_at: null, deleted_by: null }).where('id', 'in', ids).execute();
}

/** The videos in the trash, with what the list shows of them. */
export async function listTrashedMedia(db: DbOrTx) {
  return db
    .selectFrom('media')
    .select(['id', 'title', 'visibility', 'deleted_at', 'deleted_by'])
    .where('deleted_at', 'is not', null)
    .$narrowType<{ deleted_at: string }>()
    .execute();
}

/** The participants of these videos, for the name the trash shows (first of each role first). */
export async function listPeopleOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('participants')
    .select(['media_id', 'first_name', 'last_name', 'role'])
    .where('media_id', 'in', ids)
    .orderBy('media_id')
    .orderBy('id')
    .execute();
}

export async function listSnapshotItems(db: DbOrTx): Promise<MediaTrashRow[]> {
  return db.selectFrom('media_trash').selectAll().execute();
}

export async function findSnapshotItem(db: DbOrTx, mediaId: number): Promise<MediaTrashRow | undefined> {
  return db.selectFrom('media_trash').selectAll().where('media_id', '=', mediaId).executeTakeFirst();
}

/** Those of `ids` waiting as snapshots. */
export async function findSnapshotIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('media_trash').select('media_id').where('media_id', 'in', ids).execute()).map((r) => r.media_id);
}

export async function deleteSnapshotItems(db: DbOrTx, mediaIds: readonly number[]): Promise<void> {
  if (mediaIds.length) await db.deleteFrom('media_trash').where('media_id', 'in', mediaIds).execute();
}

/** Ids of what was put in the trash before `cutoff` (ISO time), either way. */
export async function findExpiredTrash(db: DbOrTx, cutoff: string): Promise<number[]> {
  const [rows, snapshots] = await Promise.all([
    db.selectFrom('media').select('id').where('deleted_at', '<', cutoff).execute(),
    db.selectFrom('media_trash').select('media_id as id').where('deleted_at', '<', cutoff).execute(),
  ]);
  return [...rows, ...snapshots].map((r) => r.id);
}
