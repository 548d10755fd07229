import type { Generated, Selectable } from 'kysely';
import type { Role } from '#contracts/permissions';

/** A staff account (docs/behaviour.md §500); the table keeps its first name from when there was one admin. */
export interface AdminUserTable {
  id: Generated<number>;
  username: string;
  /** scrypt$N$r$p$salt$hash — never a plain password; '' until an invitation is used */
  password_hash: string;
  role: Generated<Role>;
  email: string | null;
  /** 0 or 1 */
  disabled: Generated<number>;
  /** Tokens carry the value they were issued with; raising it ends every session of the account. */
  session_version: Generated<number>;
  /** Base32 TOTP secret once two-factor sign-in is on. */
  totp_secret: Generated<string | null>;
  /** A secret shown for setup, not yet confirmed with a code. */
  totp_pending_secret: Generated<string | null>;
  totp_last_step: Generated<number | null>;
  created_at: string;
  updated_at: string;
}
export type AdminUserRow = Selectable<AdminUserTable>;
