import { lockMediaRows } from '../../db/dialect/row-locks.ts';
import { ErrorCode } from '#contracts/errors';
import type { TrashList } from '#contracts/trash';
import type { DbOrTx } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { deleteVersionsOf } from '../history/history.repository.ts';
import { deleteMedia } from '../media/media.repository.ts';
import type { DbContext } from '../media/media.service.ts';
import { insertSnapshot, loadSnapshot } from '../media/media.snapshot.ts';
import { countTakenIds } from '../media/media.snapshot.repository.ts';
import { reindexMedia, removeFromIndex } from '../search/search.service.ts';
import { DAY_MS, parseSnapshot, presentTrashItem } from './trash.presenter.ts';
import * as repo from './trash.repository.ts';

// Deleting is reversible (docs/decisions.md "Nothing entrusted is lost"): a deleted video leaves
// `media` whole, as a snapshot, so no public answer can show it, and waits TRASH_DAYS days.

/**
 * THE delete of videos: every delete (one, bulk) goes through here, inside the caller's
 * transaction. Moves each known video to the trash; returns how many there were.
 */
export async function moveToTrash(
  trx: DbOrTx,
  dialect: DbContext['dialect'],
  ids: number[],
  actor: string | null | undefined,
): Promise<number> {
  await lockMediaRows(trx, dialect, ids);
  const now = new Date().toISOString();
  const moved: number[] = [];
  for (const id of ids) {
    const snapshot = await loadSnapshot(trx, dialect, id);
    if (!snapshot) continue;
    await repo.insertTrashItem(trx, {
      media_id: id,
      title: snapshot.title,
      snapshot: JSON.stringify(snapshot),
      deleted_at: now,
      deleted_by: actor ?? null,
    });
    moved.push(id);
  }
  if (moved.length === 0) return 0;
  await removeFromIndex(trx, dialect, moved);
  await deleteMedia(trx, moved);
  return moved.length;
}

/** THE restore: the video comes back whole, under its own id, and into the search. */
export async function restoreFromTrash(ctx: DbContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const item = await repo.findTrashItem(trx, id);
    if (!item) throw notFound('Video not found in the trash');
    if ((await countTakenIds(trx, 'media', [id])) > 0) {
      throw new HttpError(409, ErrorCode.conflict, 'Another video has this id; the deleted one cannot come back under it.');
    }
    await insertSnapshot(trx, parseSnapshot(item.snapshot));
    await repo.deleteTrashItems(trx, [id]);
    await reindexMedia(trx, ctx.dialect, id);
  });
}

/** Told the ids deleted for good, after the commit: their held recordings go then (docs/behaviour.md §600). */
export type OnPurged = (ids: number[]) => Promise<void>;

/** Deletes trashed videos for good, their version history with them; returns how many. */
export async function deleteForever(ctx: DbContext, ids: number[], onPurged?: OnPurged): Promise<number> {
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    await deleteVersionsOf(trx, ids);
    return repo.deleteTrashItems(trx, ids);
  });
  if (deleted > 0) await onPurged?.(ids);
  return deleted;
}

/** Deletes for good what has waited longer than `trashDays`; returns how many. */
export async function purgeTrash(ctx: DbContext, trashDays: number, onPurged?: OnPurged, now = Date.now()): Promise<number> {
  const expired = await repo.findExpiredTrash(ctx.db, new Date(now - trashDays * DAY_MS).toISOString());
  return expired.length ? deleteForever(ctx, expired, onPurged) : 0;
}

export async function listTrash(ctx: DbContext, trashDays: number, onPurged?: OnPurged): Promise<TrashList> {
  await purgeTrash(ctx, trashDays, onPurged);
  const rows = await repo.listTrash(ctx.db);
  return { count: rows.length, trash_days: trashDays, results: rows.map((row) => presentTrashItem(row, trashDays)) };
}
