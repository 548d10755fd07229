/** How often counted plays are written to the database (docs/decisions.md §111: a crash loses at most this much). */
const VIEW_FLUSH_MS = 1_000;

/**
 * Plays counted in memory and written in one statement per interval, and on close. A play is
 * the most frequent write a visitor makes; writing each one would cost a transaction and, worse,
 * used to empty the read cache. Cached answers show the new counts when they expire
 * (READ_CACHE_MAX_AGE_MS), so a count lags by at most the two intervals together.
 */
export class ViewCounter {
  #pending = new Map<number, number>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: (counts: ReadonlyMap<number, number>) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = VIEW_FLUSH_MS,
  ) {}

  /** Counts one play; returns how many plays of this video are not yet written. */
  record(mediaId: number): number {
    const pending = (this.#pending.get(mediaId) ?? 0) + 1;
    this.#pending.set(mediaId, pending);
    // Only when there is something to write: an idle server never wakes up for this.
    this.#timer ??= setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, this.intervalMs).unref();
    return pending;
  }

  /** Writes the counted plays; on failure they are kept for the next flush. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(async () => {
      if (this.#pending.size === 0) return;
      const batch = this.#pending;
      this.#pending = new Map();
      try {
        await this.store(batch);
      } catch (error) {
        for (const [id, n] of batch) this.#pending.set(id, (this.#pending.get(id) ?? 0) + n);
        this.onError(error);
      }
    });
    return this.#flushing;
  }

  /** Stops the timer and writes what is left (graceful stop loses no play). */
  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.flush();
  }
}
