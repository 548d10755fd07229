import type { Role } from '#contracts/permissions';
import type { Require2fa } from '../../config.ts';

/** REQUIRE_2FA=admin asks admins, =all every account, =off none (docs/behaviour.md §500). */
export function twoFactorRequiredFor(setting: Require2fa | undefined, role: Role): boolean {
  return setting === 'all' || (setting === 'admin' && role === 'admin');
}
