/**
 * The one owner of what a process keeps between answers (docs/decisions.md §1900). Each store says which of its
 * entries a change reaches by one rule: an entry names the one interview it shows, or none when it is made of many
 * (a list, a search, a facet count, a rendered page); a change of some interviews forgets the entries naming one of
 * them and every entry made of many, and a change without ids forgets everything. The owner forgets in every store
 * at once, and is the one way a process learns of the other processes' writes (the version row,
 * db/dialect/shared-changes.ts): `catchUp()` before answering from any store, `announce()` after a committed write.
 */

/** Something kept that a change can reach. */
export interface Store {
  /** Moves on at every forget(); a value read since an older generation is not kept. */
  readonly generation: number;
  /** Forgets what a change of `ids` reaches, or everything without ids. */
  forget(ids?: readonly number[]): void;
}

/** A store of values by key, read through `Caches.get`. */
export interface KeyedStore<K, V> extends Store {
  get(key: K): V | undefined;
  /** Keeps `value` unless a change came since `generation`. */
  set(key: K, value: V, generation: number): void;
}

/** A read through one store: the kept value, or the one `load` reads (`Caches.through`). */
export type ReadThrough<K, V> = (key: K, load: () => Promise<V>) => Promise<V>;
/** A read of many videos through one store (`Caches.throughMany`). */
export type ReadManyThrough<V> = (ids: readonly number[], load: (missing: number[]) => Promise<Map<number, V>>) => Promise<Map<number, V>>;

/** How processes on one database tell each other of their writes (db/dialect/shared-changes.ts). */
export interface OtherProcesses {
  announce(): Promise<void>;
  catchUp(onChange: () => void): Promise<void>;
  close(): Promise<void>;
}

export class Caches {
  readonly #stores: Store[] = [];

  constructor(private readonly others: OtherProcesses) {}

  /** Owns `store` from now on: every invalidation reaches it. */
  add<S extends Store>(store: S): S {
    this.#stores.push(store);
    return store;
  }

  /** The reads under way, by store and key: the requests that miss the same entry at once share one (`get`). */
  readonly #loading = new WeakMap<Store, Map<unknown, { generation: number; value: Promise<unknown> }>>();

  /**
   * The value kept under `key`, or the one `load` reads, kept unless a change came meanwhile. The requests that miss
   * it while that read is under way wait for it instead of each reading it again (an index of every place or
   * collection, forgotten by a write, was rebuilt by every request that came before the first rebuild ended), unless a
   * change came since it began: those read again (docs/decisions.md §2511).
   */
  get<K, V>(store: KeyedStore<K, V>, key: K, load: () => Promise<V>): Promise<V> {
    const hit = store.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const generation = store.generation;
    let loading = this.#loading.get(store);
    if (!loading) this.#loading.set(store, (loading = new Map()));
    const under = loading.get(key);
    if (under?.generation === generation) return under.value as Promise<V>;
    const value = (async () => {
      const read = await load();
      store.set(key, read, generation);
      return read;
    })();
    const entry = { generation, value };
    loading.set(key, entry);
    const done = () => {
      if (loading.get(key) === entry) loading.delete(key);
    };
    value.then(done, done);
    return value;
  }

  /** The values of `ids` that exist: the kept ones, and the others read by one call of `load`, kept as `get` keeps. */
  async getMany<V>(
    store: KeyedStore<number, V>,
    ids: readonly number[],
    load: (missing: number[]) => Promise<Map<number, V>>,
  ): Promise<Map<number, V>> {
    const generation = store.generation;
    const found = new Map<number, V>();
    const missing: number[] = [];
    for (const id of ids) {
      const value = store.get(id);
      if (value === undefined) missing.push(id);
      else found.set(id, value);
    }
    if (missing.length === 0) return found;
    for (const [id, value] of await load(missing)) {
      store.set(id, value, generation);
      found.set(id, value);
    }
    return found;
  }

  /** `get` bound to one store, for a module that reads through it without knowing the owner. */
  through<K, V>(store: KeyedStore<K, V>): ReadThrough<K, V> {
    return (key, load) => this.get(store, key, load);
  }

  /** `getMany` bound to one store. */
  throughMany<V>(store: KeyedStore<number, V>): ReadManyThrough<V> {
    return (ids, load) => this.getMany(store, ids, load);
  }

  /** Forgets, in this process, what a change of `ids` reaches (everything without ids). */
  invalidate(ids?: readonly number[]): void {
    for (const store of this.#stores) store.forget(ids);
  }

  /** Tells the other processes that a write committed; resolves once they can see it. */
  announce(): Promise<void> {
    return this.others.announce();
  }

  /** Forgets everything when another process announced a write since the last look; run before answering from a store. */
  catchUp(): Promise<void> {
    return this.others.catchUp(() => this.invalidate());
  }

  close(): Promise<void> {
    return this.others.close();
  }
}
