import type { FastifyRequest } from 'fastify';
import { MAX_ROW_ID } from '#contracts/constants';
import { routeRule, type RouteRule } from '#contracts/permissions';
import type { DbOrTx } from '../../db/database.ts';
import { insertActivity } from './activity.repository.ts';

/** What the write itself knows of the change it records: the videos it touched, what kind of change it was. */
export interface ActivityFacts {
  action?: string;
  detail?: string;
  media?: readonly number[];
}

/**
 * Writes the activity row of the request's change in `trx`, the transaction of the change itself: a change
 * rolled back records nothing, a committed one has its row (docs/behaviour.md §500). Services that write for
 * an admin request take it in their context and call it last inside their transaction.
 */
export type RecordActivity = (trx: DbOrTx, facts?: ActivityFacts) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The recorder of this request's change (a no-op for reads, visitors and routes that record nothing). */
    recordActivity: RecordActivity;
    /** Set once a transaction of this request wrote its activity row. */
    activityRecorded: boolean;
    /** Set when a transcriber's write was kept as a proposal instead of saved (answered 202). */
    keptForReview: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The action of a write kept for review instead of saved (features/review/review.guard.ts). */
export const PROPOSAL_ACTION = 'proposal.create';

/** Whether this request's change is one the log keeps: a signed-in write of a route that records. */
function recordable(request: FastifyRequest): RouteRule | null | undefined {
  if (READS.has(request.method) || !request.admin) return null;
  const rule = routeRule(request.method, request.routeOptions.url ?? '');
  return rule?.record === false ? null : rule;
}

/** The recorder a request's services call inside their transaction (see RecordActivity). */
export function requestActivityRecorder(request: FastifyRequest): RecordActivity {
  return async (trx, facts = {}) => {
    const rule = recordable(request);
    if (rule === null) return;
    if (facts.action === PROPOSAL_ACTION) request.keptForReview = true;
    await insertActivity(trx, {
      at: new Date().toISOString(),
      actor: request.admin!,
      action: facts.action ?? rule?.action ?? `${request.method} ${request.routeOptions.url ?? ''}`,
      detail: facts.detail ?? null,
      mediaIds: [...new Set((facts.media ?? mediaIdsOf(rule, request)).flatMap(asId))],
    });
    request.activityRecorded = true;
  };
}

/**
 * Safety net for a successful write whose service recorded nothing in its transaction (a write with no
 * transaction of its own, such as an upload's metadata): its row is written right after, so no change
 * goes unnamed. The writes the log is about (videos, access, consent, requests, accounts) never reach it.
 */
export async function recordUnrecordedWrite(db: DbOrTx, request: FastifyRequest, status: number): Promise<void> {
  if (status >= 400 || request.activityRecorded) return;
  await request.recordActivity(db);
}

/** A video id as the log can keep it: an unknown id past the database's integer range names no video. */
const asId = (value: unknown): number[] => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ROW_ID ? [n] : [];
};

/** The videos a write names in its request, for writes that do not pass the ones they touched. */
function mediaIdsOf(rule: RouteRule | undefined, request: FastifyRequest): number[] {
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  switch (rule?.media) {
    case 'id':
      return asId(params?.id);
    case 'query':
      return asId(query?.media);
    case 'body': {
      const body = request.body as unknown;
      const items = Array.isArray(body) ? body : [body];
      return items.flatMap((item) => {
        const record = (item ?? {}) as Record<string, unknown>;
        return Array.isArray(record.videoIds) ? record.videoIds.flatMap(asId) : asId(record.media ?? query?.media);
      });
    }
    default:
      return [];
  }
}
