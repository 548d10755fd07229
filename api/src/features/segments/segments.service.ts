import type { Segment, SegmentInputSchema } from '#contracts/media';
import type { z } from 'zod';
import { badRequest, notFound, storableIds } from '../../lib/http-error.ts';
import { mediaExists } from '../media/media.repository.ts';
import { writeMediaParts as writeParts } from '../media/media.parts.ts';
import type { DbContext } from '../media/media.service.ts';
import type { SegmentRow } from './segments.table.ts';
import * as repo from './segments.repository.ts';

// The separate segment calls of docs/behaviour.md §7. Each runs in one transaction: a failing item
// (unknown video, foreign id) throws and nothing of the call is kept.

type SegmentIn = z.output<typeof SegmentInputSchema>;

export function presentSegment({ media_id, ...row }: SegmentRow): Segment {
  return { ...row, media: media_id };
}

const values = (s: SegmentIn): repo.SegmentValues => ({
  number: s.number, title: s.title, start_time: s.start_time, end_time: s.end_time, description: s.description, transcript: s.transcript,
});

function checkSameMedia(items: SegmentIn[], mediaId: number): void {
  if (items.some((item) => item.media !== undefined && item.media !== mediaId)) {
    throw badRequest('A segment names another video than ?media=.');
  }
}

export async function listSegments(ctx: DbContext, mediaId: number): Promise<Segment[]> {
  if (!(await mediaExists(ctx.db, mediaId))) throw notFound('Video not found');
  return (await repo.listSegmentsOfMedia(ctx.db, mediaId)).map(presentSegment);
}

/** Creates segments; each names its video in `media` (or the `?media=` of the call). */
export async function createSegments(ctx: DbContext, items: SegmentIn[], defaultMedia?: number): Promise<Segment[]> {
  const byMedia = new Map<number, SegmentIn[]>();
  for (const item of items) {
    const media = item.media ?? defaultMedia;
    if (media === undefined) throw badRequest('Each segment needs media (the video id).');
    byMedia.set(media, [...(byMedia.get(media) ?? []), item]);
  }
  const mediaIds = [...byMedia.keys()];
  if (storableIds(mediaIds).length !== mediaIds.length) throw notFound('Video not found');
  return writeParts(ctx, mediaIds, async (trx) => {
    const rows: SegmentRow[] = [];
    for (const [media, list] of byMedia) rows.push(...(await repo.insertSegmentsReturning(trx, media, list.map(values))));
    return rows.sort((a, b) => a.id - b.id).map(presentSegment);
  });
}

/** Updates existing segments of one video by id. */
export async function bulkUpdateSegments(ctx: DbContext, mediaId: number, items: SegmentIn[]): Promise<Segment[]> {
  checkSameMedia(items, mediaId);
  return writeParts(ctx, [mediaId], async (trx) => {
    const ids = items.map((item) => {
      if (item.id === undefined) throw badRequest('Each segment needs its id.');
      return item.id;
    });
    const found = await repo.findSegmentsByIds(trx, storableIds(ids));
    if (found.length !== new Set(ids).size || found.some((s) => s.media_id !== mediaId)) throw notFound('Segment not found');
    const rows: SegmentRow[] = [];
    for (const item of items) rows.push(await repo.updateSegment(trx, item.id!, values(item)));
    return rows.map(presentSegment);
  });
}

/** Deletes all segments of a video and writes the given ones (ids in the input are ignored). */
export async function replaceAllSegments(ctx: DbContext, mediaId: number, items: SegmentIn[]): Promise<Segment[]> {
  checkSameMedia(items, mediaId);
  return writeParts(ctx, [mediaId], async (trx) => {
    await repo.deleteSegmentsOfMedia(trx, mediaId);
    const rows = await repo.insertSegmentsReturning(trx, mediaId, items.map(values));
    return rows.sort((a, b) => a.id - b.id).map(presentSegment);
  });
}

export async function deleteSegmentsOf(ctx: DbContext, mediaId: number): Promise<number> {
  return writeParts(ctx, [mediaId], (trx) => repo.deleteSegmentsOfMedia(trx, mediaId));
}

export async function deleteSegment(ctx: DbContext, id: number): Promise<void> {
  const [segment] = await repo.findSegmentsByIds(ctx.db, [id]);
  if (!segment) throw notFound('Segment not found');
  await writeParts(ctx, [segment.media_id], async (trx) => {
    if ((await repo.deleteSegmentById(trx, id)) === 0) throw notFound('Segment not found');
  });
}
