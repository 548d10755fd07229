import { checklistOf, type PublishChecklistMode } from '#contracts/publish-checklist';
import type { ChecklistItem } from '#contracts/transcripts';
import type { DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { perStatement } from '../../db/per-statement.ts';
import { findAccessStates } from '../access/access.repository.ts';
import { isPublicRecord } from '../access/read-model.ts';
import { updateVisibility } from '../media/media.repository.ts';
import { loadSnapshot } from '../media/media.snapshot.ts';
import { assertPublishable } from '../transcripts/checklist.ts';

// The publish checklist (docs/behaviour.md §701) as the one write path checks it, inside the write's transaction
// (docs/decisions.md §1811): every write that makes an interview public is checked, whichever route or restore
// made it, and a refusal rolls the whole write back.

/** Which of these interviews the public sees now (read under the write's lock): their visibility alone, no snapshot. */
async function publicRecords(trx: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  const shown = new Set<number>();
  for (const run of perStatement(ids)) {
    for (const row of await findAccessStates(trx, run)) if (isPublicRecord(row)) shown.add(row.id);
  }
  return shown;
}

/**
 * Call before the work, after the rows are locked; call what it returns after the work with every interview the
 * write touched. Under PUBLISH_CHECKLIST=require, an interview the write made public (it was not, or did not exist)
 * that lacks a required item is refused: 409 `publish_checklist`, and the write rolls back. With `warn` it reads nothing.
 */
export async function guardChecklist(
  trx: DbOrTx,
  dialect: DialectName,
  mode: PublishChecklistMode | undefined,
  found: readonly number[],
): Promise<(after: readonly number[]) => Promise<void>> {
  if (mode !== 'require') return async () => undefined;
  const wasPublic = await publicRecords(trx, found);
  return async (after) => {
    // Only an interview the write made public is loaded whole, to check its items.
    for (const id of await publicRecords(trx, after)) {
      if (wasPublic.has(id)) continue;
      const snapshot = await loadSnapshot(trx, dialect, id);
      if (snapshot) assertPublishable(snapshot, mode);
    }
  };
}

/**
 * An interview brought back (the trash, a backup) under PUBLISH_CHECKLIST=require: refusing would leave it out for
 * good, so one that would be public while lacking a required item comes back archived instead, as consent holds one
 * back (consent-policy.ts `holdBackWithoutRelease`). Returns the checklist's items it lacks (empty: it stays as it was).
 */
export async function holdBackUnpublishable(
  trx: DbOrTx,
  dialect: DialectName,
  mode: PublishChecklistMode | undefined,
  id: number,
  now: string,
): Promise<ChecklistItem[]> {
  if (mode !== 'require') return [];
  const snapshot = await loadSnapshot(trx, dialect, id);
  if (!snapshot || !isPublicRecord(snapshot)) return [];
  const missing = checklistOf(snapshot, mode).items.filter((i) => i.required && !i.done);
  if (missing.length) await updateVisibility(trx, [id], 'archived', now);
  return missing;
}
