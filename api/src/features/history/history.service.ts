import { type MediaHistory } from '#contracts/history';
import { MediaSnapshotSchema } from '#contracts/interview';
import { notFound } from '../../lib/http-error.ts';
import type { DbContext, WriteContext } from '../../db/db-context.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { applySnapshot, loadSnapshot } from '../media/media.snapshot.ts';
import * as repo from './history.repository.ts';

// Every save keeps the version it replaced (docs/decisions.md §105).

/** A video's history, newest first, with the video as it is now. */
export async function getHistory(ctx: DbContext, mediaId: number): Promise<MediaHistory> {
  const current = await loadSnapshot(ctx.db, ctx.dialect, mediaId);
  if (!current) throw notFound('Video not found');
  const rows = await repo.listVersions(ctx.db, mediaId);
  return {
    count: rows.length,
    current,
    results: rows.map((row) => ({
      version: row.version,
      saved_at: row.saved_at,
      replaced_at: row.replaced_at,
      replaced_by: row.replaced_by,
      snapshot: MediaSnapshotSchema.parse(JSON.parse(row.snapshot)),
    })),
  };
}

/** Makes an earlier version the current one, as a new save (so the version it replaces is kept too). */
export async function restoreVersion(ctx: WriteContext, mediaId: number, version: number): Promise<void> {
  await writeInterviews(ctx, [mediaId], async ({ trx, found, now }) => {
    const row = await repo.findVersion(trx, mediaId, version);
    if (!row) throw notFound('Version not found');
    const snapshot = MediaSnapshotSchema.parse(JSON.parse(row.snapshot));
    if (found.length === 0 || !(await applySnapshot(trx, mediaId, snapshot, now))) throw notFound('Video not found');
  });
}
