import { describe, expect, it } from 'vitest';
import { Caches } from './caches.ts';
import { KeptByStatement } from './kept-by-statement.ts';

/** A process alone on its database: nobody else announces writes. */
const alone = { announce: async () => {}, catchUp: async () => {}, close: async () => {} };

describe('Caches.get', () => {
  it('reads once for the requests that miss an entry at the same time, and again for those after a change', async () => {
    const caches = new Caches(alone);
    const store = caches.add(new KeptByStatement<{ read: number }>(4));
    const releases: (() => void)[] = [];
    const load = async () => {
      const read = releases.length + 1;
      await new Promise<void>((resolve) => releases.push(resolve));
      return { read };
    };
    const before = [caches.get(store, 'index', load), caches.get(store, 'index', load), caches.get(store, 'index', load)];
    expect(releases).toHaveLength(1);
    // A write lands while that read is under way: a request after it must not get what the read found before it.
    caches.invalidate();
    const after = caches.get(store, 'index', load);
    expect(releases).toHaveLength(2);
    for (const release of releases) release();
    expect(await Promise.all(before)).toEqual([{ read: 1 }, { read: 1 }, { read: 1 }]);
    expect(await after).toEqual({ read: 2 });
    // Only the read begun after the change is kept.
    expect(store.get('index')).toEqual({ read: 2 });
    expect(await caches.get(store, 'index', load)).toEqual({ read: 2 });
    expect(releases).toHaveLength(2);
  });

  it('lets the next request read again when a shared read fails', async () => {
    const caches = new Caches(alone);
    const store = caches.add(new KeptByStatement<{ ok: boolean }>(4));
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('database gone');
    };
    await expect(Promise.all([caches.get(store, 'k', failing), caches.get(store, 'k', failing)])).rejects.toThrow('database gone');
    expect(reads).toBe(1);
    expect(await caches.get(store, 'k', async () => ({ ok: true }))).toEqual({ ok: true });
  });
});
