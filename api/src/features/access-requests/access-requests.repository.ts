import type { AccessRequestStatus } from '#contracts/access-requests';
import type { DbOrTx } from '../../db/database.ts';
import { recordShown } from '../access/read-model.ts';
import type { AccessEventTable, AccessGrantRow, AccessRequestRow } from './access-requests.table.ts';

// SQL only: visitors' requests, the links given for them and their log.

export async function insertRequest(
  db: DbOrTx,
  values: { media_id: number; name: string; email: string; purpose: string; created_at: string },
) {
  return db.insertInto('access_requests').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Newest first, with the interview's title while it exists. */
export async function listRequests(db: DbOrTx, status: AccessRequestStatus | undefined) {
  let query = db
    .selectFrom('access_requests')
    .leftJoin('media', 'media.id', 'access_requests.media_id')
    .selectAll('access_requests')
    .select('media.title as media_title');
  if (status) query = query.where('access_requests.status', '=', status);
  return query.orderBy('access_requests.created_at', 'desc').orderBy('access_requests.id', 'desc').execute();
}

export async function findRequest(db: DbOrTx, id: number) {
  return db
    .selectFrom('access_requests')
    .leftJoin('media', 'media.id', 'access_requests.media_id')
    .selectAll('access_requests')
    .select('media.title as media_title')
    .where('access_requests.id', '=', id)
    .executeTakeFirst();
}

export async function decideRequest(
  db: DbOrTx,
  id: number,
  decision: Pick<AccessRequestRow, 'status' | 'message' | 'decided_at' | 'decided_by'>,
) {
  await db.updateTable('access_requests').set(decision).where('id', '=', id).execute();
}

export async function insertGrant(db: DbOrTx, values: Omit<AccessGrantRow, 'id'>): Promise<number> {
  return (await db.insertInto('access_grants').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function findGrant(db: DbOrTx, id: number): Promise<AccessGrantRow | undefined> {
  return db.selectFrom('access_grants').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest grant of each of these requests. */
export async function latestGrants(db: DbOrTx, requestIds: number[]): Promise<AccessGrantRow[]> {
  if (requestIds.length === 0) return [];
  const rows = await db.selectFrom('access_grants').selectAll().where('request_id', 'in', requestIds).orderBy('id', 'desc').execute();
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.request_id) && seen.add(row.request_id));
}

/** Grants of a request that still work at `now` (not revoked, not expired). */
export async function activeGrants(db: DbOrTx, requestId: number, now: string): Promise<AccessGrantRow[]> {
  return db
    .selectFrom('access_grants')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

export async function revokeGrant(db: DbOrTx, id: number, at: string, by: string | null): Promise<void> {
  await db
    .updateTable('access_grants')
    .set({ revoked_at: at, revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertEvent(db: DbOrTx, event: Omit<AccessEventTable, 'id'>): Promise<void> {
  await db.insertInto('access_events').values(event).execute();
}

export async function listEvents(db: DbOrTx, requestId: number) {
  return db
    .selectFrom('access_events')
    .select(['kind', 'at', 'by'])
    .where('request_id', '=', requestId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** How often each of these grants was used, and when last. */
export async function useCounts(db: DbOrTx, grantIds: number[]) {
  if (grantIds.length === 0) return [];
  return db
    .selectFrom('access_events')
    .select((eb) => ['grant_id', eb.fn.countAll<number | string>().as('uses'), eb.fn.max('at').as('last_used_at')])
    .where('kind', '=', 'used')
    .where('grant_id', 'in', grantIds)
    .groupBy('grant_id')
    .execute();
}

/** Requests for interviews deleted for good go with them (their grants and log cascade). */
export async function deleteRequestsOf(db: DbOrTx, mediaIds: number[]): Promise<void> {
  if (mediaIds.length) await db.deleteFrom('access_requests').where('media_id', 'in', mediaIds).execute();
}

/** Whether the public sees this interview (a request is only taken for one it can find). */
export async function isPublicMedia(db: DbOrTx, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('media')
    .select('id')
    .where('id', '=', id)
    .where((eb) => recordShown(eb))
    .executeTakeFirst();
  return row !== undefined;
}
