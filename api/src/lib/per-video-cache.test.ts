import { describe, expect, it } from 'vitest';
import { Caches } from './caches.ts';
import { PerVideoCache } from './per-video-cache.ts';

interface Value {
  title: string;
}

function setup(bounds: { max: number } | { maxSize: number; sizeOf: (v: Value) => number } = { max: 100 }) {
  let clock = 1_000;
  const cache = new PerVideoCache<Value>({ ...bounds, maxAgeMs: 3_000, now: () => clock });
  const owner = new Caches({ announce: async () => {}, catchUp: async () => {}, close: async () => {} });
  owner.add(cache);
  return {
    cache,
    getMany: (ids: number[], load: (missing: number[]) => Promise<Map<number, Value>>) => owner.getMany(cache, ids, load),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}
const titleOf = (id: number) => ({ title: `Video ${id}` });
const titles = (cache: PerVideoCache<Value>, ids: number[]) => ids.map((id) => cache.get(id)?.title);

describe('PerVideoCache, read through its owner (Caches)', () => {
  it('reads only what it does not hold, in one call, and keeps it', async () => {
    const { getMany } = setup();
    const asked: number[][] = [];
    const load = async (ids: number[]) => {
      asked.push(ids);
      return new Map(ids.map((id) => [id, titleOf(id)]));
    };
    await getMany([1, 2], load);
    const found = await getMany([2, 3, 1], load);
    expect(asked).toEqual([[1, 2], [3]]);
    expect([...found.keys()].sort()).toEqual([1, 2, 3]);
  });

  it('keeps a value until it is as old as a cached answer may be', () => {
    const { cache, advance } = setup();
    cache.set(1, titleOf(1), cache.generation);
    advance(2_999);
    expect(cache.get(1)?.title).toBe('Video 1');
    advance(2);
    expect(cache.get(1)).toBeUndefined();
  });

  it('forgets the videos a write names, and keeps the others', () => {
    const { cache } = setup();
    for (const id of [1, 2, 3]) cache.set(id, titleOf(id), cache.generation);
    cache.forget([2]);
    expect(titles(cache, [1, 2, 3])).toEqual(['Video 1', undefined, 'Video 3']);
    cache.forget();
    expect(titles(cache, [1, 3])).toEqual([undefined, undefined]);
  });

  it('does not keep what was read before a write that happened while it was read', async () => {
    const { cache, getMany } = setup();
    await getMany([7], async (ids) => {
      cache.forget([7]); // the write commits while the read is under way
      return new Map(ids.map((id) => [id, { title: 'Before the write' }]));
    });
    expect(cache.get(7)).toBeUndefined();
    cache.set(7, { title: 'After the write' }, cache.generation);
    expect(cache.get(7)?.title).toBe('After the write');
  });

  it('holds at most its count or its size, forgetting the least recently used', () => {
    const byCount = setup({ max: 2 }).cache;
    byCount.set(1, titleOf(1), 0);
    byCount.set(2, titleOf(2), 0);
    byCount.get(1);
    byCount.set(3, titleOf(3), 0);
    expect(titles(byCount, [1, 2, 3])).toEqual(['Video 1', undefined, 'Video 3']);

    const bySize = setup({ maxSize: 20, sizeOf: (v) => v.title.length }).cache; // 'Video N' is 7
    for (const id of [1, 2, 3]) bySize.set(id, titleOf(id), 0);
    expect(titles(bySize, [1, 2, 3])).toEqual([undefined, 'Video 2', 'Video 3']);
  });
});
