import type { Transaction } from 'kysely';
import type { MediaSnapshot } from '#contracts/interview';
import type { Database } from '../../db/database.ts';
import type { WriteContext } from '../../db/db-context.ts';
import type { InterviewsChanged } from '../../lib/interviews-changed.ts';
import { touchMediaRows } from '../media/media.repository.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { lockMediaRows } from '../../db/dialect/row-locks.ts';
import { perStatement } from '../../db/per-statement.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { guardPublishing } from '../consent/consent-policy.ts';
import { keepReplacedVersions, snapshotsBefore } from '../history/kept-versions.ts';
import { recordPublicationChange } from '../oai/publication-log.repository.ts';
import { reviewStaffWrite } from '../review/review.guard.ts';
import { reindexMedia } from '../search/search.service.ts';
import { syncPeopleOf } from '../people/people-sync.ts';
import { PROPOSAL_ACTION } from '../activity/activity.recorder.ts';
import { accessStates, cameOrWent, changedAccess } from './access-states.ts';
import { guardChecklist } from './publishing.ts';

// THE write path of interviews (docs/architecture.md "One write path", docs/decisions.md §200):
// every write of a video's content goes through writeInterviews, which owns the side effects a
// write must have. Call sites write their rows and nothing else.

/** What the caller's work gets: its transaction and the write's facts. */
export interface InterviewWrite {
  /** The write's transaction: every statement of the work runs in it. */
  trx: Transaction<Database>;
  dialect: DialectName;
  /** The asked videos that exist, locked, in id order (an id not among them is unknown or in the trash; with `inTrash`, the asked ones in the trash). */
  found: readonly number[];
  /** The time of the write (ISO), for every row it stamps: the same in updated_at, the version kept and the log. */
  now: string;
  actor: string | null;
  /** Names a video the work wrote whose id was not asked (one it created): it is reindexed, logged and invalidated too. */
  wrote(id: number): void;
  /**
   * Says what the public sees of a video changed in a way its own row does not show (its transcripts, segments or
   * participants, a collection it joined or left, a setting kept beside it such as the public download): the write path
   * stamps its `updated_at` with `now`, the one place that does (the sitemap's and OAI's datestamps follow).
   */
  publicChanged(id: number): void;
  /** Says a video's recordings changed (a new upload): the recordings' followers are told in the write's event. */
  recordingsChanged(id: number): void;
}

export interface WriteInterviewsOptions {
  /**
   * Which videos the work changed, for the versions kept: by default each found video is read
   * again after the work and compared. A function decides from the video as it was (a visibility
   * change knows beforehand: no second read); `false` keeps none (a move to the trash, which keeps
   * the whole video itself; a backup restore, which replaces the whole archive).
   */
  versions?: false | ((before: MediaSnapshot) => boolean);
  /** The work acts on videos in the trash (a restore, a purge): `found` lists those of `ids` that are there. */
  inTrash?: boolean;
  /** What the activity rows say beyond the route's action (a spreadsheet import: the file it read). */
  activity?: { detail: string };
}

