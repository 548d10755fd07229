import { z } from 'zod';
import { TIME_PATTERN } from './time.ts';

// What the public may see of an interview beyond its visibility (docs/behaviour.md §300): an access
// level, and passages withheld by time range. The rule itself is api/src/features/access/access-rule.ts;
// the pure pieces both sides need (which passages are in force, how a transcript is redacted) are here.

const ACCESS_LEVELS = ['open', 'on_request', 'sealed'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const AccessLevelSchema = z.enum(ACCESS_LEVELS);

/** A calendar day, `YYYY-MM-DD` (UTC): a seal opens, and a withheld passage lifts, at its start. */
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DaySchema = z.string().regex(DAY_PATTERN, 'A date as YYYY-MM-DD');
const TimeSchema = z.string().regex(TIME_PATTERN, 'A time as hh:mm:ss');

/**
 * A withheld passage as the public sees it (never the withheld words themselves): a time range, or a
 * passage staff selected by its words in a transcript, named by that transcript's `language` (its
 * times are then empty).
 */
export const RedactionSchema = z.object({
  id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  reason: z.string(),
  until: z.string().nullable(),
  language: z.string().optional(),
});
/** As staff see and store it: a selected passage also carries the words it withholds. */
export const StaffRedactionSchema = RedactionSchema.extend({ text: z.string().optional() });
export type Redaction = z.infer<typeof StaffRedactionSchema>;

/** Whether a passage is one staff selected by its words (not a time range). */
export const isSelectedPassage = (r: { language?: string | undefined }): boolean => r.language !== undefined;

/** The most words one selected passage may hold. */
const SELECTION_MAX = 20_000;

const RedactionInputSchema = z.strictObject({
  /** Kept when the passage is edited; a new passage has none (the server numbers it). */
  id: z.number().int().positive().optional(),
  /** A time range: both times, and no `language` nor `text`. */
  start_time: TimeSchema.optional(),
  end_time: TimeSchema.optional(),
  /** A selected passage: the transcript's language and the words selected, and no times. */
  language: z.string().trim().min(1).max(100).optional(),
  text: z.string().max(SELECTION_MAX).optional(),
  reason: z.string().trim().max(500).default(''),
  until: DaySchema.nullable().default(null),
});

/** The admin's view and write of an interview's access (GET and PUT /api/admin/media/{id}/access/). */
export const MediaAccessSchema = z.object({
  access: AccessLevelSchema,
  sealed_until: z.string().nullable(),
  redactions: z.array(StaffRedactionSchema),
  note: z.string(),
});
export type MediaAccess = z.infer<typeof MediaAccessSchema>;

/** Unknown levels fail here, as `validation_failed`; the cross-field rules are the service's (`invalid_access`). */
export const MediaAccessInputSchema = z.strictObject({
  access: AccessLevelSchema,
  sealed_until: DaySchema.nullable().default(null),
  redactions: z.array(RedactionInputSchema).max(200).default([]),
  note: z.string().max(2000).default(''),
});
export type MediaAccessInput = z.input<typeof MediaAccessInputSchema>;

/** Today as the access rule counts days: the UTC calendar day. */
export const accessDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whether a seal still holds on `today` (it opens at the start of `sealed_until`). */
export const stillSealed = (sealedUntil: string | null, today: string): boolean => sealedUntil === null || today < sealedUntil;

/** The passages still withheld on `today` (one without `until` is withheld for good). */
export const redactionsInForce = <R extends { until: string | null }>(redactions: readonly R[], today: string): R[] =>
  redactions.filter((r) => r.until === null || today < r.until);
