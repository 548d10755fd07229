import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_ROW_ID } from './constants.ts';

// Routes declare their error answers with this schema; it lives with the codes in errors.ts.
export { ErrorSchema } from './errors.ts';

export const IdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Django-REST-style page envelope the spec's client reads (spec §5: `{results: []}`). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const OkSchema = z.object({ ok: z.literal(true) });

/** hh:mm:ss, the only time form the spec parses (spec §5). */
export const TIME_PATTERN = /^\d{2}:[0-5]\d:[0-5]\d$/;
export const TimeStringSchema = z.string().regex(TIME_PATTERN, 'Use the form hh:mm:ss.');
