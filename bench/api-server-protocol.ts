// What bench/api.bench.ts and its server (bench/api-server.ts) say to each other.

/** Asks the bench server to forget what it keeps of single videos before answering. */
export const COLD_HEADER = 'x-bench-cold';

/** The slug of the collection the bench server makes of its first BENCH_COLLECTION_SIZE public interviews. */
export const BENCH_COLLECTION = 'bench-collection';
export const BENCH_COLLECTION_SIZE = 1_000;

export interface BenchServerInfo {
  port: number;
  pids: number[];
  ids: number[];
  words: string[];
  seconds: string;
  /** From starting the workers until the last one listened (it renders pages ahead first, docs/decisions.md §1520). */
  startSeconds: string;
}
