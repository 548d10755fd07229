import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WriteTracker } from '../../db/write-tracker.ts';
import { ReadCache, pickEncoding } from './media.cache.ts';

function setup(maxBytes = 1024 * 1024, maxAgeMs = 10_000) {
  const writes = new WriteTracker();
  let clock = 0;
  const cache = new ReadCache(writes, maxBytes, maxAgeMs, () => clock);
  return { writes, cache, advance: (ms: number) => { clock += ms; } };
}
const text = (answer: { body: Buffer } | undefined) => answer?.body.toString();

describe('ReadCache', () => {
  it('answers until the next write', () => {
    const { writes, cache } = setup();
    cache.set('a', writes.version, '{"a":1}');
    expect(text(cache.get('a'))).toBe('{"a":1}');
    writes.bump();
    expect(cache.get('a')).toBeUndefined();
  });

  it('never stores an answer computed while a write happened', () => {
    const { writes, cache } = setup();
    const version = writes.version;
    writes.bump();
    cache.set('a', version, '{"stale":true}');
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets answers older than the maximum age (writes of other processes)', () => {
    const { writes, cache, advance } = setup(1024 * 1024, 10_000);
    cache.set('a', writes.version, '{}');
    advance(9_999);
    expect(text(cache.get('a'))).toBe('{}');
    advance(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used answers beyond its size', () => {
    const { writes, cache } = setup(100);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) cache.set(key, writes.version, '0123456789');
    expect(text(cache.get('j'))).toBe('0123456789');
    expect(text(cache.get('a'))).toBe('0123456789');
    cache.set('k', writes.version, '0123456789');
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toBe('0123456789');
    cache.set('huge', writes.version, 'x'.repeat(50));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('keeps compressed copies that decode to the answer', () => {
    const { writes, cache } = setup();
    const body = JSON.stringify({ words: 'archive '.repeat(200) });
    cache.set('a', writes.version, body);
    const br = cache.get('a', 'gzip, deflate, br')!;
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(body);
    expect(cache.get('a', 'gzip, deflate, br')!.body).toBe(br.body);
    const gzip = cache.get('a', 'gzip')!;
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(body);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null], ['', null], ['identity', null], ['gzip', 'gzip'], ['br', 'br'], ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'], ['BR;q=0.5', 'br'], ['deflate', null], ['gzip;q=0', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
