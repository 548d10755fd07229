import type { DbOrTx } from '../../db/database.ts';
import { lockMediaRows } from '../../db/dialect/row-locks.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import { keepingVersions } from '../history/history.service.ts';
import { reindexMedia } from '../search/search.service.ts';
import { touchMedia } from './media.repository.ts';
import type { DbContext } from './media.service.ts';

/**
 * Runs a write on the parts (segments, participants) of one or more videos in one
 * transaction: the videos' rows are locked first (lockMediaRows), 404 when a video is unknown, then the write, then the videos are marked
 * changed and reindexed. A throw anywhere rolls everything back.
 */
export async function writeMediaParts<T>(ctx: DbContext, mediaIds: number[], write: (trx: DbOrTx) => Promise<T>): Promise<T> {
  return writeTransaction(ctx.db, async (trx) => {
    if ((await lockMediaRows(trx, ctx.dialect, mediaIds)).length !== new Set(mediaIds).size) throw notFound('Video not found');
    const result = await keepingVersions(trx, ctx.dialect, mediaIds, ctx.actor, async () => {
      const written = await write(trx);
      const now = new Date().toISOString();
      for (const id of mediaIds) await touchMedia(trx, id, now);
      return written;
    });
    for (const id of mediaIds) await reindexMedia(trx, ctx.dialect, id);
    return result;
  });
}
