import type { Transaction } from 'kysely';
import type { MediaSnapshot } from '#contracts/history';
import type { Database } from '../../db/database.ts';
import type { WriteContext } from '../../db/db-context.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { lockMediaRows } from '../../db/dialect/row-locks.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { guardPublishing } from '../consent/consent-policy.ts';
import { keepReplacedVersions, snapshotsBefore } from '../history/kept-versions.ts';
import { recordPublicationChange } from '../oai/publication-log.repository.ts';
import { reviewStaffWrite } from '../review/review.guard.ts';
import { reindexMedia } from '../search/search.service.ts';
import { PROPOSAL_ACTION } from '../activity/activity.recorder.ts';

// THE write path of interviews (docs/architecture.md "One write path", docs/decisions.md §200):
// every write of a video's content goes through writeInterviews, which owns the side effects a
// write must have. Call sites write their rows and nothing else.

/** What the caller's work gets: its transaction and the write's facts. */
export interface InterviewWrite {
  /** The write's transaction: every statement of the work runs in it. */
  trx: Transaction<Database>;
  dialect: DialectName;
  /** The asked videos that exist, locked, in id order (an id not among them is unknown or in the trash). */
  found: readonly number[];
  /** The time of the write (ISO), for every row it stamps: the same in updated_at, the version kept and the log. */
  now: string;
  actor: string | null;
  /** Names a video the work wrote whose id was not asked (one it created): it is reindexed, logged and invalidated too. */
  wrote(id: number): void;
}

export interface WriteInterviewsOptions {
  /**
   * Which videos the work changed, for the versions kept: by default each found video is read
   * again after the work and compared. A function decides from the video as it was (a visibility
   * change knows beforehand: no second read); `false` keeps none (a move to the trash, which keeps
   * the whole video itself; a backup restore, which replaces the whole archive).
   */
  versions?: false | ((before: MediaSnapshot) => boolean);
}

/**
 * Runs `work` as one write of the videos `ids`, and does for it, in this order:
 * 1. opens a write transaction, run again whole after a PostgreSQL deadlock (db/write-transaction.ts);
 * 2. locks the videos' rows first, in id order: the one lock order of every write (db/dialect/row-locks.ts);
 * 3. reads each existing video as it is (its kept version, if the work changes it);
 * 4. runs `work`; a throw rolls everything back and nothing below happens; then, under
 *    CONSENT_POLICY=require, refuses (409 `consent_required`) a video the work made public and open without
 *    a narrator's public release (features/consent/consent-policy.ts, docs/behaviour.md §400);
 * 5. keeps the version each changed video replaced (History), with `ctx.actor` and the time;
 * 6. reindexes each video for search (a video gone from `media` leaves the index);
 * 7. brings the OAI-PMH publication log in line with each video (published, withdrawn, its set);
 * 8. writes the activity row of the request it serves (who changed which videos), in the same transaction;
 * 9. commits, then forgets the cached reads of the videos in every process (ctx.readsChanged).
 * Returns what `work` returned. `ids` may name videos that do not exist yet (a restore from the
 * trash brings its id back); work that creates a video names it with `write.wrote(id)`.
 */
export async function writeInterviews<T>(
  ctx: WriteContext,
  ids: readonly number[],
  work: (write: InterviewWrite) => Promise<T>,
  options: WriteInterviewsOptions = {},
): Promise<T> {
  const asked = [...new Set(ids)];
  const { result, touched } = await writeTransaction(ctx.db, async (trx) => {
    const now = new Date().toISOString();
    const found = await lockInChunks(trx, ctx.dialect, asked);
    const before = options.versions === false ? new Map<number, MediaSnapshot>() : await snapshotsBefore(trx, ctx.dialect, found);
    const wrote: number[] = [];
    // A transcriber's write is checked, and kept as a proposal instead when it changes a public video:
    // then it is undone and has no other effect but the proposal and its activity row (docs/behaviour.md §500).
    const review = await reviewStaffWrite(trx, ctx.dialect, ctx.actor);
    const checkPublishing = await guardPublishing(trx, ctx.consentPolicy, found);
    const result = await work({ trx, dialect: ctx.dialect, found, now, actor: ctx.actor, wrote: (id) => void wrote.push(id) });
    const proposed = review ? await review.settle(before) : null;
    if (proposed) {
      await ctx.recordActivity?.(trx, { action: PROPOSAL_ACTION, media: proposed });
      return { result, touched: [] };
    }
    await checkPublishing([...new Set([...found, ...wrote])]);
    const changed = typeof options.versions === 'function' ? options.versions : undefined;
    await keepReplacedVersions(trx, ctx.dialect, before, { actor: ctx.actor, now, ...(changed ? { changed } : {}) });
    const touched = [...new Set([...asked, ...wrote])];
    for (const id of touched) await reindexMedia(trx, ctx.dialect, id);
    await recordPublicationChange(trx, touched, now);
    await ctx.recordActivity?.(trx, { media: touched });
    return { result, touched };
  });
  if (touched.length > 0) await ctx.readsChanged({ mediaIds: touched });
  return result;
}

/** Ids per statement: far below SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

async function lockInChunks(trx: Transaction<Database>, dialect: DialectName, ids: number[]): Promise<number[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  const found: number[] = [];
  // Chunks in id order keep the one lock order.
  for (let i = 0; i < sorted.length; i += CHUNK) found.push(...(await lockMediaRows(trx, dialect, sorted.slice(i, i + CHUNK))));
  return found;
}
