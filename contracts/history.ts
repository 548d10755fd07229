import { z } from 'zod';
import { ConsentScopeSchema } from './consent.ts';
import { MAX_ROW_ID } from './constants.ts';
import { AccessLevelSchema, StaffRedactionSchema } from './access.ts';
import { VisibilitySchema } from './media.ts';

/**
 * One whole video as it stood at a moment: every field, segments, participants, transcripts.
 * Version history keeps the one a save replaced; the trash keeps the one that was deleted.
 * Part ids are kept so a video restored from the trash gets its own ids back; a diff ignores them.
 */
export const MediaSnapshotSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  acknowledgement: z.string(),
  visibility: VisibilitySchema,
  restriction: z.string(),
  interview_date: z.string().nullable(),
  url: z.string(),
  /** Older snapshots predate the flag: false then. */
  media_file: z.boolean().default(false),
  duration: z.string(),
  region: z.object({ name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }).nullable(),
  original_language: z.string().nullable(),
  topics: z.array(z.string()),
  important_people: z.array(z.string()),
  places: z.array(z.string()),
  metadata: z.object({
    views: z.number().int(),
    likes: z.number().int(),
    comments: z.number().int(),
    category: z.string(),
    tags: z.array(z.string()),
    featured: z.boolean(),
  }),
  transcripts: z.array(
    z.object({
      id: z.number().int(),
      language: z.string(),
      text: z.string(),
      machine_generated: z.boolean().optional(),
      corrected: z.boolean().optional(),
    }),
  ),
  segments: z.array(
    z.object({
      id: z.number().int(),
      number: z.number().int(),
      title: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      description: z.string(),
      transcript: z.string(),
    }),
  ),
  participants: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      phone: z.string(),
      role: z.number().int(),
    }),
  ),
  /** The participants' releases (docs/behaviour.md §400); older snapshots predate them: none then. */
  consents: z
    .array(
      z.object({
        first_name: z.string(),
        last_name: z.string(),
        scope: ConsentScopeSchema,
        signed_on: z.string(),
        valid_until: z.string().nullable(),
        conditions: z.string(),
        form_sha256: z.string().nullable(),
        form_name: z.string().nullable(),
        updated_at: z.string(),
        updated_by: z.string().nullable(),
      }),
    )
    .default([]),
  /** Older snapshots predate access levels (docs/behaviour.md §300): open, nothing withheld, then. */
  access: AccessLevelSchema.default('open'),
  sealed_until: z.string().nullable().default(null),
  access_note: z.string().default(''),
  redactions: z.array(StaffRedactionSchema).default([]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MediaSnapshot = z.infer<typeof MediaSnapshotSchema>;

/** A version a save replaced. `saved_at` is when it was made; `replaced_*` the save that replaced it. */
const MediaVersionSchema = z.object({
  version: z.number().int(),
  saved_at: z.string(),
  replaced_at: z.string(),
  replaced_by: z.string().nullable(),
  snapshot: MediaSnapshotSchema,
});
export type MediaVersion = z.infer<typeof MediaVersionSchema>;

/** Newest first; `current` is the video as it is now, so the newest version can be compared with it. */
export const MediaHistorySchema = z.object({
  count: z.number().int(),
  current: MediaSnapshotSchema,
  results: z.array(MediaVersionSchema),
});
export type MediaHistory = z.infer<typeof MediaHistorySchema>;

export const HistoryVersionParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
  version: z.coerce.number().int().positive().max(MAX_ROW_ID),
});
