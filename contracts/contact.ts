import { z } from 'zod';

/** docs/behaviour.md §5 contact rules, with the exact messages. */
export const ContactInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Full name is required').max(200),
  email: z
    .string()
    .trim()
    .min(1, 'Email address is required')
    .max(254)
    .refine((v) => !/\s/.test(v) && /^[^@]+@[^@]+\.[^@]+$/.test(v), 'Please enter a valid email address'),
  subject: z.string().trim().max(300).optional(),
  message: z.string().trim().min(1, 'Message is required').max(10_000),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const MessageUpdateSchema = z.strictObject({ read: z.boolean() });

/** Answer of POST /api/u/contact/ (201). */
export const ContactSentSchema = z.object({ ok: z.literal(true), id: z.number().int() });
