import type { Media, MediaInput, MetadataInputSchema } from '#contracts/media';
import type { z } from 'zod';
import { notFound, storableIds } from '../../lib/http-error.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import * as repo from './media.repository.ts';
import type { DbContext, WriteContext } from '../../db/db-context.ts';
import { deleteMediaByIds, getMedia, saveMedia } from './media.service.ts';

// Admin writes that are not the wizard's full save (that one is saveMediaWithParts).

/** The saved video as the admin sees it; the id must exist. */
export async function loadSavedMedia(ctx: DbContext, id: number): Promise<Media> {
  const media = await getMedia(ctx, id, 'admin');
  if (!media) throw notFound('Video not found');
  return media;
}

/** Creates (id null) or updates a video alone; 404 for an unknown id. */
export async function saveMediaOnly(ctx: WriteContext, id: number | null, input: MediaInput): Promise<Media> {
  const saved = await saveMedia(ctx, id, input);
  if (saved === null) throw notFound('Video not found');
  return loadSavedMedia(ctx, saved);
}

/** Sets the visibility of videos; returns how many exist and changed. */
export async function setVisibility(ctx: WriteContext, ids: number[], visibility: 'public' | 'archived'): Promise<number> {
  const known = storableIds(ids);
  if (known.length === 0) return 0;
  return writeInterviews(
    ctx,
    known,
    async ({ trx, found, now }) => (found.length === 0 ? 0 : repo.updateVisibility(trx, [...found], visibility, now)),
    // Known beforehand: only the videos whose visibility was another changed (no second read).
    { versions: (before) => before.visibility !== visibility },
  );
}

export async function deleteVideos(ctx: WriteContext, ids: number[]): Promise<number> {
  const known = storableIds(ids);
  return known.length === 0 ? 0 : deleteMediaByIds(ctx, known);
}

/** Updates the admin metadata (views, likes, comments, category, tags, featured). */
export async function updateMetadata(ctx: WriteContext, id: number, input: z.output<typeof MetadataInputSchema>): Promise<Media> {
  const changed = await writeInterviews(ctx, [id], async ({ trx, found, now }) =>
    found.length === 0
      ? 0
      : repo.updateMedia(trx, id, {
          ...(input.views !== undefined ? { views: input.views } : {}),
          ...(input.likes !== undefined ? { likes: input.likes } : {}),
          ...(input.comments !== undefined ? { comments: input.comments } : {}),
          ...(input.category !== undefined ? { category: input.category } : {}),
          ...(input.tags !== undefined ? { tags: JSON.stringify(input.tags) } : {}),
          ...(input.featured !== undefined ? { featured: input.featured ? 1 : 0 } : {}),
          updated_at: now,
        }),
  );
  if (changed === 0) throw notFound('Video not found');
  return loadSavedMedia(ctx, id);
}
