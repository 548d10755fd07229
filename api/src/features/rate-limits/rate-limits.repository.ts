import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/**
 * Adds one to a counter in one statement, so concurrent requests (in any process on the
 * database) never lose a count. An ended window starts again at 1. With `max`, a counter
 * already at `max` inside its window is left alone and null is answered: nothing was counted.
 */
export async function incrementCounter(db: DbOrTx, key: string, windowMs: number, now: number, max?: number): Promise<number | null> {
  const ended = sql<boolean>`rate_limit_counters.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, window_ends_at: now + windowMs })
    .onConflict((oc) => {
      const update = oc.column('key').doUpdateSet({
        count: sql<number>`case when ${ended} then 1 else rate_limit_counters.count + 1 end`,
        window_ends_at: sql<number>`case when ${ended} then ${now + windowMs} else rate_limit_counters.window_ends_at end`,
      });
      return max === undefined ? update : update.where(sql<boolean>`${ended} or rate_limit_counters.count < ${max}`);
    })
    .returning('count')
    .executeTakeFirst();
  return row ? row.count : null;
}

/** The count of a window still running, 0 when there is none. */
export async function currentCount(db: DbOrTx, key: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('count')
    .where('key', '=', key)
    .where('window_ends_at', '>', now)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function deleteCounter(db: DbOrTx, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

export async function deleteEndedCounters(db: DbOrTx, now: number): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
