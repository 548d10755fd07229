import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReadCache, matchesIfNoneMatch, pickEncoding } from './read-cache.ts';

function setup(maxBytes = 1024 * 1024, maxAgeMs = 3_000) {
  let clock = 0;
  const cache = new ReadCache(maxBytes, maxAgeMs, () => clock);
  return {
    cache,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}
const text = (answer: { body: Buffer } | undefined) => answer?.body.toString();

describe('ReadCache', () => {
  it('answers until an invalidation', () => {
    const { cache } = setup();
    cache.set('a', cache.generation, '{"a":1}', null);
    expect(text(cache.get('a'))).toBe('{"a":1}');
    cache.forget();
    expect(cache.get('a')).toBeUndefined();
  });

  it('never stores an answer computed while an invalidation happened, but still returns it', () => {
    const { cache } = setup();
    const generation = cache.generation;
    cache.forget([1]);
    expect(text(cache.set('a', generation, '{"stale":true}', null))).toBe('{"stale":true}');
    expect(cache.get('a')).toBeUndefined();
  });

  it('a change to some videos keeps the details of the others and drops every list', () => {
    const { cache } = setup();
    cache.set('detail 1', cache.generation, '{"id":1}', 1);
    cache.set('detail 2', cache.generation, '{"id":2}', 2);
    cache.set('list', cache.generation, '[1,2]', null);
    cache.forget([1]);
    expect(cache.get('detail 1')).toBeUndefined();
    expect(cache.get('list')).toBeUndefined();
    expect(text(cache.get('detail 2'))).toBe('{"id":2}');
  });

  it('forgets answers older than the maximum age (view counts, writes outside the server)', () => {
    const { cache, advance } = setup(1024 * 1024, 3_000);
    cache.set('a', cache.generation, '{}', null);
    advance(2_999);
    expect(text(cache.get('a'))).toBe('{}');
    advance(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('while one request recomputes a too-old answer, the others get it for at most a second; a write removes it at once', () => {
    const { cache, advance } = setup(1024 * 1024, 3_000);
    cache.set('a', cache.generation, '{"views":1}', null);
    advance(3_001);
    expect(cache.get('a')).toBeUndefined(); // this request computes it again
    expect(text(cache.get('a'))).toBe('{"views":1}');
    advance(1_001);
    expect(cache.get('a')).toBeUndefined(); // the first never came back: the next one computes it
    cache.set('a', cache.generation, '{"views":2}', null);
    expect(text(cache.get('a'))).toBe('{"views":2}');
    advance(3_001);
    expect(cache.get('a')).toBeUndefined();
    cache.forget();
    expect(cache.get('a')).toBeUndefined();
  });

  it('never serves an answer past its last moment, not even while another request recomputes it', () => {
    const { cache, advance } = setup(1024 * 1024, 3_000);
    cache.set('a', cache.generation, '{"sealed":true}', null, undefined, { until: 2_000 });
    advance(1_999);
    expect(text(cache.get('a'))).toBe('{"sealed":true}');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used answers beyond its size', () => {
    const { cache } = setup(100);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) cache.set(key, cache.generation, '0123456789', null);
    expect(text(cache.get('j'))).toBe('0123456789');
    expect(text(cache.get('a'))).toBe('0123456789');
    cache.set('k', cache.generation, '0123456789', null);
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toBe('0123456789');
    cache.set('huge', cache.generation, 'x'.repeat(50), null);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('keeps compressed copies that decode to the answer, each with its own strong ETag', () => {
    const { cache } = setup();
    const body = JSON.stringify({ words: 'archive '.repeat(200) });
    const plain = cache.set('a', cache.generation, body, null);
    const br = cache.get('a', 'gzip, deflate, br')!;
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(body);
    expect(cache.get('a', 'gzip, deflate, br')!.body).toBe(br.body);
    const gzip = cache.get('a', 'gzip')!;
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(body);
    expect(new Set([plain.etag, br.etag, gzip.etag]).size).toBe(3);
    expect(plain.etag).toMatch(/^"[\w-]+"$/);
  });
});

describe('matchesIfNoneMatch', () => {
  it.each([
    [undefined, false],
    ['"x"', true],
    ['W/"x"', true],
    ['"y", "x"', true],
    ['*', true],
    ['"y"', false],
    ['x', false],
  ] as const)('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, '"x"')).toBe(expected);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['deflate', null],
    ['gzip;q=0', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
