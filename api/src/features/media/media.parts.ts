import type { DbOrTx } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { keepingVersions } from '../history/history.service.ts';
import { reindexMedia } from '../search/search.service.ts';
import { mediaExists, touchMedia } from './media.repository.ts';
import type { DbContext } from './media.service.ts';

/**
 * Runs a write on the parts (segments, participants) of one or more videos in one
 * transaction: 404 when a video is unknown, then the write, then the videos are marked
 * changed and reindexed. A throw anywhere rolls everything back.
 */
export async function writeMediaParts<T>(ctx: DbContext, mediaIds: number[], write: (trx: DbOrTx) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    for (const id of mediaIds) {
      if (!(await mediaExists(trx, id))) throw notFound('Video not found');
    }
    const result = await keepingVersions(trx, mediaIds, ctx.actor, async () => {
      const written = await write(trx);
      const now = new Date().toISOString();
      for (const id of mediaIds) await touchMedia(trx, id, now);
      return written;
    });
    for (const id of mediaIds) await reindexMedia(trx, ctx.dialect, id);
    return result;
  });
}
