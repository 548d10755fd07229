import { z } from 'zod';
import { MAX_ROW_ID } from './constants.ts';
import { ParticipantInputSchema, SegmentInputSchema } from './media.ts';

// Shapes of the separate segment and participant calls of docs/behaviour.md §7 (the wizard itself uses
// the one atomic save, FullMediaInputSchema).

/**
 * `?media={id}`. The product rules writes one call as `bulk_update/?media={id}/`, so a trailing slash
 * on the value is accepted.
 */
export const MediaRefQuerySchema = z.object({
  media: z
    .string()
    .regex(/^[1-9]\d{0,9}\/?$/, 'media must be a video id.')
    .transform((v) => Number(v.replace(/\/$/, '')))
    .pipe(z.number().int().positive().max(MAX_ROW_ID)),
});

/** One item or a list (the client retries a failed list one item at a time). */
export const SegmentsInputSchema = z.union([SegmentInputSchema, z.array(SegmentInputSchema).min(1).max(500)]);
export const SegmentsListInputSchema = z.array(SegmentInputSchema).max(500);

export const ParticipantsInputSchema = z.union([ParticipantInputSchema, z.array(ParticipantInputSchema).min(1).max(100)]);
/** Replace takes a list or one participant (docs/behaviour.md §7 shows a single object). */
export const ParticipantsListInputSchema = z.union([ParticipantInputSchema, z.array(ParticipantInputSchema).max(100)]);

export const DeletedCountSchema = z.object({ deleted: z.number().int() });
export const UpdatedCountSchema = z.object({ updated: z.number().int() });
