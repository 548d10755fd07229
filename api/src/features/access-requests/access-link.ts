import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DbContext } from '../../db/db-context.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { ViewCounter } from '../media/view-counter.ts';
import { findGrant, findRequest, insertEvent } from './access-requests.repository.ts';
import { readAccessToken } from './access-token.ts';

/** What the verifier needs: the database and the server's secret (a Fastify instance is one). */
export interface AccessLinkContext {
  database: Pick<DbContext, 'db'>;
  config: Pick<Config, 'jwtSecret'>;
}

/** The grant an access link opens, as an opening of its interview counts it. */
export interface LinkGrant {
  grantId: number;
  requestId: number;
}

/**
 * The interview an access link (`?access=TOKEN`) opens now, with its grant, or null: the token must be one this
 * server signed, and the grant it names must be for that interview, not revoked, not expired, on a request still
 * approved. Read from the database on every call, so a revocation works at once; it writes nothing (a use is counted
 * where the interview is opened: LinkUses).
 */
export async function openedGrant(
  ctx: AccessLinkContext,
  token: string,
  now = Date.now(),
): Promise<(LinkGrant & { mediaId: number }) | null> {
  const claim = readAccessToken(ctx.config.jwtSecret, token);
  if (!claim || claim.expires * 1000 <= now) return null;
  const { db } = ctx.database;
  const grant = await findGrant(db, claim.grantId);
  const at = new Date(now).toISOString();
  if (!grant || grant.media_id !== claim.mediaId || grant.revoked_at !== null || grant.expires_at <= at) return null;
  const request = await findRequest(db, grant.request_id);
  if (request?.status !== 'approved') return null;
  return { mediaId: grant.media_id, grantId: grant.id, requestId: grant.request_id };
}

/** The interview an access link opens now, or null (openedGrant). */
export async function unlockedMediaId(ctx: AccessLinkContext, token: string, now = Date.now()): Promise<number | null> {
  return (await openedGrant(ctx, token, now))?.mediaId ?? null;
}

/**
 * The uses of access links (docs/behaviour.md §401): a use is one opening of the link's interview (its page, or its
 * detail when the app asks for it), never each file a player fetches. Counted in memory and logged once a second, as
 * plays are (media/view-counter.ts, docs/decisions.md §111, §1812): a public read writes nothing itself.
 */
export class LinkUses {
  readonly #requests = new Map<number, number>();
  readonly #counter: ViewCounter;

  constructor(db: Db, onError: (error: unknown) => void) {
    this.#counter = new ViewCounter(async (counts) => {
      const at = new Date().toISOString();
      await writeTransaction(db, async (trx) => {
        for (const [grantId, uses] of counts) {
          const requestId = this.#requests.get(grantId);
          if (requestId === undefined) continue;
          for (let i = 0; i < uses; i++) await insertEvent(trx, { request_id: requestId, grant_id: grantId, kind: 'used', at, by: null });
        }
      });
    }, onError);
  }

  opened(grant: LinkGrant): void {
    this.#requests.set(grant.grantId, grant.requestId);
    this.#counter.record(grant.grantId);
  }

  close(): Promise<void> {
    return this.#counter.close();
  }
}
