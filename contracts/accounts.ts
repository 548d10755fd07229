import { z } from 'zod';
import { decimalInteger } from './common.ts';
import { MAX_ROW_ID } from './constants.ts';
import { roles } from './permissions.ts';

// Staff accounts, invitation and reset links, two-factor sign-in, activity (docs/behaviour.md §500).

const RoleSchema = z.enum(roles);

/** Letters, digits and . _ - only: a username is shown in the activity log and History. */
const UsernameSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(150)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Use letters, digits, dots, hyphens or underscores.');

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: RoleSchema,
  email: z.string().nullable(),
  disabled: z.boolean(),
  /** A password has been set (an invited account has none until its link is used). */
  active: z.boolean(),
  two_factor: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = z.object({ results: z.array(UserSchema) });

export const UserCreateInputSchema = z.strictObject({
  username: UsernameSchema,
  role: RoleSchema,
  email: z.union([z.email().max(254), z.literal('')]).optional(),
});
export type UserCreateInput = z.infer<typeof UserCreateInputSchema>;

export const UserPatchInputSchema = z
  .strictObject({ role: RoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, 'Send role or disabled.');
export type UserPatchInput = z.infer<typeof UserPatchInputSchema>;

/** An invitation or reset link: the admin copies `invitation_url`; `emailed` when it was also sent by email. */
export const AccountLinkSchema = z.object({
  invitation_url: z.string(),
  expires_at: z.string(),
  emailed: z.boolean(),
});
export const UserCreatedSchema = AccountLinkSchema.extend({ user: UserSchema });
export type UserCreated = z.infer<typeof UserCreatedSchema>;
export type AccountLink = z.infer<typeof AccountLinkSchema>;

/** The token of a link: 43 base64url characters (32 random bytes). */
export const LinkParamsSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid link.') });
export const LinkInfoSchema = z.object({ username: z.string(), kind: z.enum(['invitation', 'reset']) });
export type LinkInfo = z.infer<typeof LinkInfoSchema>;
export const SetPasswordInputSchema = z.strictObject({ password: z.string().min(1, 'This field is required').max(1024) });

/** The signed-in account, read by the screens to hide what its role cannot do. */
export const AccountSchema = z.object({
  username: z.string(),
  role: RoleSchema,
  email: z.string().nullable(),
  two_factor: z.boolean(),
  /** REQUIRE_2FA asks this account for two-factor sign-in. */
  two_factor_required: z.boolean(),
});

export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, an SVG data URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;
export const TwoFactorCodeInputSchema = z.strictObject({ code: z.string().trim().min(1, 'This field is required').max(32) });
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const ActivityQuerySchema = z.strictObject({
  actor: z.string().trim().max(150).optional(),
  media: decimalInteger().pipe(z.number().positive().max(MAX_ROW_ID)).optional(),
  page: decimalInteger().pipe(z.number().min(1).max(100_000)).default(1),
});
const ActivityEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  media: z.number().int().nullable(),
  /** The video's title now, when it still exists. */
  media_title: z.string().nullable(),
  /** What else names the change (the account it concerned). */
  detail: z.string().nullable(),
});
export const ActivityListSchema = z.object({ count: z.number().int(), results: z.array(ActivityEntrySchema) });
export type ActivityList = z.infer<typeof ActivityListSchema>;
export type UserList = z.infer<typeof UserListSchema>;
export type Account = z.infer<typeof AccountSchema>;
