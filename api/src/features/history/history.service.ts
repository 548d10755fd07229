import { type MediaHistory, type MediaSnapshot, MediaSnapshotSchema } from '#contracts/history';
import { lockMediaRows } from '../../db/dialect/row-locks.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import type { DbOrTx } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { guardPublishing } from '../consent/consent-policy.ts';
import { applySnapshot, contentDiffers, loadSnapshot } from '../media/media.snapshot.ts';

import type { DbContext } from '../media/media.service.ts';
import { reindexMedia } from '../search/search.service.ts';
import * as repo from './history.repository.ts';

// Every save keeps the version it replaced (docs/decisions.md "Nothing entrusted is lost").

/**
 * Runs a save of existing videos inside the caller's transaction and keeps, for each video
 * whose content it changed, the version it replaced, with the time and the admin. A save that
 * changes nothing records nothing. Every write path of a video goes through here.
 */
export async function keepingVersions<T>(
  trx: DbOrTx,
  dialect: DialectName,
  mediaIds: number[],
  actor: string | null | undefined,
  write: () => Promise<T>,
  /** For a write whose effect is known beforehand (a visibility change): saves reading each video again. */
  changes?: (before: MediaSnapshot) => boolean,
): Promise<T> {
  const ids = [...new Set(mediaIds)];
  await lockMediaRows(trx, dialect, ids);
  const before = new Map<number, MediaSnapshot>();
  for (const id of ids) {
    const snapshot = await loadSnapshot(trx, dialect, id);
    if (snapshot) before.set(id, snapshot);
  }
  const result = await write();
  const now = new Date().toISOString();
  for (const [id, old] of before) {
    if (changes ? !changes(old) : !(await changedSince(trx, dialect, id, old))) continue;
    await repo.insertVersion(trx, {
      media_id: id,
      snapshot: JSON.stringify(old),
      saved_at: old.updated_at,
      replaced_at: now,
      replaced_by: actor ?? null,
    });
  }
  return result;
}

async function changedSince(trx: DbOrTx, dialect: DialectName, id: number, old: MediaSnapshot): Promise<boolean> {
  const current = await loadSnapshot(trx, dialect, id);
  return current !== null && contentDiffers(old, current);
}

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
export async function restoreVersion(ctx: DbContext, mediaId: number, version: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findVersion(trx, mediaId, version);
    if (!row) throw notFound('Version not found');
    const snapshot = MediaSnapshotSchema.parse(JSON.parse(row.snapshot));
    const checkPublishing = await guardPublishing(trx, ctx.consentPolicy, [mediaId]);
    await keepingVersions(trx, ctx.dialect, [mediaId], ctx.actor, async () => {
      if (!(await applySnapshot(trx, mediaId, snapshot, new Date().toISOString()))) throw notFound('Video not found');
    });
    await checkPublishing();
    await reindexMedia(trx, ctx.dialect, mediaId);
  });
}
