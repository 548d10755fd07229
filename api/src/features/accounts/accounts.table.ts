import type { Generated } from 'kysely';

/** An invitation or password-reset link: single use, expiring; only the token's sha256 is kept. */
export interface AccountLinkTable {
  id: Generated<number>;
  user_id: number;
  kind: 'invitation' | 'reset';
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A two-factor recovery code (sha256 of it), usable once. */
export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}
