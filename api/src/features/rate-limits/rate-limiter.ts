import type { DbOrTx } from '../../db/database.ts';
import { currentCount, deleteCounter, deleteEndedCounters, incrementCounter } from './rate-limits.repository.ts';

/** A number of events allowed per window (fixed windows: the count starts again when one ends). */
export interface Limit {
  /** Names the counter, with the subject: `gate`, `login-user`… */
  scope: string;
  max: number;
  windowMs: number;
}

/** Subjects are addresses and usernames; a bound keeps a made-up name from growing a key. */
const MAX_SUBJECT_LENGTH = 200;

/**
 * Rate limits counted in the database, so several Atlas processes on one database share them
 * and a restart forgets nothing. Two ways to count:
 * - `take`: one event per call, refused once the window holds `max` (contact messages, login attempts);
 * - `isBlocked` before the work and `recordFailure` after a failure, so only failures count
 *   (wrong gate passwords, wrong logins of one name).
 */
export class RateLimiter {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => number = Date.now,
  ) {}

  #key(limit: Limit, subject: string): string {
    return `${limit.scope}:${subject.slice(0, MAX_SUBJECT_LENGTH)}`;
  }

  /** Counts one event; false (and nothing counted) when the window is already full. */
  async take(limit: Limit, subject: string): Promise<boolean> {
    return (await incrementCounter(this.db, this.#key(limit, subject), limit.windowMs, this.now(), limit.max)) !== null;
  }

  async isBlocked(limit: Limit, subject: string): Promise<boolean> {
    return (await currentCount(this.db, this.#key(limit, subject), this.now())) >= limit.max;
  }

  async recordFailure(limit: Limit, subject: string): Promise<void> {
    await incrementCounter(this.db, this.#key(limit, subject), limit.windowMs, this.now());
  }

  async reset(limit: Limit, subject: string): Promise<void> {
    await deleteCounter(this.db, this.#key(limit, subject));
  }

  /** Drops counters whose window has ended (they would start again at 1 anyway). */
  async sweep(): Promise<number> {
    return deleteEndedCounters(this.db, this.now());
  }
}
