import type { CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { KeyedStore, ReadThrough } from './caches.ts';

/**
 * Answers worked out from many videos at once (facet counts, a list in title order), kept by the
 * exact statement and parameters that read them, so a filter or search asked again is not read
 * again (docs/decisions.md §1100). Each is made of many videos, so any change forgets them all
 * (the rule of lib/caches.ts, its owner); least recently used go first.
 */
export class KeptByStatement<T extends object> implements KeyedStore<string, T> {
  readonly #entries: LRUCache<string, T>;
  #generation = 0;

  constructor(max: number) {
    this.#entries = new LRUCache<string, T>({ max });
  }

  /** The key of a statement: its text and its parameters, and what else the answer depends on. */
  static keyOf(compiled: CompiledQuery, extra = ''): string {
    return `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}\u0000${extra}`;
  }

  get generation(): number {
    return this.#generation;
  }

  get(key: string): T | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: T, generation: number): void {
    if (generation === this.#generation) this.#entries.set(key, value);
  }

  forget(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/** `read`'s answer, through `kept` when there is one (public reads: `Caches.through`). */
export function readKept<T extends object>(kept: ReadThrough<string, T> | null, key: string, read: () => Promise<T>): Promise<T> {
  return kept ? kept(key, read) : read();
}
