import type { Media, MediaInput, MetadataInputSchema } from '#contracts/media';
import type { z } from 'zod';
import { lockMediaRows } from '../../db/dialect/row-locks.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { notFound, storableIds } from '../../lib/http-error.ts';
import { guardPublishing } from '../consent/consent-policy.ts';
import { recordPublicationChange } from '../oai/publication-log.repository.ts';
import { keepingVersions } from '../history/history.service.ts';
import { reindexMedia } from '../search/search.service.ts';
import * as repo from './media.repository.ts';
import { type DbContext, deleteMediaByIds, getMedia, saveMedia } from './media.service.ts';

// Admin writes that are not the wizard's full save (that one is saveMediaWithParts).

/** The saved video as the admin sees it; the id must exist. */
export async function loadSavedMedia(ctx: DbContext, id: number): Promise<Media> {
  const media = await getMedia(ctx, id, 'admin');
  if (!media) throw notFound('Video not found');
  return media;
}

/** Creates (id null) or updates a video alone; 404 for an unknown id. */
export async function saveMediaOnly(ctx: DbContext, id: number | null, input: MediaInput): Promise<Media> {
  const saved = await saveMedia(ctx, id, input);
  if (saved === null) throw notFound('Video not found');
  return loadSavedMedia(ctx, saved);
}

/** Sets the visibility of videos; returns how many exist and changed. */
export async function setVisibility(ctx: DbContext, ids: number[], visibility: 'public' | 'archived'): Promise<number> {
  const known = storableIds(ids);
  if (known.length === 0) return 0;
  return writeTransaction(ctx.db, async (trx) => {
    const found = await lockMediaRows(trx, ctx.dialect, known);
    if (found.length === 0) return 0;
    const checkPublishing = await guardPublishing(trx, ctx.consentPolicy, found);
    const now = new Date().toISOString();
    const updated = await keepingVersions(
      trx,
      ctx.dialect,
      found,
      ctx.actor,
      () => repo.updateVisibility(trx, found, visibility, now),
      (before) => before.visibility !== visibility,
    );
    await checkPublishing();
    for (const id of found) await reindexMedia(trx, ctx.dialect, id);
    await recordPublicationChange(trx, found, now);
    return updated;
  });
}

export async function deleteVideos(ctx: DbContext, ids: number[]): Promise<number> {
  const known = storableIds(ids);
  return known.length === 0 ? 0 : deleteMediaByIds(ctx, known);
}

/** Updates the admin metadata (views, likes, comments, category, tags, featured). */
export async function updateMetadata(ctx: DbContext, id: number, input: z.output<typeof MetadataInputSchema>): Promise<Media> {
  const changed = await writeTransaction(ctx.db, (trx) =>
    keepingVersions(trx, ctx.dialect, [id], ctx.actor, () =>
      repo.updateMedia(trx, id, {
        ...(input.views !== undefined ? { views: input.views } : {}),
        ...(input.likes !== undefined ? { likes: input.likes } : {}),
        ...(input.comments !== undefined ? { comments: input.comments } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.tags !== undefined ? { tags: JSON.stringify(input.tags) } : {}),
        ...(input.featured !== undefined ? { featured: input.featured ? 1 : 0 } : {}),
        updated_at: new Date().toISOString(),
      }),
    ),
  );
  if (changed === 0) throw notFound('Video not found');
  return loadSavedMedia(ctx, id);
}