/**
 * Runs `work` as one write of the videos `ids`, and does for it, in this order:
 * 1. opens a write transaction, run again whole after a PostgreSQL deadlock (db/write-transaction.ts);
 * 2. locks the videos' rows first, in id order: the one lock order of every write (db/dialect/row-locks.ts);
 * 3. reads each existing video as it is (its kept version, if the work changes it, whether it is public, its access);
 * 4. runs `work`; a throw rolls everything back and nothing below happens; then stamps `updated_at` of the videos
 *    whose public view the work said changed (`publicChanged`); then, under PUBLISH_CHECKLIST=require, refuses
 *    (409 `publish_checklist`) a video the work made public that lacks a required item (publishing.ts), and under
 *    CONSENT_POLICY=require (409 `consent_required`) one it made public and open without a narrator's public release
 *    (features/consent/consent-policy.ts, docs/behaviour.md §400, §701);
 * 5. keeps the version each changed video replaced (History), with `ctx.actor` and the time;
 * 6. brings the people of each video in line with the names it gives (docs/behaviour.md §1300), and reindexes each video
 *    for search (a video gone from `media` leaves the index);
 * 7. brings the OAI-PMH publication log in line with each video (published, withdrawn, its set);
 * 8. writes the activity row of the request it serves (who changed which videos), in the same transaction,
 *    unless `work` answered 0, false or null: the services' way of saying it found nothing to change (the
 *    route then answers 404), which records nothing;
 * 9. commits, then emits the write's one event, `interviewsChanged` (ctx.interviewsChanged): the videos touched,
 *    those whose access changed (or that came or went) and those whose recordings changed. The read caches of every
 *    process, the page cache, the search index's upkeep, the access clock and its followers subscribe to it.
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
  const { result, event } = await writeTransaction(ctx.db, async (trx) => {
    const now = new Date().toISOString();
    const found = await lockInChunks(trx, ctx.dialect, asked, options.inTrash ?? false);
    const before = options.versions === false ? new Map<number, MediaSnapshot>() : await snapshotsBefore(trx, ctx.dialect, found);
    const accessBefore = await accessStates(trx, asked);
    const wrote: number[] = [];
    const publicChanged = new Set<number>();
    const recordings = new Set<number>();
    // A transcriber's write is checked, and kept as a proposal instead when it changes a public video:
    // then it is undone and has no other effect but the proposal and its activity row (docs/behaviour.md §500).
    const review = await reviewStaffWrite(trx, ctx.dialect, ctx.actor);
    const checkChecklist = await guardChecklist(trx, ctx.dialect, ctx.publishChecklist, found);
    const checkPublishing = await guardPublishing(trx, ctx.consentPolicy, found);
    const result = await work({
      trx,
      dialect: ctx.dialect,
      found,
      now,
      actor: ctx.actor,
      wrote: (id) => void wrote.push(id),
      publicChanged: (id) => void publicChanged.add(id),
      recordingsChanged: (id) => void recordings.add(id),
    });
    const proposed = review ? await review.settle(before) : null;
    if (proposed) {
      await ctx.recordActivity?.(trx, { action: PROPOSAL_ACTION, media: proposed });
      return { result, event: null };
    }
    if (publicChanged.size) await touchMediaRows(trx, [...publicChanged], now);
    const touched = [...new Set([...asked, ...wrote])];
    await checkChecklist(touched);
    await checkPublishing(touched);
    const changed = typeof options.versions === 'function' ? options.versions : undefined;
    await keepReplacedVersions(trx, ctx.dialect, before, { actor: ctx.actor, now, ...(changed ? { changed } : {}) });
    await syncPeopleOf(trx, touched, now);
    for (const id of touched) await reindexMedia(trx, ctx.dialect, id);
    await recordPublicationChange(trx, touched, now);
    if (!changedNothing(result)) await ctx.recordActivity?.(trx, { media: touched, ...options.activity });
    const accessAfter = await accessStates(trx, touched);
    // A video that came or went (a restore, a delete) brings its recordings back or takes them out of the public's reach.
    const event: InterviewsChanged = {
      ids: touched,
      access: changedAccess(accessBefore, accessAfter, touched),
      recordings: [...new Set([...recordings, ...cameOrWent(accessBefore, accessAfter, touched)])],
    };
    return { result, event };
  });
  if (event && event.ids.length > 0) await ctx.interviewsChanged(event);
  return result;
}

/** A work's answer saying it changed nothing: a count of 0, false, or null for a video it did not find. */
const changedNothing = (result: unknown) => result === 0 || result === false || result === null;

async function lockInChunks(trx: Transaction<Database>, dialect: DialectName, ids: number[], inTrash: boolean): Promise<number[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  const found: number[] = [];
  // Chunks in id order keep the one lock order.
  for (const run of perStatement(sorted)) found.push(...(await lockMediaRows(trx, dialect, run, inTrash)));
  return found;
}
