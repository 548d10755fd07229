import type { CompiledQuery } from 'kysely';

/**
 * Answers worked out from many videos at once (facet counts, a list in title order), kept by the
 * exact statement and parameters that read them, so a filter or search asked again is not read
 * again (docs/decisions.md §1100). The owner empties it on every write; least recently used go first.
 */
export class KeptByStatement<T> {
  readonly #entries = new Map<string, T>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** The key of a statement: its text and its parameters, and what else the answer depends on. */
  static keyOf(compiled: CompiledQuery, extra = ''): string {
    return `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}\u0000${extra}`;
  }

  get(key: string): T | undefined {
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  clear(): void {
    this.#entries.clear();
  }
}
