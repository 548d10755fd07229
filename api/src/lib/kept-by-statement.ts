import type { CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * Answers worked out from many videos at once (facet counts, a list in title order), kept by the
 * exact statement and parameters that read them, so a filter or search asked again is not read
 * again (docs/decisions.md §1100). The owner empties it on every write; least recently used go first.
 * As in PerVideoCache, an answer read while a write happened is not kept.
 */
export class KeptByStatement<T extends object> {
  readonly #entries: LRUCache<string, T>;
  #generation = 0;

  constructor(max: number) {
    this.#entries = new LRUCache<string, T>({ max });
  }

  /** The key of a statement: its text and its parameters, and what else the answer depends on. */
  static keyOf(compiled: CompiledQuery, extra = ''): string {
    return `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}\u0000${extra}`;
  }

  /** The answer kept for `key`, or the one `read` works out, kept unless a write came meanwhile. */
  async getOrRead(key: string, read: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const generation = this.#generation;
    const value = await read();
    if (generation === this.#generation) this.#entries.set(key, value);
    return value;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/** `read`'s answer, through `kept` when there is one (public reads). */
export function readKept<T extends object>(kept: KeptByStatement<T> | null, key: string, read: () => Promise<T>): Promise<T> {
  return kept ? kept.getOrRead(key, read) : read();
}
