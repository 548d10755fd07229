import fs from 'node:fs';
import { z } from 'zod';
import { MediaInputSchema, MetadataInputSchema, ParticipantInputSchema, SegmentInputSchema, TranscriptInputSchema } from '#contracts/media';
import { type DbContext, writeContextOutsideServer } from '../db/db-context.ts';
import { writeInterviews } from '../features/interview-writes/write-interviews.ts';
import { writeMediaWithParts } from '../features/media/media.service.ts';

/** One interview of the sample archive as kept in sample-archive.json. */
const SeedItemSchema = MediaInputSchema.omit({ transcript: true }).extend({
  transcripts: z.array(TranscriptInputSchema),
  segments: z.array(SegmentInputSchema),
  participants: z.array(ParticipantInputSchema),
  metadata: MetadataInputSchema,
});
const SeedFileSchema = z.object({ media: z.array(SeedItemSchema) });
export type SeedItem = z.input<typeof SeedItemSchema>;

const SAMPLE_FILE = new URL('./sample-archive.json', import.meta.url);

export function readSampleArchive(): SeedItem[] {
  return SeedFileSchema.parse(JSON.parse(fs.readFileSync(SAMPLE_FILE, 'utf8'))).media;
}

/** Fills an empty database with the sample archive, all in one transaction. Returns how many videos. */
export async function seedSampleArchiveIfEmpty(ctx: DbContext): Promise<number> {
  const existing = await ctx.db.selectFrom('media').select('id').limit(1).executeTakeFirst();
  // An archive whose videos all wait in the trash is not empty: restarting must not bring the sample back.
  const trashed = await ctx.db.selectFrom('media_trash').select('media_id').limit(1).executeTakeFirst();
  if (existing || trashed) return 0;
  return seedItems(ctx, readSampleArchive());
}

/** Writes sample videos in one write (the one write path: indexed, logged for OAI-PMH, servers told). */
export async function seedItems(ctx: DbContext, items: SeedItem[]): Promise<number> {
  await writeInterviews(writeContextOutsideServer(ctx), [], async (write) => {
    const { trx } = write;
    for (const item of items) {
      const { transcripts, segments, participants, metadata, ...media } = item;
      const id = await writeMediaWithParts(write, null, {
        media: { ...media, transcript: transcripts },
        segments,
        participants,
      });
      if (id === null) throw new Error('seed insert returned no id');
      await trx
        .updateTable('media')
        .set({
          views: metadata.views ?? 0,
          likes: metadata.likes ?? 0,
          comments: metadata.comments ?? 0,
          category: metadata.category ?? '',
          tags: JSON.stringify(metadata.tags ?? []),
          featured: metadata.featured ? 1 : 0,
        })
        .where('id', '=', id)
        .execute();
    }
  });
  return items.length;
}
