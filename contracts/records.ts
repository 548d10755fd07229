import { z } from 'zod';
import { queryVariants, toSearchTokens } from './search-text.ts';

// The records a search names (docs/behaviour.md §1300, docs/decisions.md §2410): the
// collections, places and people whose names match the archive's search, shown above its interviews.

/** Most records of each kind an answer holds. */
export const RECORD_MATCHES_MAX = 5;
/** A search whose words hold fewer letters than this names no record: one letter would name half of them. */
const MIN_LETTERS = 2;
/** A search of more words than this is a sentence, not a name: it names no record. */
const MAX_WORDS = 8;

/**
 * The words a record's name must begin words with (each as the search normalises it, with the forms an Arabic word
 * takes without its article), or none when the search is too short or too long to name a record. The web app asks
 * only when there are some.
 */
export function recordSearchWords(search: string): string[][] {
  const tokens = toSearchTokens(search);
  if (tokens.length === 0 || tokens.length > MAX_WORDS || tokens.join('').length < MIN_LETTERS) return [];
  return tokens.map(queryVariants);
}

export const RecordMatchesQuerySchema = z.object({
  /** The archive's search text, as its page sends it (the same limit as the interviews' search). */
  search: z.string().max(10_000).default(''),
});

const CollectionMatchSchema = z.object({ slug: z.string(), title: z.string(), title_ar: z.string(), count: z.number().int() });
const PlaceMatchSchema = z.object({
  slug: z.string(),
  name: z.string(),
  name_ar: z.string().nullable(),
  kind: z.enum(['province', 'commune', 'douar']),
  count: z.number().int(),
});
const PersonMatchSchema = z.object({ slug: z.string(), name: z.string(), name_ar: z.string(), count: z.number().int() });

/** Up to RECORD_MATCHES_MAX records of each kind the public may see, best match first; `count`: their public interviews. */
export const RecordMatchesSchema = z.object({
  collections: z.array(CollectionMatchSchema),
  places: z.array(PlaceMatchSchema),
  people: z.array(PersonMatchSchema),
});
export type RecordMatches = z.infer<typeof RecordMatchesSchema>;
