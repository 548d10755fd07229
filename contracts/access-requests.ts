import { z } from 'zod';
import { DEFAULT_ACCESS_DAYS, MAX_ACCESS_DAYS } from './constants.ts';

// Visitors' requests for a withheld interview and the links staff give (docs/behaviour.md §401).

/** The public form: the contact form's name and email rules, and a purpose. */
export const AccessRequestInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Full name is required').max(200),
  email: z
    .string()
    .trim()
    .min(1, 'Email address is required')
    .max(254)
    .refine((v) => !/\s/.test(v) && /^[^@]+@[^@]+\.[^@]+$/.test(v), 'Please enter a valid email address'),
  purpose: z.string().trim().min(1, 'Purpose is required').max(5_000),
});

export const AccessRequestSentSchema = z.object({ ok: z.literal(true), id: z.number().int() });

const ACCESS_REQUEST_STATUSES = ['new', 'approved', 'refused'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** The link of an approved request: it works until `expires_at` unless revoked. */
const AccessGrantSchema = z.object({
  link: z.string(),
  expires_at: z.string(),
  created_by: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_by: z.string().nullable(),
  /** Whether the link opens the interview now (not expired, not revoked). */
  active: z.boolean(),
  uses: z.number().int(),
  last_used_at: z.string().nullable(),
});

export const AccessRequestSchema = z.object({
  id: z.number().int(),
  media: z.number().int(),
  /** The interview's title, or null once it has been deleted. */
  media_title: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  purpose: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  /** The refusal's message to the visitor. */
  message: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  /** The newest link given, if any. */
  access: AccessGrantSchema.nullable(),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

export const AccessRequestListQuerySchema = z.strictObject({
  status: z.enum(ACCESS_REQUEST_STATUSES).optional(),
});

export const ApproveInputSchema = z.strictObject({
  days: z.number().int().min(1).max(MAX_ACCESS_DAYS).default(DEFAULT_ACCESS_DAYS),
});
export const RefuseInputSchema = z.strictObject({ message: z.string().trim().max(5_000).default('') });

const ACCESS_EVENT_KINDS = ['approved', 'refused', 'used', 'revoked'] as const;
export const AccessEventSchema = z.object({
  kind: z.enum(ACCESS_EVENT_KINDS),
  at: z.string(),
  /** The staff member; null for a visitor's use of the link. */
  by: z.string().nullable(),
});
export type AccessEvent = z.infer<typeof AccessEventSchema>;

/** GET /api/v/media/{id}/access-link/?access=TOKEN: whether the link opens this interview now. */
export const AccessLinkQuerySchema = z.strictObject({ access: z.string().max(500) });
export const AccessLinkStatusSchema = z.object({ media: z.number().int(), unlocked: z.boolean() });
