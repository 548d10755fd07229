import fs from 'node:fs';
import { z } from 'zod';
import { CollectionInputSchema } from '#contracts/collections';
import { ConsentInputSchema } from '#contracts/consent';
import { MediaInputSchema, MetadataInputSchema, ParticipantInputSchema, SegmentInputSchema, TranscriptInputSchema } from '#contracts/media';
import { type DbContext, writeContextOutsideServer } from '../db/db-context.ts';
import { createCollection } from '../features/collections/collections.service.ts';
import { personKey } from '../features/consent/consent-rules.ts';
import { upsertConsent } from '../features/consent/consent.repository.ts';
import { writeInterviews } from '../features/interview-writes/write-interviews.ts';
import { writeMediaWithParts } from '../features/media/media.service.ts';
import { writeArabicLabel } from '../features/vocabulary/vocabulary-labels.repository.ts';

/** A participant's release as the sample keeps it: the participant's name and the release's terms. */
const SeedReleaseSchema = ConsentInputSchema.extend({ first_name: z.string(), last_name: z.string() });

/**
 * One interview of the sample archive as kept in sample-archive.json. Its narrators' releases are those
 * they would have signed on the day (docs/decisions.md §57): one interview is left without, to show
 * what staff see when a release is missing.
 */
const SeedItemSchema = MediaInputSchema.omit({ transcript: true }).extend({
  transcripts: z.array(TranscriptInputSchema),
  segments: z.array(SegmentInputSchema),
  participants: z.array(ParticipantInputSchema),
  releases: z.array(SeedReleaseSchema),
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
  const count = await seedItems(ctx, readSampleArchive());
  await seedSampleLabels(ctx);
  await seedSampleCollections(ctx);
  return count;
}

const COLLECTIONS_FILE = new URL('./sample-collections.json', import.meta.url);
const SampleCollectionsSchema = z.object({
  collections: z.array(CollectionInputSchema.omit({ cover: true, media: true }).extend({ cover: z.string(), media: z.array(z.string()) })),
});

/**
 * Two collections of the sample archive (docs/behaviour.md §1200), their interviews named by title: each holds an
 * archived interview, which staff see in its place and the public does not.
 */
async function seedSampleCollections(ctx: DbContext): Promise<void> {
  const { collections } = SampleCollectionsSchema.parse(JSON.parse(fs.readFileSync(COLLECTIONS_FILE, 'utf8')));
  const ids = new Map((await ctx.db.selectFrom('media').select(['id', 'title']).execute()).map((row) => [row.title, row.id]));
  const idOf = (title: string) => {
    const id = ids.get(title);
    if (id === undefined) throw new Error(`sample-collections.json names no sample interview "${title}"`);
    return id;
  };
  for (const { cover, media, ...collection } of collections) {
    await createCollection(writeContextOutsideServer(ctx), { ...collection, cover: idOf(cover), media: media.map(idOf) });
  }
}

const LABELS_FILE = new URL('./sample-labels.json', import.meta.url);
const SampleLabelsSchema = z.object({ topic: z.record(z.string(), z.string()) });

/** The Arabic forms of the sample archive's topics (docs/behaviour.md §804), as staff would enter them. */
async function seedSampleLabels(ctx: DbContext): Promise<void> {
  const labels = SampleLabelsSchema.parse(JSON.parse(fs.readFileSync(LABELS_FILE, 'utf8')));
  for (const [value, labelAr] of Object.entries(labels.topic)) {
    await writeArabicLabel(ctx.db, { kind: 'topic', value, label_ar: labelAr });
  }
}

/**
 * Writes sample videos in one write (the one write path: indexed, logged for OAI-PMH, servers told). The
 * sample archive is written as it is: neither the consent policy nor the checklist holds it back.
 */
export async function seedItems(ctx: DbContext, items: SeedItem[]): Promise<number> {
  await writeInterviews(writeContextOutsideServer({ db: ctx.db, dialect: ctx.dialect }), [], async (write) => {
    const { trx } = write;
    for (const item of items) {
      const { transcripts, segments, participants, releases, metadata, ...media } = item;
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
      for (const release of releases) {
        const { first_name, last_name, ...terms } = SeedReleaseSchema.parse(release);
        await upsertConsent(trx, {
          media_id: id,
          first_name,
          last_name,
          person_key: personKey(first_name, last_name),
          ...terms,
          form_sha256: null,
          form_name: null,
          updated_at: write.now,
          updated_by: null,
        });
      }
    }
  });
  return items.length;
}
