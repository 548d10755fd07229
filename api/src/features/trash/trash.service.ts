import { ErrorCode } from '#contracts/errors';
import type { TrashList } from '#contracts/trash';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { deleteRequestsOf } from '../access-requests/access-requests.repository.ts';
import { holdBackWithoutRelease } from '../consent/consent-policy.ts';
import { deleteVersionsOf } from '../history/history.repository.ts';
import { deleteMedia } from '../media/media.repository.ts';
import type { WriteContext } from '../../db/db-context.ts';
import { type InterviewWrite, writeInterviews } from '../interview-writes/write-interviews.ts';
import { insertSnapshot, loadSnapshot } from '../media/media.snapshot.ts';
import { countTakenIds } from '../media/media.snapshot.repository.ts';
import { DAY_MS, parseSnapshot, presentTrashItem } from './trash.presenter.ts';
import * as repo from './trash.repository.ts';

// Deleting is reversible (docs/decisions.md §103): a deleted video leaves
// `media` whole, as a snapshot, so no public answer can show it, and waits TRASH_DAYS days.

/**
 * THE delete of videos: every delete (one, bulk) runs this inside writeInterviews (which locks
 * the videos, takes them out of the search and withdraws them from OAI-PMH). Moves each
 * existing video to the trash; returns how many there were.
 */
export async function moveToTrash(write: InterviewWrite): Promise<number> {
  const { trx, dialect, found, now } = write;
  const moved: number[] = [];
  for (const id of found) {
    const snapshot = await loadSnapshot(trx, dialect, id);
    if (!snapshot) continue;
    await repo.insertTrashItem(trx, {
      media_id: id,
      title: snapshot.title,
      snapshot: JSON.stringify(snapshot),
      deleted_at: now,
      deleted_by: write.actor,
    });
    moved.push(id);
  }
  if (moved.length > 0) await deleteMedia(trx, moved);
  return moved.length;
}

/** THE restore: the video comes back whole, under its own id, and into the search and OAI-PMH. */
export async function restoreFromTrash(ctx: WriteContext, id: number): Promise<void> {
  await writeInterviews(ctx, [id], async ({ trx, now }) => {
    const item = await repo.findTrashItem(trx, id);
    if (!item) throw notFound('Video not found in the trash');
    if ((await countTakenIds(trx, 'media', [id])) > 0) {
      throw new HttpError(409, ErrorCode.conflict, 'Another video has this id; the deleted one cannot come back under it.');
    }
    await insertSnapshot(trx, parseSnapshot(item.snapshot));
    await holdBackWithoutRelease(trx, ctx.consentPolicy, id, now);
    await repo.deleteTrashItems(trx, [id]);
  });
}

/** Told the ids deleted for good, after the commit: their held recordings go then (docs/behaviour.md §600). */
export type OnPurged = (ids: number[]) => Promise<void>;

/**
 * Deletes trashed videos for good, their version history with them; returns how many. They
 * left every public answer when they were deleted; the write path still sees the publication
 * log stays right (deleted records are kept for OAI-PMH harvesters).
 */
export async function deleteForever(ctx: WriteContext, ids: number[], onPurged?: OnPurged): Promise<number> {
  const deleted = await writeInterviews(
    ctx,
    ids,
    async ({ trx }) => {
      await deleteVersionsOf(trx, ids);
      await deleteRequestsOf(trx, ids);
      return repo.deleteTrashItems(trx, ids);
    },
    { versions: false },
  );
  if (deleted > 0) await onPurged?.(ids);
  return deleted;
}

/** Deletes for good what has waited longer than `trashDays`; returns how many. */
export async function purgeTrash(ctx: WriteContext, trashDays: number, onPurged?: OnPurged, now = Date.now()): Promise<number> {
  const expired = await repo.findExpiredTrash(ctx.db, new Date(now - trashDays * DAY_MS).toISOString());
  return expired.length ? deleteForever(ctx, expired, onPurged) : 0;
}

export async function listTrash(ctx: WriteContext, trashDays: number, onPurged?: OnPurged): Promise<TrashList> {
  await purgeTrash(ctx, trashDays, onPurged);
  const rows = await repo.listTrash(ctx.db);
  return { count: rows.length, trash_days: trashDays, results: rows.map((row) => presentTrashItem(row, trashDays)) };
}
