import type { AccessEvent, AccessRequest, AccessRequestStatus } from '#contracts/access-requests';
import { ErrorCode } from '#contracts/errors';
import { pagePath } from '#contracts/public-pages';
import type { Db, DbOrTx } from '../../db/database.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { RecordActivity } from '../activity/activity.recorder.ts';
import { presentRequest } from './access-requests.presenter.ts';
import * as repo from './access-requests.repository.ts';
import type { AccessGrantRow } from './access-requests.table.ts';
import { signAccessToken } from './access-token.ts';

// Visitors ask for a withheld interview; staff approve with a link that expires, refuse with a
// message, or revoke; every decision and every use is logged with who and when (docs/behaviour.md §401).

export interface RequestsContext {
  db: Db;
  secret: string;
  actor: string | null;
  /** A decision is logged in its own transaction (features/activity/activity.recorder.ts); none for a visitor. */
  recordActivity?: RecordActivity;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The page an approved visitor opens: the interview's public page with the token. */
function accessLink(secret: string, grant: Pick<AccessGrantRow, 'id' | 'media_id' | 'expires_at'>): string {
  const expires = Math.floor(Date.parse(grant.expires_at) / 1000);
  const token = signAccessToken(secret, { grantId: grant.id, mediaId: grant.media_id, expires });
  return `${pagePath('video', { videoId: grant.media_id })}?access=${token}`;
}

export async function createRequest(db: Db, mediaId: number, input: { name: string; email: string; purpose: string }): Promise<number> {
  if (!(await repo.isPublicMedia(db, mediaId))) throw notFound('Video not found');
  return (await repo.insertRequest(db, { media_id: mediaId, ...input, created_at: new Date().toISOString() })).id;
}

async function present(db: DbOrTx, secret: string, rows: Awaited<ReturnType<typeof repo.listRequests>>): Promise<AccessRequest[]> {
  const grants = new Map(
    (
      await repo.latestGrants(
        db,
        rows.map((r) => r.id),
      )
    ).map((g) => [g.request_id, g]),
  );
  const uses = new Map(
    (
      await repo.useCounts(
        db,
        [...grants.values()].map((g) => g.id),
      )
    ).map((u) => [u.grant_id, u]),
  );
  const now = new Date().toISOString();
  return rows.map((row) => {
    const grant = grants.get(row.id);
    const use = grant ? uses.get(grant.id) : undefined;
    return presentRequest(
      row,
      grant
        ? {
            row: grant,
            link: accessLink(secret, grant),
            use: { uses: Number(use?.uses ?? 0), last_used_at: (use?.last_used_at as string | null) ?? null },
          }
        : null,
      now,
    );
  });
}

export async function listRequests(ctx: RequestsContext, status?: AccessRequestStatus): Promise<AccessRequest[]> {
  return present(ctx.db, ctx.secret, await repo.listRequests(ctx.db, status));
}

async function presentOne(ctx: RequestsContext, id: number): Promise<AccessRequest> {
  const row = await repo.findRequest(ctx.db, id);
  if (!row) throw notFound('Request not found');
  return (await present(ctx.db, ctx.secret, [row]))[0]!;
}

/** Revokes the links of a request that still work, each logged. */
async function revokeActive(trx: DbOrTx, requestId: number, at: string, by: string | null): Promise<number> {
  const active = await repo.activeGrants(trx, requestId, at);
  for (const grant of active) {
    await repo.revokeGrant(trx, grant.id, at, by);
    await repo.insertEvent(trx, { request_id: requestId, grant_id: grant.id, kind: 'revoked', at, by });
  }
  return active.length;
}

/** A decision on a request in one transaction: 404 when it is unknown. */
async function decide(ctx: RequestsContext, id: number, work: (trx: DbOrTx, at: string) => Promise<void>): Promise<AccessRequest> {
  await writeTransaction(ctx.db, async (trx) => {
    const request = await repo.findRequest(trx, id);
    if (!request) throw notFound('Request not found');
    await work(trx, new Date().toISOString());
    await ctx.recordActivity?.(trx, { media: [request.media_id] });
  });
  return presentOne(ctx, id);
}

/** Approves with a new link valid for `days`; a link given before stops working. */
export async function approveRequest(ctx: RequestsContext, id: number, days: number): Promise<AccessRequest> {
  return decide(ctx, id, async (trx, at) => {
    const request = (await repo.findRequest(trx, id))!;
    await revokeActive(trx, id, at, ctx.actor);
    const expires = new Date(Math.floor((Date.parse(at) + days * DAY_MS) / 1000) * 1000).toISOString();
    const grantId = await repo.insertGrant(trx, {
      request_id: id,
      media_id: request.media_id,
      expires_at: expires,
      created_at: at,
      created_by: ctx.actor,
      revoked_at: null,
      revoked_by: null,
    });
    await repo.decideRequest(trx, id, { status: 'approved', message: '', decided_at: at, decided_by: ctx.actor });
    await repo.insertEvent(trx, { request_id: id, grant_id: grantId, kind: 'approved', at, by: ctx.actor });
  });
}

/** Refuses with a message for the visitor; a link given before stops working. */
export async function refuseRequest(ctx: RequestsContext, id: number, message: string): Promise<AccessRequest> {
  return decide(ctx, id, async (trx, at) => {
    await revokeActive(trx, id, at, ctx.actor);
    await repo.decideRequest(trx, id, { status: 'refused', message, decided_at: at, decided_by: ctx.actor });
    await repo.insertEvent(trx, { request_id: id, grant_id: null, kind: 'refused', at, by: ctx.actor });
  });
}

/** Stops the request's working link at once; 409 when it has none. */
export async function revokeRequest(ctx: RequestsContext, id: number): Promise<AccessRequest> {
  return decide(ctx, id, async (trx, at) => {
    if ((await revokeActive(trx, id, at, ctx.actor)) === 0)
      throw new HttpError(409, ErrorCode.conflict, 'This request has no working link to revoke.');
  });
}

export async function requestEvents(ctx: RequestsContext, id: number): Promise<AccessEvent[]> {
  if (!(await repo.findRequest(ctx.db, id))) throw notFound('Request not found');
  return repo.listEvents(ctx.db, id);
}
