import { type MediaSnapshot, contentDiffers, changesBeyondTranscriber } from '#contracts/interview';
import { ErrorCode } from '#contracts/errors';
import type { DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { releaseSavepoint, rollbackToSavepoint, savepoint } from '../../db/dialect/savepoint.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findAdminByUsername } from '../auth/admin-users.repository.ts';
import { loadSnapshot } from '../media/media.snapshot.ts';
import { insertProposal } from './review.repository.ts';
import { isPublicRecord } from '../access/read-model.ts';

// docs/behaviour.md §500: a transcriber changes transcripts, segments and participants only, and a change to a
// public video is kept as a proposal instead of being saved. The write runs for real after a savepoint, so the
// proposal is exactly what the save would have made; then it is undone and the proposal kept.

export interface StaffWriteReview {
  /**
   * After the write: refuses a change outside a transcriber's fields; keeps a change to a public video as a
   * proposal instead, and answers the videos it was kept for (null: the write stands).
   */
  settle(before: ReadonlyMap<number, MediaSnapshot>): Promise<number[] | null>;
}

/** Null unless the actor is a transcriber; otherwise sets a savepoint before the write. */
export async function reviewStaffWrite(
  trx: DbOrTx,
  dialect: DialectName,
  actor: string | null | undefined,
): Promise<StaffWriteReview | null> {
  if (!actor) return null;
  const account = await findAdminByUsername(trx, actor);
  if (account?.role !== 'transcriber') return null;
  await savepoint(trx);
  return {
    async settle(before) {
      const changed: { id: number; base: MediaSnapshot; after: MediaSnapshot }[] = [];
      for (const [id, base] of before) {
        const after = await loadSnapshot(trx, dialect, id);
        if (!after || !contentDiffers(base, after)) continue;
        // What a transcriber may change is said once, in the definition of an interview (contracts/interview.ts).
        if (changesBeyondTranscriber(base, after)) {
          throw new HttpError(403, ErrorCode.forbidden, 'A transcriber changes only transcripts, segments and participants.');
        }
        changed.push({ id, base, after });
      }
      // One public video in the write sends all of it to review, so no part of it is saved alone.
      if (!changed.some((c) => isPublicRecord(c.base))) {
        await releaseSavepoint(trx);
        return null;
      }
      await rollbackToSavepoint(trx);
      const now = new Date().toISOString();
      for (const c of changed)
        await insertProposal(trx, { media_id: c.id, author: account.username, created_at: now, base: c.base, snapshot: c.after });
      return changed.map((c) => c.id);
    },
  };
}
