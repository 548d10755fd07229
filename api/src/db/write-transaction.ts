import { setTimeout as delay } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { Database, Db } from './database.ts';
import { isRetryableConflict } from './dialect/database-errors.ts';

/** Runs after the first; PostgreSQL rarely needs a second once rows are locked in one order. */
const MAX_ATTEMPTS = 4;

/**
 * One write transaction, run again when PostgreSQL rolled it back to break a deadlock or a
 * serialization conflict (nothing of it was kept). Lock order (lockMediaRows) makes those
 * rare; shared rows such as a new topic name saved by two videos at once can still meet.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error;
      // A short random pause, so the two sides of a deadlock do not meet again at once.
      await delay(5 + Math.random() * 20 * attempt);
    }
  }
}
