import type { Config } from '../../config.ts';
import type { DbContext } from '../../db/db-context.ts';
import { findGrant, findRequest, insertEvent } from './access-requests.repository.ts';
import { readAccessToken } from './access-token.ts';

/** What the verifier needs: the database and the server's secret (a Fastify instance is one). */
export interface AccessLinkContext {
  database: Pick<DbContext, 'db'>;
  config: Pick<Config, 'jwtSecret'>;
}

/**
 * The interview an access link (`?access=TOKEN`) opens now, or null: the token must be one this
 * server signed, and the grant it names must be for that interview, not revoked, not expired, on a
 * request still approved. Each time it opens, the use is logged (docs/behaviour.md §401). Read
 * from the database on every call, so a revocation works at once.
 */
export async function unlockedMediaId(ctx: AccessLinkContext, token: string, now = Date.now()): Promise<number | null> {
  const claim = readAccessToken(ctx.config.jwtSecret, token);
  if (!claim || claim.expires * 1000 <= now) return null;
  const { db } = ctx.database;
  const grant = await findGrant(db, claim.grantId);
  const at = new Date(now).toISOString();
  if (!grant || grant.media_id !== claim.mediaId || grant.revoked_at !== null || grant.expires_at <= at) return null;
  const request = await findRequest(db, grant.request_id);
  if (request?.status !== 'approved') return null;
  await insertEvent(db, { request_id: grant.request_id, grant_id: grant.id, kind: 'used', at, by: null });
  return grant.media_id;
}
