import type { Db } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';

/**
 * The interview an access link's token unlocks, or null when the token unlocks nothing (unknown,
 * expired, revoked). The access-requests feature supplies the verification (signed, expiring,
 * revocable tokens issued on approval); until it does, no token unlocks anything. The access rule
 * (access-rule.ts) then shows that one interview to the link's holder as open.
 */
export async function unlockedMediaId(_ctx: { db: Db; dialect: DialectName }, _token: string): Promise<number | null> {
  return null;
}
