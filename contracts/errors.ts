import { z } from 'zod';
import { ErrorCode } from './error-codes.ts';

// The codes live in a module without zod, so the web app's entry bundle can read them without
// carrying zod (the home page's JavaScript budget, docs/decisions.md §71 and §210); add new codes there.
export { ErrorCode } from './error-codes.ts';

const errorCodeValues = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];

const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorSchema = z.object({
  code: z.enum(errorCodeValues),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof ErrorSchema>;
