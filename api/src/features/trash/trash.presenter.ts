import { type MediaSnapshot, MediaSnapshotSchema } from '#contracts/interview';
import type { TrashedCollection, TrashItem } from '#contracts/trash';
import type { ParticipantRow } from '../participants/participants.table.ts';
import { guestAndHost } from '../participants/participants.presenter.ts';
import type { MediaTrashRow } from './trash.table.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A snapshot kept in `media_trash` (what was deleted before the trash kept rows), checked against its schema. */
export function parseSnapshot(json: string): MediaSnapshot {
  return MediaSnapshotSchema.parse(JSON.parse(json));
}

type Person = Pick<ParticipantRow, 'first_name' | 'last_name' | 'role'>;

/** A video in the trash: its row, and its participants for the guest's name. */
export function presentTrashItem(
  row: { id: number; title: string; visibility: string; deleted_at: string; deleted_by: string | null; participants: Person[] },
  trashDays: number,
): TrashItem {
  return {
    id: row.id,
    title: row.title,
    guest: guestAndHost(row.participants).guest,
    visibility: row.visibility,
    deleted_at: row.deleted_at,
    deleted_by: row.deleted_by,
    purge_at: new Date(Date.parse(row.deleted_at) + trashDays * DAY_MS).toISOString(),
  };
}

/** A video waiting as a snapshot, shown as the others are. */
export function presentSnapshotItem(row: MediaTrashRow, trashDays: number): TrashItem {
  const snapshot = parseSnapshot(row.snapshot);
  return presentTrashItem({ ...row, id: row.media_id, visibility: snapshot.visibility, participants: snapshot.participants }, trashDays);
}

export function presentTrashedCollection(
  row: { id: number; slug: string; title: string; deleted_at: string | null; deleted_by: string | null },
  members: number,
  trashDays: number,
): TrashedCollection {
  const deletedAt = row.deleted_at ?? '';
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    members,
    deleted_at: deletedAt,
    deleted_by: row.deleted_by,
    purge_at: new Date(Date.parse(deletedAt) + trashDays * DAY_MS).toISOString(),
  };
}
