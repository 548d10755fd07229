import type { FastifyRequest } from 'fastify';
import { MAX_ROW_ID } from '#contracts/constants';
import { routeRule, type RouteRule } from '#contracts/permissions';
import type { DbOrTx } from '../../db/database.ts';
import { insertActivity } from './activity.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a handler adds to or changes in the activity its route records (the account it concerned…). */
    activity: { action?: string; detail?: string; media?: number[] } | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records a successful admin write in the activity log (docs/behaviour.md §500), named by the route's
 * entry in `adminRoutePermissions`, so every admin route records who changed what without code of its own.
 */
export async function recordRouteActivity(db: DbOrTx, request: FastifyRequest, status: number, payload: unknown): Promise<void> {
  if (READS.has(request.method) || status >= 400 || !request.admin) return;
  const url = request.routeOptions.url ?? '';
  const rule = routeRule(request.method, url);
  if (rule?.record === false) return;
  const media = request.activity?.media ?? mediaIdsOf(rule, request, payload);
  await insertActivity(db, {
    at: new Date().toISOString(),
    actor: request.admin,
    action: request.activity?.action ?? rule?.action ?? `${request.method} ${url}`,
    detail: request.activity?.detail ?? null,
    mediaIds: media,
  });
}

/** A video id as the log can keep it: an unknown id past the database's integer range names no video. */
const asId = (value: unknown): number[] => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ROW_ID ? [n] : [];
};

function mediaIdsOf(rule: RouteRule | undefined, request: FastifyRequest, payload: unknown): number[] {
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
      const ids = items.flatMap((item) => {
        const record = (item ?? {}) as Record<string, unknown>;
        return Array.isArray(record.videoIds) ? record.videoIds.flatMap(asId) : asId(record.media ?? query?.media);
      });
      return [...new Set(ids)];
    }
    case 'answer':
      try {
        return typeof payload === 'string' ? asId((JSON.parse(payload) as { id?: unknown }).id) : [];
      } catch {
        return [];
      }
    default:
      return [];
  }
}
