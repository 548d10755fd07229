import type { ConsentPolicy } from '#contracts/consent';
import type { ReadChange } from '../lib/read-cache.ts';
import type { Db, DbOrTx } from './database.ts';
import type { DialectName } from './dialect/dialect.ts';
import { announceChange } from './dialect/shared-changes.ts';

/** The database a service works on: every feature's service takes it first. */
export interface DbContext {
  db: Db;
  dialect: DialectName;
  /** The admin making a write, kept with the version history and the trash; none for the seed. */
  actor?: string | null;
  /** CONSENT_POLICY, checked by every write that publishes (features/consent/consent-policy.ts); none: `warn`. */
  consentPolicy?: ConsentPolicy;
}

/**
 * The context of a write of interviews (features/interview-writes/write-interviews.ts): who writes,
 * and how the read caches of every process learn of it once committed. Routes get one from
 * `request.writeContext()`, code outside a request from `app.writeContext()` (plugins/read-invalidation.ts).
 */
export interface WriteContext extends DbContext {
  actor: string | null;
  /** Forgets what the caches keep of these videos, here and in every other process; called after the commit. */
  readsChanged(change: ReadChange): Promise<void>;
  /**
   * Writes the activity row of the request this write serves, inside the write's transaction, with the
   * videos it touched (features/activity/activity.recorder.ts); none outside a request.
   */
  recordActivity?: (trx: DbOrTx, facts: { action?: string; media?: readonly number[] }) => Promise<void>;
}

/**
 * The context of a write made outside a running server (the seed, a backup restore, a test's
 * fixture): no cache of its own to forget, so it tells the servers on the database (their read
 * caches follow the version row, db/dialect/shared-changes.ts).
 */
export function writeContextOutsideServer(ctx: DbContext): WriteContext {
  return { db: ctx.db, dialect: ctx.dialect, actor: ctx.actor ?? null, readsChanged: async () => void (await announceChange(ctx.db)) };
}
