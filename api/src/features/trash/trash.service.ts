import { ErrorCode } from '#contracts/errors';
import type { TrashList } from '#contracts/trash';
import type { ChecklistItem } from '#contracts/transcripts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { deleteRequestsOf } from '../access-requests/access-requests.repository.ts';
import { deleteMembershipsOf, listDeletedCollections, membersOf, purgeDeletedCollections } from '../collections/collections.repository.ts';
import { holdBackWithoutRelease } from '../consent/consent-policy.ts';
import { deleteVersionsOf } from '../history/history.repository.ts';
import { deleteMedia } from '../media/media.repository.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { WriteContext } from '../../db/db-context.ts';
import { type InterviewWrite, writeInterviews } from '../interview-writes/write-interviews.ts';
import { holdBackUnpublishable } from '../interview-writes/publishing.ts';
import { insertSnapshot } from '../media/media.snapshot.ts';
import { countTakenIds } from '../media/media.snapshot.repository.ts';
import { DAY_MS, parseSnapshot, presentSnapshotItem, presentTrashedCollection, presentTrashItem } from './trash.presenter.ts';
import * as repo from './trash.repository.ts';

// Deleting is reversible (docs/decisions.md §1902): a deleted video keeps its rows, marked as in the trash,
// so no outlet shows it and everything that refers to it stays; it waits TRASH_DAYS days.

/**
 * THE delete of videos: every delete (one, bulk) runs this inside writeInterviews (which locks
 * the videos, takes them out of the search and withdraws them from OAI-PMH). Puts each
 * existing video in the trash; returns how many there were.
 */
export async function moveToTrash(write: InterviewWrite): Promise<number> {
  await repo.markInTrash(write.trx, write.found, write.now, write.actor);
  return write.found.length;
}

/**
 * THE restore: the video comes back whole, under its own id, and into the search and OAI-PMH. One that would be
 * public without passing the publish checklist (PUBLISH_CHECKLIST=require) or without a narrator's release
 * (CONSENT_POLICY=require) comes back archived instead; returns the checklist's items it lacks (empty: none).
 */
export async function restoreFromTrash(ctx: WriteContext, id: number): Promise<ChecklistItem[]> {
  return writeInterviews(
    ctx,
    [id],
    async ({ trx, dialect, found, now }) => {
      if (found.includes(id)) await repo.takeOutOfTrash(trx, [id]);
      else await restoreSnapshotItem(trx, id);
      const missing = await holdBackUnpublishable(trx, dialect, ctx.publishChecklist, id, now);
      await holdBackWithoutRelease(trx, ctx.consentPolicy, id, now);
      return missing;
    },
    { inTrash: true },
  );
}

/** A video deleted before the trash kept rows: written back from its snapshot, under its own id. */
async function restoreSnapshotItem(trx: DbOrTx, id: number): Promise<void> {
  const item = await repo.findSnapshotItem(trx, id);
  if (!item) throw notFound('Video not found in the trash');
  if ((await countTakenIds(trx, 'media', [id])) > 0) {
    throw new HttpError(409, ErrorCode.conflict, 'Another video has this id; the deleted one cannot come back under it.');
  }
  await insertSnapshot(trx, parseSnapshot(item.snapshot));
  await repo.deleteSnapshotItems(trx, [id]);
}

/** Told the ids deleted for good, after the commit: their held recordings go then (docs/behaviour.md §600). */
export type OnPurged = (ids: number[]) => Promise<void>;

/**
 * Deletes videos in the trash for good (their rows, and their version history with them); returns how
 * many. Ids not in the trash are left alone. They left every public answer when they were deleted; the
 * write path still sees the publication log stays right (deleted records are kept for OAI-PMH harvesters).
 */
export async function deleteForever(ctx: WriteContext, ids: number[], onPurged?: OnPurged): Promise<number> {
  const gone =
    (await writeInterviews(
      ctx,
      ids,
      async ({ trx, found }) => {
        const snapshots = await repo.findSnapshotIds(
          trx,
          ids.filter((id) => !found.includes(id)),
        );
        const all = [...found, ...snapshots];
        // null: nothing in the trash under these ids, so the write records no activity (write-interviews.ts).
        if (all.length === 0) return null;
        await deleteVersionsOf(trx, all);
        await deleteRequestsOf(trx, all);
        // Kept while it waited, so a restore found it back in its collections (docs/behaviour.md §1200).
        await deleteMembershipsOf(trx, all);
        await deleteMedia(trx, [...found]);
        await repo.deleteSnapshotItems(trx, snapshots);
        return all;
      },
      { versions: false, inTrash: true },
    )) ?? [];
  if (gone.length > 0) await onPurged?.(gone);
  return gone.length;
}

/** Deletes for good what has waited longer than `trashDays`; returns how many. */
export async function purgeTrash(ctx: WriteContext, trashDays: number, onPurged?: OnPurged, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - trashDays * DAY_MS).toISOString();
  // A collection in the trash is in no public answer: deleting it for good changes none.
  await purgeDeletedCollections(ctx.db, cutoff);
  const expired = await repo.findExpiredTrash(ctx.db, cutoff);
  return expired.length ? deleteForever(ctx, expired, onPurged) : 0;
}

export async function listTrash(ctx: WriteContext, trashDays: number, onPurged?: OnPurged): Promise<TrashList> {
  await purgeTrash(ctx, trashDays, onPurged);
  const [rows, snapshots, collections] = await Promise.all([
    repo.listTrashedMedia(ctx.db),
    repo.listSnapshotItems(ctx.db),
    listDeletedCollections(ctx.db),
  ]);
  const people = new Map<number, Awaited<ReturnType<typeof repo.listPeopleOf>>>();
  for (const person of await repo.listPeopleOf(
    ctx.db,
    rows.map((r) => r.id),
  ))
    people.set(person.media_id, [...(people.get(person.media_id) ?? []), person]);
  const members = await membersOf(
    ctx.db,
    collections.map((c) => c.id),
  );
  const results = [
    ...rows.map((row) => presentTrashItem({ ...row, participants: people.get(row.id) ?? [] }, trashDays)),
    ...snapshots.map((row) => presentSnapshotItem(row, trashDays)),
  ].sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id);
  return {
    count: results.length,
    trash_days: trashDays,
    results,
    collections: collections.map((c) => presentTrashedCollection(c, members.get(c.id)?.length ?? 0, trashDays)),
  };
}
