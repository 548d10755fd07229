import type { Participant, ParticipantInputSchema } from '#contracts/media';
import type { z } from 'zod';
import { badRequest, notFound, storableIds } from '../../lib/http-error.ts';
import { writeMediaParts } from '../media/media.parts.ts';
import { presentParticipant } from '../media/media.presenter.ts';
import { mediaExists } from '../media/media.repository.ts';
import type { DbContext } from '../media/media.service.ts';
import type { ParticipantRow } from './participants.table.ts';
import * as repo from './participants.repository.ts';

// The separate participant calls of docs/behaviour.md §7, each in one transaction (see writeMediaParts).
// Only admins reach them, so the answers include phone numbers.

type ParticipantIn = z.output<typeof ParticipantInputSchema>;

const present = (row: ParticipantRow): Participant => presentParticipant(row, 'admin');
const values = (p: ParticipantIn): repo.ParticipantValues => ({
  first_name: p.first_name, last_name: p.last_name, phone: p.phone, role: p.role,
});

function checkSameMedia(items: ParticipantIn[], mediaId: number): void {
  if (items.some((item) => item.media !== undefined && item.media !== mediaId)) {
    throw badRequest('A participant names another video than ?media=.');
  }
}

export async function listParticipants(ctx: DbContext, mediaId: number): Promise<Participant[]> {
  if (!(await mediaExists(ctx.db, mediaId))) throw notFound('Video not found');
  return (await repo.listParticipantsOfMedia(ctx.db, mediaId)).map(present);
}

/** Creates participants; each names its video in `media` (or the `?media=` of the call). */
export async function createParticipants(ctx: DbContext, items: ParticipantIn[], defaultMedia?: number): Promise<Participant[]> {
  const byMedia = new Map<number, ParticipantIn[]>();
  for (const item of items) {
    const media = item.media ?? defaultMedia;
    if (media === undefined) throw badRequest('Each participant needs media (the video id).');
    byMedia.set(media, [...(byMedia.get(media) ?? []), item]);
  }
  const mediaIds = [...byMedia.keys()];
  if (storableIds(mediaIds).length !== mediaIds.length) throw notFound('Video not found');
  return writeMediaParts(ctx, mediaIds, async (trx) => {
    const rows: ParticipantRow[] = [];
    for (const [media, list] of byMedia) rows.push(...(await repo.insertParticipantsReturning(trx, media, list.map(values))));
    return rows.sort((a, b) => a.id - b.id).map(present);
  });
}

/** Updates existing participants of one video by id. */
export async function bulkUpdateParticipants(ctx: DbContext, mediaId: number, items: ParticipantIn[]): Promise<Participant[]> {
  checkSameMedia(items, mediaId);
  return writeMediaParts(ctx, [mediaId], async (trx) => {
    const ids = items.map((item) => {
      if (item.id === undefined) throw badRequest('Each participant needs its id.');
      return item.id;
    });
    const found = await repo.findParticipantsByIds(trx, storableIds(ids));
    if (found.length !== new Set(ids).size || found.some((p) => p.media_id !== mediaId)) throw notFound('Participant not found');
    const rows: ParticipantRow[] = [];
    for (const item of items) rows.push(await repo.updateParticipant(trx, item.id!, values(item)));
    return rows.map(present);
  });
}

/** Deletes all participants of a video and writes the given ones (ids in the input are ignored). */
export async function replaceAllParticipants(ctx: DbContext, mediaId: number, items: ParticipantIn[]): Promise<Participant[]> {
  checkSameMedia(items, mediaId);
  return writeMediaParts(ctx, [mediaId], async (trx) => {
    await repo.deleteParticipantsOfMedia(trx, mediaId);
    const rows = await repo.insertParticipantsReturning(trx, mediaId, items.map(values));
    return rows.sort((a, b) => a.id - b.id).map(present);
  });
}

export async function deleteParticipantsOf(ctx: DbContext, mediaId: number): Promise<number> {
  return writeMediaParts(ctx, [mediaId], (trx) => repo.deleteParticipantsOfMedia(trx, mediaId));
}

export async function deleteParticipant(ctx: DbContext, id: number): Promise<void> {
  const [participant] = await repo.findParticipantsByIds(ctx.db, [id]);
  if (!participant) throw notFound('Participant not found');
  await writeMediaParts(ctx, [participant.media_id], async (trx) => {
    if ((await repo.deleteParticipantById(trx, id)) === 0) throw notFound('Participant not found');
  });
}
