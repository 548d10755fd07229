import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_ROW_ID } from './constants.ts';
import { TIME_PATTERN } from './time.ts';

// Routes declare their error answers with this schema; it lives with the codes in errors.ts.
export { ErrorSchema } from './errors.ts';

/**
 * A whole number written in decimal digits only, as path and query values arrive (text).
 * `Number()` would also read `0x10`, `1e1`, ` 1` or `+1`, so one row could answer to many
 * spellings; those are refused instead (400).
 */
export function decimalInteger(message = 'Expected a whole number in decimal digits.') {
  return z
    .string()
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .pipe(z.number().int());
}

/** A row id in a path or query: decimal digits, 1 to MAX_ROW_ID. */
const IdSchema = decimalInteger('Expected an id (decimal digits).').pipe(z.number().positive().max(MAX_ROW_ID));

export const IdParamsSchema = z.strictObject({
  id: IdSchema,
});

export const PaginationQuerySchema = z.object({
  page: decimalInteger().pipe(z.number().min(1).max(100_000)).default(1),
  page_size: decimalInteger().pipe(z.number().min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
});

/** Django-REST-style page envelope the product's client reads (docs/behaviour.md §5: `{results: []}`). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const OkSchema = z.object({ ok: z.literal(true) });

export const TimeStringSchema = z.string().regex(TIME_PATTERN, 'Use the form hh:mm:ss.');
