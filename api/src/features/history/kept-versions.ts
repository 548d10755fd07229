import { type MediaSnapshot, contentDiffers } from '#contracts/interview';
import type { DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { loadSnapshot } from '../media/media.snapshot.ts';
import * as repo from './history.repository.ts';

// Every write keeps the version it replaced (docs/decisions.md §105); the one
// write path (features/interview-writes/write-interviews.ts) calls these two around each write.

/** The videos as they are before a write (those that exist), to compare with after it (keepReplacedVersions). */
export async function snapshotsBefore(trx: DbOrTx, dialect: DialectName, ids: readonly number[]): Promise<Map<number, MediaSnapshot>> {
  const before = new Map<number, MediaSnapshot>();
  for (const id of ids) {
    const snapshot = await loadSnapshot(trx, dialect, id);
    if (snapshot) before.set(id, snapshot);
  }
  return before;
}

/**
 * Keeps, for each video whose content a write changed, the version it replaced, with the time
 * and the admin; a video the write left unchanged, or removed (the trash keeps it), records
 * nothing. Runs in the write's transaction, after it (features/interview-writes/write-interviews.ts).
 */
export async function keepReplacedVersions(
  trx: DbOrTx,
  dialect: DialectName,
  before: ReadonlyMap<number, MediaSnapshot>,
  { actor, now, changed }: { actor: string | null; now: string; changed?: (before: MediaSnapshot) => boolean },
): Promise<void> {
  for (const [id, old] of before) {
    if (changed ? !changed(old) : !(await changedSince(trx, dialect, id, old))) continue;
    await repo.insertVersion(trx, {
      media_id: id,
      snapshot: JSON.stringify(old),
      saved_at: old.updated_at,
      replaced_at: now,
      replaced_by: actor,
    });
  }
}

async function changedSince(trx: DbOrTx, dialect: DialectName, id: number, old: MediaSnapshot): Promise<boolean> {
  const current = await loadSnapshot(trx, dialect, id);
  return current !== null && contentDiffers(old, current);
}
