import { type MediaSnapshot, MediaSnapshotSchema } from '#contracts/history';
import type { TrashItem } from '#contracts/trash';
import { guestAndHost } from '../participants/participants.presenter.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A trashed video's stored snapshot, checked against its schema. */
export function parseSnapshot(json: string): MediaSnapshot {
  return MediaSnapshotSchema.parse(JSON.parse(json));
}

export function presentTrashItem(
  row: { media_id: number; title: string; snapshot: string; deleted_at: string; deleted_by: string | null },
  trashDays: number,
): TrashItem {
  const snapshot = parseSnapshot(row.snapshot);
  return {
    id: row.media_id,
    title: row.title,
    guest: guestAndHost(snapshot.participants).guest,
    visibility: snapshot.visibility,
    deleted_at: row.deleted_at,
    deleted_by: row.deleted_by,
    purge_at: new Date(Date.parse(row.deleted_at) + trashDays * DAY_MS).toISOString(),
  };
}
