import type { DbOrTx } from '../../db/database.ts';
import { perStatement } from '../../db/per-statement.ts';

export async function insertActivity(
  db: DbOrTx,
  entry: { at: string; actor: string; action: string; detail: string | null; mediaIds: number[] },
): Promise<void> {
  const ids = entry.mediaIds.length > 0 ? entry.mediaIds : [null];
  // A row per video; chunks keep each statement's bound parameters under SQLite's limit (an import names thousands).
  for (const run of perStatement(ids)) {
    await db
      .insertInto('activity_log')
      .values(run.map((media_id) => ({ at: entry.at, actor: entry.actor, action: entry.action, detail: entry.detail, media_id })))
      .execute();
  }
}

export interface ActivityFilter {
  actor?: string;
  media?: number;
}

/** Newest first, with each video's title as it is now (none once deleted). */
export async function listActivity(db: DbOrTx, filter: ActivityFilter, limit: number, offset: number) {
  let query = db.selectFrom('activity_log').leftJoin('media', 'media.id', 'activity_log.media_id');
  if (filter.actor) query = query.where('activity_log.actor', '=', filter.actor);
  if (filter.media) query = query.where('activity_log.media_id', '=', filter.media);
  const [rows, total] = await Promise.all([
    query
      .select([
        'activity_log.at',
        'activity_log.actor',
        'activity_log.action',
        'activity_log.media_id',
        'activity_log.detail',
        'media.title',
      ])
      .orderBy('activity_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), rows };
}
