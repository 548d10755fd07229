import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { nextAccessChange } from './access-columns.ts';
import { parseRedactions } from './access-rule.ts';
import { accessTime, accessToday } from './access-time.ts';
import * as repo from './access.repository.ts';

/** How long a process trusts the next change day it read: another process may have sealed something since. */
const NEXT_CHANGE_TRUST_MS = 60_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** Brings something kept outside the media row in line with interviews whose access changed. */
type AccessFollower = (mediaIds: readonly number[]) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Adds a follower, told of every access change: every committed write that changed an interview's access (its
     * event, `interviewsChanged`, names them: staff's access writes, a version restored, a video back from the trash)
     * and the clock's own, on the day a seal opens or a passage lifts. A recording's public set follows this way
     * (media-files.plugin.ts, docs/decisions.md §620). A follower's failure is logged, never the request's: the
     * change itself is committed.
     */
    followAccess(follower: AccessFollower): void;
    /** When (ms since the epoch) something sealed or withheld next opens, as this process last read it; Infinity when nothing is due. */
    nextAccessChangeAt(): number;
  }
}

/**
 * A seal opens and a withheld passage lifts by themselves on their day, with no job to run
 * (docs/behaviour.md §300). The rule reads the day, so a fresh answer is right at once; what is
 * kept is brought in line here, lazily: the first request on or after the day (any request, before
 * its answer) records the change as the interview's update at the start of that day (sitemap,
 * OAI datestamps, poster versions follow), reindexes it (its words become searchable), logs the
 * publication and empties the read caches. One comparison per request otherwise; done by whichever
 * process comes first, and harmless twice (a settled row is no longer due).
 */
export const accessClockPlugin = fp(
  async (app: FastifyInstance) => {
    let nextAt = Number.POSITIVE_INFINITY;
    let readAt = 0;
    let settling: Promise<void> | null = null;

    const readNext = async () => {
      const next = await repo.findNextAccessChange(app.database.db);
      nextAt = next === null ? Number.POSITIVE_INFINITY : dayStart(next);
      readAt = accessTime.now();
    };
    const followers: AccessFollower[] = [];
    const follow = async (mediaIds: readonly number[]) => {
      if (mediaIds.length === 0) return;
      for (const follower of followers) {
        await follower(mediaIds).catch((error: unknown) =>
          app.log.error({ err: error, mediaIds }, 'access: a follower of the change failed'),
        );
      }
    };
    // The settled interviews' followers are told through the settling write's event, below.
    const settle = () =>
      (settling ??= settleDue(app)
        .then(readNext)
        .finally(() => (settling = null)));

    // Any write that changed an interview's access: the next day anything opens may now be sooner, and the followers follow.
    app.interviewEvents.subscribe(async (event) => {
      if (event.access.length === 0) return;
      await readNext();
      await follow(event.access);
    });
    app.decorate('followAccess', (follower: AccessFollower) => void followers.push(follower));
    app.decorate('nextAccessChangeAt', () => nextAt);
    app.addHook('onReady', settle);
    app.addHook('onRequest', async () => {
      const now = accessTime.now();
      if (now - readAt > NEXT_CHANGE_TRUST_MS) await readNext();
      if (now >= nextAt) await settle();
    });
  },
  { name: 'access-clock', dependencies: ['database', 'interview-events', 'read-invalidation'] },
);

/**
 * Settles every interview whose day has come, as one write through the one write path (no version
 * kept: nobody edited it), whose event tells the followers. Returns the interviews it settled (none
 * when another process came first).
 */
async function settleDue(app: FastifyInstance): Promise<number[]> {
  const today = accessToday();
  const due = await repo.findDueAccessChanges(app.database.db, today);
  if (due.length === 0) return [];
  return writeInterviews(
    app.writeContext(),
    due.map((row) => row.id),
    async ({ trx, found }) => {
      // Read again under the lock: another process may have settled some meanwhile.
      const settled: number[] = [];
      for (const row of await repo.findDueAccessChanges(trx, today)) {
        if (!found.includes(row.id)) continue;
        const changedAt = new Date(dayStart(row.access_changes_on!)).toISOString();
        await repo.markAccessChanged(
          trx,
          row.id,
          changedAt,
          nextAccessChange({ ...row, redactions: parseRedactions(row.redactions) }, today),
        );
        settled.push(row.id);
      }
      return settled;
    },
    { versions: false },
  );
}
