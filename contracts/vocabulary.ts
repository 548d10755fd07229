import { z } from 'zod';

/**
 * The values already in the archive (every video, public or archived), which the admin wizard
 * suggests so that one place or person keeps one spelling (decision: GET /api/admin/vocabulary/).
 */
export const VocabularySchema = z.object({
  topics: z.array(z.string()),
  places: z.array(z.string()),
  important_people: z.array(z.string()),
});
export type Vocabulary = z.infer<typeof VocabularySchema>;

/** Most values of one kind the answer carries (the wizard filters them as the admin types). */
export const VOCABULARY_LIMIT = 5_000;

/** The kinds of names that have Arabic forms kept by staff (docs/behaviour.md §804). */
export const LABEL_KINDS = ['topic', 'language', 'place'] as const;
const LabelKindSchema = z.enum(LABEL_KINDS);
export type LabelKind = z.infer<typeof LabelKindSchema>;

/** Every Arabic form staff entered, by kind, stored name → Arabic form (GET /api/u/vocabulary/). */
export const ArabicLabelsSchema = z.object({
  topic: z.record(z.string(), z.string()),
  language: z.record(z.string(), z.string()),
  place: z.record(z.string(), z.string()),
});
export type ArabicLabels = z.infer<typeof ArabicLabelsSchema>;

/** One name of the bilingual vocabulary as staff edit it; `label_ar` '' when none is entered yet. */
const LabelRowSchema = z.object({ kind: LabelKindSchema, value: z.string(), label_ar: z.string() });
export type LabelRow = z.infer<typeof LabelRowSchema>;
export const LabelRowsSchema = z.array(LabelRowSchema);

/** A staff edit: the Arabic form of one name (an empty `label_ar` removes it). */
export const LabelInputSchema = z.strictObject({
  kind: LabelKindSchema,
  value: z.string().trim().min(1).max(300),
  label_ar: z.string().trim().max(300),
});
export type LabelInput = z.infer<typeof LabelInputSchema>;
