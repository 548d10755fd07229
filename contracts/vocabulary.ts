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
