// The one event of a committed write of interviews (docs/architecture.md "One write path", docs/decisions.md §1810):
// the write path emits it once per commit, and what is kept outside the rows subscribes to it (the read caches,
// the page cache, the search index's upkeep, the access clock and its followers, the recordings' public sets).

/** What a committed write changed. */
export interface InterviewsChanged {
  /** Every interview the write touched (written, created, deleted or brought back); empty: none is named, all may have changed. */
  ids: readonly number[];
  /**
   * Those whose access changed: visibility, level, seal, withheld passages or the day they next change, or the
   * interview came or went (a restore, a delete). The access clock reads its next day again and its followers follow.
   */
  access: readonly number[];
  /** Those whose recordings changed or came back: the recordings' followers (the public set) follow. */
  recordings: readonly number[];
}

export type InterviewsChangedListener = (event: InterviewsChanged) => Promise<void> | void;

/**
 * The subscribers of `interviewsChanged`, told in the order they subscribed. A subscriber's failure is
 * logged, never the write's: the write is committed.
 */
export class InterviewEvents {
  readonly #listeners: InterviewsChangedListener[] = [];

  constructor(private readonly onError: (error: unknown, event: InterviewsChanged) => void) {}

  subscribe(listener: InterviewsChangedListener): void {
    this.#listeners.push(listener);
  }

  async emit(event: InterviewsChanged): Promise<void> {
    for (const listener of this.#listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.onError(error, event);
      }
    }
  }
}
