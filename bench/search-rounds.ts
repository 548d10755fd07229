import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app.ts';
import { configFromEnv } from '../api/src/config.ts';
import { BATCH, generate, openPostgresArchive, openSqliteArchive } from './search-archive.ts';
import { SEARCH_QUERIES, percentile } from './search-queries.ts';

// One side of bench/compare-base.ts, run inside the checkout it measures (this file is copied into
// the base commit's checkout): `--build --file=F --size=N` writes N generated interviews into a
// SQLite archive (or, when F is a postgres:// address, a PostgreSQL database, dropped and made again) with this
// checkout's own code (bench/search-archive.ts); `--measure --file=F` starts
// this checkout's server on it and times the search bench's queries through HTTP, printing one JSON
// line with p50 and p95 in ms. Only the public interface (configFromEnv, buildApp, the archive
// writer) is used, so both checkouts run it unchanged.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const file = args.file!;

if ('build' in args) {
  const size = Number(args.size ?? 50_000);
  const archive = file.startsWith('postgres') ? await openPostgresArchive(file) : await openSqliteArchive(file);
  for (let count = 0; count < size;) {
    const batch = generate(count + 1, Math.min(size, count + BATCH));
    await archive.write(batch);
    count += batch.length;
  }
  await archive.finish();
  await archive.close();
  console.log(JSON.stringify({ built: size }));
} else {
  const reps = Number(args.reps ?? 3);
  const warmup = Number(args.warmup ?? 1);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-search-rounds-'));
  const app = await buildApp(
    configFromEnv({
      ...process.env,
      DATABASE_URL: file,
      SEED: 'none',
      JWT_SECRET: 'x'.repeat(64),
      LOG_LEVEL: 'error',
      ATLAS_WEB_DIST: dir,
    }),
  );
  await app.searchUpkeep.run();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let run = 0;
  // A fresh `run` parameter makes every request miss the read cache, so the search itself is timed.
  const get = async (q: string) => {
    const res = await fetch(`${base}/api/v/media/?${new URLSearchParams({ search: q, page_size: '20', run: String((run += 1)) })}`);
    if (!res.ok) throw new Error(`${q}: HTTP ${res.status}`);
    await res.arrayBuffer();
  };
  const times: number[] = [];
  const perQuery: Record<string, number> = {};
  try {
    for (let pass = 0; pass < warmup; pass += 1) for (const q of SEARCH_QUERIES) await get(q);
    for (const q of SEARCH_QUERIES) {
      const own: number[] = [];
      for (let r = 0; r < reps; r += 1) {
        const begin = performance.now();
        await get(q);
        own.push(performance.now() - begin);
      }
      times.push(...own);
      perQuery[q] = Math.round(percentile(own, 50) * 10) / 10;
    }
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // `--per-query`: each query's median first (which queries make the p95), on a line of its own.
  if ('per-query' in args) console.log(JSON.stringify(perQuery));
  console.log(JSON.stringify({ p50: percentile(times, 50), p95: percentile(times, 95), n: times.length }));
}
