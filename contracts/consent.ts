import { z } from 'zod';
import { decimalInteger } from './common.ts';
import { MAX_ROW_ID } from './constants.ts';

// Releases (consent) of an interview's participants (docs/behaviour.md §400).

/** What a participant's release allows: the public web, research on request only, or nothing. */
const CONSENT_SCOPES = ['public', 'research', 'none'] as const;
export const ConsentScopeSchema = z.enum(CONSENT_SCOPES);
export type ConsentScope = z.infer<typeof ConsentScopeSchema>;

export const CONSENT_POLICIES = ['warn', 'require'] as const;
export type ConsentPolicy = (typeof CONSENT_POLICIES)[number];

/** A calendar date YYYY-MM-DD that exists. */
const calendarDate = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Use the form YYYY-MM-DD.');

export const ConsentInputSchema = z
  .strictObject({
    scope: ConsentScopeSchema,
    signed_on: calendarDate,
    valid_until: calendarDate.nullable().default(null),
    conditions: z.string().trim().max(5_000).default(''),
  })
  .refine((c) => c.valid_until === null || c.valid_until >= c.signed_on, {
    message: 'A release cannot end before it was signed.',
    path: ['valid_until'],
  });

const ConsentFormSchema = z.object({ name: z.string(), content_type: z.string(), size: z.number().int(), sha256: z.string() });

export const ConsentSchema = z.object({
  id: z.number().int(),
  media: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  scope: ConsentScopeSchema,
  signed_on: z.string(),
  valid_until: z.string().nullable(),
  conditions: z.string(),
  form: ConsentFormSchema.nullable(),
  /** Public scope, signed, and not past `valid_until` today. */
  allows_public: z.boolean(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** Why an interview cannot be made public under the policy, per narrator. */
const MISSING_REASONS = ['no_narrator', 'no_release', 'not_public_scope', 'expired', 'not_yet_signed'] as const;
const MissingSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  reason: z.enum(MISSING_REASONS),
});
export type ConsentMissing = z.infer<typeof MissingSchema>;

/** GET /api/admin/media/{id}/consents/: every participant with its release, and what publishing lacks. */
export const ConsentOverviewSchema = z.object({
  policy: z.enum(CONSENT_POLICIES),
  missing: z.array(MissingSchema),
  participants: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      role: z.number().int(),
      consent: ConsentSchema.nullable(),
    }),
  ),
  /** Releases naming nobody in the interview now (a participant renamed or removed): kept, shown for staff to move or delete. */
  unmatched: z.array(ConsentSchema),
});
export type ConsentOverview = z.infer<typeof ConsentOverviewSchema>;

/** GET /api/admin/consents/status/?ids=1,2: whether each interview lacks a public release for a narrator. */
export const ConsentStatusQuerySchema = z.strictObject({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'Give up to 100 ids separated by commas.')
    .transform((v) => [...new Set(v.split(',').map(Number))]),
});
export const ConsentStatusSchema = z.object({
  policy: z.enum(CONSENT_POLICIES),
  results: z.array(z.object({ media: z.number().int(), consent_missing: z.boolean() })),
});
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

const rowId = () => decimalInteger('Expected an id (decimal digits).').pipe(z.number().positive().max(MAX_ROW_ID));

export const ParticipantConsentParamsSchema = z.strictObject({
  id: rowId(),
  participant: rowId(),
});

/** The form types kept, recognised by their first bytes, never by the name or the declared type. */
export const CONSENT_FORM_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
