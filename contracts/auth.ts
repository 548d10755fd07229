import { z } from 'zod';

export const LoginInputSchema = z.strictObject({
  username: z.string().trim().min(1, 'This field is required').max(150),
  password: z.string().min(1, 'This field is required').max(1024),
  // The product's client also sends these, empty (docs/behaviour.md §3).
  email: z.string().max(254).optional(),
  first_name: z.string().max(150).optional(),
  last_name: z.string().max(150).optional(),
  /** The two-factor or a recovery code, once the server answered two_factor_required (docs/behaviour.md §500). */
  code: z.string().trim().max(32).optional(),
});

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const RefreshInputSchema = z.strictObject({ refresh: z.string().min(1).max(4096) });

export const AccessInputSchema = z.strictObject({ password: z.string().max(1024) });
export const AccessStatusSchema = z.object({ required: z.boolean(), granted: z.boolean() });
export type AccessStatus = z.infer<typeof AccessStatusSchema>;
