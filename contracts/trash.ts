import { z } from 'zod';
import { ChecklistItemSchema } from './transcripts.ts';

/** A deleted video waiting in the trash (docs/decisions.md §103). */
const TrashItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  guest: z.string().nullable(),
  visibility: z.string(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  /** When the purge removes it for good (deleted_at + TRASH_DAYS). */
  purge_at: z.string(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

/** A deleted collection waiting in the trash (docs/behaviour.md §1200): its members are kept with it. */
const TrashedCollectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  members: z.number().int(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  purge_at: z.string(),
});
export type TrashedCollection = z.infer<typeof TrashedCollectionSchema>;

export const TrashListSchema = z.object({
  count: z.number().int(),
  trash_days: z.number().int(),
  results: z.array(TrashItemSchema),
  collections: z.array(TrashedCollectionSchema),
});
export type TrashList = z.infer<typeof TrashListSchema>;

/**
 * A restore that brought the video back archived, as it would be public without passing the publish checklist
 * (PUBLISH_CHECKLIST=require): the items it lacks. A restore that brought it back as it was answers 204.
 */
export const TrashRestoreHeldBackSchema = z.object({
  held_back: z.literal(true),
  missing: z.array(ChecklistItemSchema),
});
