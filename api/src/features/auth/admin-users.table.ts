import type { Generated } from 'kysely';

export interface AdminUserTable {
  id: Generated<number>;
  username: string;
  /** scrypt$N$r$p$salt$hash — never a plain password */
  password_hash: string;
  created_at: string;
  updated_at: string;
}
