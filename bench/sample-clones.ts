import type { SeedItem } from '../api/src/seed/seed.ts';

/** `size` interviews cloned from the sample archive, each title numbered so they differ (bench/api-server.ts, bench/bulk.bench.ts). */
export function clones(sample: SeedItem[], size: number, from = 0): SeedItem[] {
  return Array.from({ length: size }, (_, n) => {
    const i = from + n;
    const item = sample[i % sample.length]!;
    return { ...item, title: `${item.title} (${Math.floor(i / sample.length) + 1})` };
  });
}
