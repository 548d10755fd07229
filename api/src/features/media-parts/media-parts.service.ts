import type { DbOrTx } from '../../db/database.ts';
import { badRequest, notFound, storableIds } from '../../lib/http-error.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { mediaExists } from '../media/media.repository.ts';
import type { DbContext, WriteContext } from '../../db/db-context.ts';
import type { PartRow, PartTableName, PartValues, PartsRepository } from './media-parts.repository.ts';

// The separate segment and participant calls of docs/behaviour.md §7, once for both kinds. Each runs
// in one transaction: a failing item (unknown video, foreign id) throws and nothing of the call is kept.

/**
 * Runs a write on the parts (segments, participants) of one or more videos through the one
 * write path (writeInterviews: lock, kept version, search, publication log, caches): 404 when a
 * video is unknown, then the write, then the videos are marked changed. A throw anywhere rolls
 * everything back.
 */
async function writeMediaParts<T>(ctx: WriteContext, mediaIds: number[], write: (trx: DbOrTx) => Promise<T>): Promise<T> {
  return writeInterviews(ctx, mediaIds, async ({ trx, found, publicChanged }) => {
    if (found.length !== new Set(mediaIds).size) throw notFound('Video not found');
    const written = await write(trx);
    for (const id of found) publicChanged(id);
    return written;
  });
}

/** One item of a call: the part's values, its id (bulk update) and the video it names. */
export type PartInput<T extends PartTableName> = PartValues<T> & { id?: number; media?: number };

export interface PartsServiceDeclaration<T extends PartTableName, Out> {
  repository: PartsRepository<T>;
  /** The kind in error messages: "segment" gives "Each segment needs its id." and "Segment not found". */
  noun: string;
  present: (row: PartRow<T>) => Out;
  /**
   * Rules over all of a video's parts, run in the call's transaction after its writes: `rows` is
   * every part of the video as it now stands, `sent` maps the rows the call wrote to their index in
   * its body. A throw refuses the call and nothing of it is kept.
   */
  check?: (trx: DbOrTx, mediaId: number, rows: PartRow<T>[], sent: Map<number, number>) => Promise<void>;
}

export type PartsService<T extends PartTableName, Out> = ReturnType<typeof partsService<T, Out>>;

export function partsService<T extends PartTableName, Out>({ repository: repo, noun, present, check }: PartsServiceDeclaration<T, Out>) {
  const partNotFound = () => notFound(`${noun[0]!.toUpperCase()}${noun.slice(1)} not found`);
  const byId = (a: PartRow<T>, b: PartRow<T>) => a.id - b.id;

  /** Runs the kind's rules on the video after a call wrote `written` (in body order). */
  async function checkVideo(trx: DbOrTx, mediaId: number, written: PartRow<T>[], bodyIndexes: number[]): Promise<void> {
    if (!check) return;
    const sent = new Map(written.map((row, i) => [row.id, bodyIndexes[i]!]));
    await check(trx, mediaId, await repo.listOf(trx, [mediaId]), sent);
  }

  function checkSameMedia(items: PartInput<T>[], mediaId: number): void {
    if (items.some((item) => item.media !== undefined && item.media !== mediaId)) {
      throw badRequest(`A ${noun} names another video than ?media=.`);
    }
  }

  async function list(ctx: DbContext, mediaId: number): Promise<Out[]> {
    if (!(await mediaExists(ctx.db, mediaId))) throw notFound('Video not found');
    return (await repo.listOf(ctx.db, [mediaId])).map(present);
  }

  /** Creates parts; each names its video in `media` (or the `?media=` of the call). */
  async function create(ctx: WriteContext, items: PartInput<T>[], defaultMedia?: number): Promise<Out[]> {
    const byMedia = new Map<number, PartInput<T>[]>();
    const indexes = new Map<number, number[]>();
    items.forEach((item, index) => {
      const media = item.media ?? defaultMedia;
      if (media === undefined) throw badRequest(`Each ${noun} needs media (the video id).`);
      byMedia.set(media, [...(byMedia.get(media) ?? []), item]);
      indexes.set(media, [...(indexes.get(media) ?? []), index]);
    });
    const mediaIds = [...byMedia.keys()];
    if (storableIds(mediaIds).length !== mediaIds.length) throw notFound('Video not found');
    return writeMediaParts(ctx, mediaIds, async (trx) => {
      const rows: PartRow<T>[] = [];
      for (const [media, list] of byMedia) {
        const inserted = await repo.insert(trx, media, list);
        await checkVideo(trx, media, inserted, indexes.get(media)!);
        rows.push(...inserted);
      }
      return rows.sort(byId).map(present);
    });
  }

  /** Updates existing parts of one video by id. */
  async function bulkUpdate(ctx: WriteContext, mediaId: number, items: PartInput<T>[]): Promise<Out[]> {
    checkSameMedia(items, mediaId);
    return writeMediaParts(ctx, [mediaId], async (trx) => {
      const ids = items.map((item) => {
        if (item.id === undefined) throw badRequest(`Each ${noun} needs its id.`);
        return item.id;
      });
      const found = await repo.findByIds(trx, storableIds(ids));
      if (found.length !== new Set(ids).size || found.some((row) => row.media_id !== mediaId)) throw partNotFound();
      const rows: PartRow<T>[] = [];
      for (const item of items) rows.push(await repo.update(trx, item.id!, item));
      await checkVideo(
        trx,
        mediaId,
        rows,
        items.map((_, i) => i),
      );
      return rows.map(present);
    });
  }

  /** Deletes all parts of a video and writes the given ones (ids in the input are ignored). */
  async function replaceAll(ctx: WriteContext, mediaId: number, items: PartInput<T>[]): Promise<Out[]> {
    checkSameMedia(items, mediaId);
    return writeMediaParts(ctx, [mediaId], async (trx) => {
      await repo.deleteOf(trx, mediaId);
      const inserted = await repo.insert(trx, mediaId, items);
      await checkVideo(
        trx,
        mediaId,
        inserted,
        items.map((_, i) => i),
      );
      return inserted.sort(byId).map(present);
    });
  }

  async function deleteAllOf(ctx: WriteContext, mediaId: number): Promise<number> {
    return writeMediaParts(ctx, [mediaId], (trx) => repo.deleteOf(trx, mediaId));
  }

  async function deleteOne(ctx: WriteContext, id: number): Promise<void> {
    const [part] = await repo.findByIds(ctx.db, [id]);
    if (!part) throw partNotFound();
    await writeMediaParts(ctx, [part.media_id], async (trx) => {
      if ((await repo.deleteById(trx, id)) === 0) throw partNotFound();
    });
  }

  return { list, create, bulkUpdate, replaceAll, deleteAllOf, deleteOne };
}
