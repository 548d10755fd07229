import { z } from 'zod';
import { MAX_ROW_ID } from './constants.ts';
import { MediaSnapshotSchema } from './interview.ts';

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
