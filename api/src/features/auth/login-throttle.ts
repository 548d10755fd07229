/**
 * Counts failed logins per username in a sliding window. Beside the per-address rate limit
 * of the login route, this stops guessing one account's password from many addresses.
 * In memory: a restart forgets the counts, which only ever lets a locked name try again.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures = 5,
    readonly windowMs = 15 * 60_000,
    /** Bound on remembered names, so a flood of made-up names cannot grow memory without limit. */
    readonly maxNames = 10_000,
  ) {}

  #key(username: string): string {
    return username.trim().toLowerCase();
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, times);
    return times;
  }

  isLocked(username: string, now = Date.now()): boolean {
    return this.#recent(this.#key(username), now).length >= this.maxFailures;
  }

  recordFailure(username: string, now = Date.now()): void {
    const key = this.#key(username);
    const times = this.#recent(key, now);
    if (!this.#failures.has(key) && this.#failures.size >= this.maxNames) {
      // Forget the oldest name (Map keeps insertion order).
      const oldest = this.#failures.keys().next().value;
      if (oldest !== undefined) this.#failures.delete(oldest);
    }
    this.#failures.set(key, [...times, now]);
  }

  reset(username: string): void {
    this.#failures.delete(this.#key(username));
  }
}
