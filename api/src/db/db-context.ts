import type { ConsentPolicy } from '#contracts/consent';
import type { PublishChecklistMode } from '#contracts/publish-checklist';
import type { InterviewsChanged } from '../lib/interviews-changed.ts';
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
  /** PUBLISH_CHECKLIST, checked by every write that publishes (features/interview-writes/publishing.ts); none: `warn`. */
  publishChecklist?: PublishChecklistMode;
}

/**
 * The context of a write of interviews (features/interview-writes/write-interviews.ts): who writes,
 * and where its one event goes once committed. Routes get one from `request.writeContext()`, code
 * outside a request from `app.writeContext()` (plugins/interview-events.ts).
 */
export interface WriteContext extends DbContext {
  actor: string | null;
  /** The write's one event, emitted by the write path after the commit, once (lib/interviews-changed.ts). */
  interviewsChanged(event: InterviewsChanged): Promise<void>;
  /**
   * Writes the activity row of the request this write serves, inside the write's transaction, with the
   * videos it touched (features/activity/activity.recorder.ts); none outside a request.
   */
  recordActivity?: (trx: DbOrTx, facts: { action?: string; detail?: string; media?: readonly number[] }) => Promise<void>;
}

/**
 * The context of a write made outside a running server (the seed, a backup restore, a test's
 * fixture): no subscriber of its own, so its event tells the servers on the database (their read
 * caches follow the version row, db/dialect/shared-changes.ts; the public sets follow at their start:
 * features/media-files/media-files.plugin.ts).
 */
export function writeContextOutsideServer(ctx: DbContext): WriteContext {
  return {
    db: ctx.db,
    dialect: ctx.dialect,
    actor: ctx.actor ?? null,
    ...(ctx.consentPolicy ? { consentPolicy: ctx.consentPolicy } : {}),
    ...(ctx.publishChecklist ? { publishChecklist: ctx.publishChecklist } : {}),
    interviewsChanged: async () => void (await announceChange(ctx.db)),
  };
}
