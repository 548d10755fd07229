import { LRUCache } from 'lru-cache';
import type { KeyedStore } from './caches.ts';
import { READ_CACHE_MAX_AGE_MS } from './read-cache.ts';

/** At most `max` videos, or at most `maxSize` in all, each value measured by `sizeOf`. */
type Bounds<T> = ({ max: number } | { maxSize: number; sizeOf: (value: T) => number }) & {
  maxAgeMs?: number;
  now?: () => number;
};

/**
 * Something worked out for single videos, kept between answers in this process: a page the
 * read cache does not hold (another page, word or filter) reuses what it finds here for the
 * videos it shows, and reads only the others (`Caches.getMany`).
 *
 * One of the stores lib/caches.ts owns, kept right as every other one: a write forgets the
 * videos it changed (or all), another process's write forgets all, a value read while a write
 * happened is not kept (`generation`), and nothing lives longer than a cached answer may
 * (READ_CACHE_MAX_AGE_MS), so a view count in it is no later than an answer's.
 */
export class PerVideoCache<T extends object> implements KeyedStore<number, T> {
  readonly #entries: LRUCache<number, T>;
  #generation = 0;

  constructor(bounds: Bounds<T>) {
    const { maxAgeMs = READ_CACHE_MAX_AGE_MS, now = () => performance.now() } = bounds;
    // Staleness is read from the clock at every lookup, not once per millisecond.
    const age = { ttl: maxAgeMs, ttlResolution: 0, perf: { now } };
    this.#entries =
      'max' in bounds
        ? new LRUCache<number, T>({ max: bounds.max, ...age })
        : new LRUCache<number, T>({ maxSize: bounds.maxSize, sizeCalculation: (value) => Math.max(1, bounds.sizeOf(value)), ...age });
  }

  /** Moves on at every forget(); a reader records it before reading and keeps what it read only if unchanged. */
  get generation(): number {
    return this.#generation;
  }

  get(id: number): T | undefined {
    return this.#entries.get(id);
  }

  set(id: number, value: T, generation: number): void {
    if (generation === this.#generation) this.#entries.set(id, value);
  }

  /** Forgets the given videos, or every video. */
  forget(mediaIds?: readonly number[]): void {
    this.#generation += 1;
    if (!mediaIds) this.#entries.clear();
    else for (const id of mediaIds) this.#entries.delete(id);
  }
}
