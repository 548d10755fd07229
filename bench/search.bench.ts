import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../api/src/app.ts';
import type { Config } from '../api/src/config.ts';
import { timeFacets } from './facet-queries.ts';
import { SEARCH_QUERIES, percentile } from './search-queries.ts';
import { type ArchiveWriter, BATCH, checkAgainstRealIndexer, generate, openPostgresArchive, openSqliteArchive } from './search-archive.ts';

// `npm run bench:search [-- --sizes=1000,10000,50000 --reps=10 --warmup=3 --pg=postgres://root@127.0.0.1:5432/atlas_bench --like-max=10000]`
// (manual, not part of npm test). Builds synthetic archives (about 3,000 transcript words per
// interview, Arabic and Latin mixed, bench/search-archive.ts) grown size by size, the very same
// rows in a temp SQLite file and in a PostgreSQL database of its own (`--pg`, dropped and
// created again, then dropped at the end; `--pg=none` skips it), then times 25 queries through
// the HTTP API on each, side by side, against a plain LIKE '%term%' scan of the SQLite data
// (up to `--like-max` interviews: at 50,000 a scan of 2.5 GB of text takes minutes).
// `--keep=FILE`: the SQLite archive is built in FILE and left there; when FILE already exists it is
// measured as it is (no generation, no PostgreSQL, `--sizes` ignored), so a large archive is built
// once and timed again by another checkout or after a change (each run migrates it first).
// `--keep=postgres://…`: a PostgreSQL archive built before (bench/search-pg-archive.ts) measured as it is, the same way.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const SIZES = (args.sizes ?? '1000,10000,50000').split(',').map(Number);
const REPS = Number(args.reps ?? 10);
/** Untimed passes over the queries first (JIT, statement and regex compilation, page cache). */
const WARMUP = Number(args.warmup ?? 3);
const PG_URL = args.pg === 'none' ? null : (args.pg ?? 'postgres://root@127.0.0.1:5432/atlas_bench');
const LIKE_MAX = Number(args['like-max'] ?? 10_000);
const KEPT_PG = args.keep?.startsWith('postgres') ? args.keep : null;
const KEEP = args.keep && !KEPT_PG ? path.resolve(args.keep) : null;
const REUSE = KEPT_PG !== null || (KEEP !== null && fs.existsSync(KEEP));

// ---- measurements ----

/**
 * Wall-clock latency of each request, and the CPU time this process (server and client, one
 * process) spent on it: the CPU figure does not grow when other jobs load the machine.
 */
async function timeHttp(base: string): Promise<{ all: number[]; cpu: number[]; counts: number[]; perQuery: string }> {
  const all: number[] = [];
  const cpu: number[] = [];
  const counts: number[] = [];
  const perQuery: string[] = [];
  // The API keeps public answers until the next write (api/src/lib/read-cache.ts): a fresh `run`
  // parameter (ignored by the route) makes every request a miss, so the search itself is timed.
  let run = 0;
  const urlOf = (q: string) => `${base}/api/v/media/?${new URLSearchParams({ search: q, page_size: '20', run: String((run += 1)) })}`;
  // Warm-up (JIT, statement and regex compilation, page cache): every query three times, untimed.
  for (let pass = 0; pass < WARMUP; pass += 1) {
    for (const q of SEARCH_QUERIES) await (await fetch(urlOf(q))).arrayBuffer();
  }
  for (const q of SEARCH_QUERIES) {
    const warm = await fetch(urlOf(q));
    if (!warm.ok) throw new Error(`${q}: HTTP ${warm.status}`);
    counts.push(((await warm.json()) as { count: number }).count);
    const mine: number[] = [];
    for (let r = 0; r < REPS; r += 1) {
      const begin = performance.now();
      const cpuBegin = process.cpuUsage();
      const res = await fetch(urlOf(q));
      await res.arrayBuffer();
      mine.push(performance.now() - begin);
      const used = process.cpuUsage(cpuBegin);
      cpu.push((used.user + used.system) / 1000);
    }
    all.push(...mine);
    perQuery.push(`${q} ${percentile(mine, 50).toFixed(1)}`);
  }
  return { all, cpu, counts, perQuery: perQuery.join(' · ') };
}

/** The naive alternative: a case-insensitive LIKE '%term%' scan of every text column, same page and count. */
function timeLike(file: string, reps: number): number[] {
  const sqlite = new SQLite(file, { readonly: true });
  const where = `m.visibility = 'public' and (m.title like @t or m.description like @t
    or exists (select 1 from transcripts t where t.media_id = m.id and t.text like @t)
    or exists (select 1 from segments s where s.media_id = m.id and (s.title like @t or s.description like @t or s.transcript like @t)))`;
  // One scan gives the page and the count, as the search's own query does.
  const page = sqlite.prepare(`select m.id, count(*) over () as n from media m where ${where}
    order by m.interview_date desc, m.created_at desc limit 20`);
  const all: number[] = [];
  for (const q of SEARCH_QUERIES) {
    for (let r = 0; r < reps; r += 1) {
      const begin = performance.now();
      page.all({ t: `%${q}%` });
      all.push(performance.now() - begin);
    }
  }
  sqlite.close();
  return all;
}

const configFor = (databaseUrl: string, dir: string): Config => ({
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  adminUsername: '',
  adminPassword: '',
  platformPassword: '',
  jwtSecret: 'x'.repeat(64),
  seed: 'none',
  webDist: path.join(dir, 'no-web'),
  logRequests: false,
  logLevel: 'info',
  webConcurrency: 1,
  trustProxy: [],
  mediaOrigins: [],
  thumbnailFetch: false,
  socialLinks: [],
});

/** The 25 queries and the facet requests through the real server on one database. */
async function measure(databaseUrl: string, dir: string) {
  const app = await buildApp(configFor(databaseUrl, dir));
  // The index as a server leaves it once writes have stopped (features/search/search-upkeep.ts), tidied before timing.
  const tidyStart = performance.now();
  await app.searchUpkeep.run();
  const tidySeconds = (performance.now() - tidyStart) / 1000;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    return { search: await timeHttp(base), facets: await timeFacets(base, REPS), tidySeconds };
  } finally {
    await app.close();
  }
}

interface Store {
  name: string;
  url: string;
  writer: ArchiveWriter;
  loadSeconds: number;
  indexSeconds: number;
}
const ms = (v: number) => v.toFixed(1);
const rows: string[][] = [];
const notes: string[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-search-bench-'));
const file = KEEP ?? path.join(dir, 'archive.db');
const loadBefore = os.loadavg()[0]!.toFixed(1);
const sqliteArchive = REUSE ? keptArchive(file) : await openSqliteArchive(file);
const pgArchive = PG_URL && !REUSE ? await openPostgresArchive(PG_URL) : null;
const stores: Store[] = KEPT_PG
  ? [{ name: 'PostgreSQL', url: KEPT_PG, writer: keptArchive(KEPT_PG), loadSeconds: 0, indexSeconds: 0 }]
  : [{ name: 'SQLite', url: file, writer: sqliteArchive, loadSeconds: 0, indexSeconds: 0 }];
if (pgArchive) stores.push({ name: 'PostgreSQL', url: PG_URL!, writer: pgArchive, loadSeconds: 0, indexSeconds: 0 });
let count = KEPT_PG ? await keptPgCount(KEPT_PG) : REUSE ? keptCount(file) : 0;
if (REUSE) SIZES.splice(0, SIZES.length, count);
let generateSeconds = 0;
let realBuildMs = 0;
try {
  for (const size of [...SIZES].sort((x, y) => x - y)) {
    while (count < size) {
      const begin = performance.now();
      const batch = generate(count + 1, Math.min(size, count + BATCH));
      generateSeconds += (performance.now() - begin) / 1000;
      if (count === 0) realBuildMs = checkAgainstRealIndexer(batch.slice(0, 200));
      // Both databases load the batch at once (PostgreSQL works in its own server process).
      await Promise.all(
        stores.map(async (store) => {
          const start = performance.now();
          await store.writer.write(batch);
          store.loadSeconds += (performance.now() - start) / 1000;
        }),
      );
      count += batch.length;
      process.stdout.write(
        `  ${count} / ${size}: generated in ${generateSeconds.toFixed(0)} s; loaded (side by side) ${stores.map((s) => `${s.name} ${s.loadSeconds.toFixed(0)} s`).join(', ')}\r`,
      );
    }
    process.stdout.write('\n');
    const figures: string[] = [String(count)];
    const perQuery: string[] = [];
    for (const store of stores) {
      const begin = performance.now();
      await store.writer.finish();
      store.indexSeconds = (performance.now() - begin) / 1000;
      const { search, facets, tidySeconds } = await measure(store.url, dir);
      figures.push(
        ms(percentile(search.all, 50)),
        ms(percentile(search.all, 95)),
        ms(percentile(search.cpu, 50)),
        ms(percentile(facets.all, 50)),
        ms(percentile(facets.all, 95)),
        ms(percentile(facets.cpu, 50)),
        `${store.loadSeconds.toFixed(0)}+${store.indexSeconds.toFixed(0)}`,
        (await store.writer.megabytes()).toFixed(0),
      );
      perQuery.push(
        `  ${store.name} per-query p50 (ms): ${search.perQuery}`,
        `  ${store.name} facets p50 (ms): ${facets.perQuery.join(' · ')}`,
      );
      if (store.name === 'SQLite') figures.push(`${Math.min(...search.counts)}–${Math.max(...search.counts)}`);
      console.log(
        `  ${count} on ${store.name}: index tidied in ${tidySeconds.toFixed(1)} s; search p50 ${ms(percentile(search.all, 50))} ms, p95 ${ms(percentile(search.all, 95))} ms`,
      );
    }
    if (count <= LIKE_MAX && !KEPT_PG) {
      const like = timeLike(file, count >= 10_000 ? 1 : 3);
      figures.push(percentile(like, 50).toFixed(0), percentile(like, 95).toFixed(0));
    } else {
      figures.push('–', '–');
    }
    rows.push(figures);
    console.log(perQuery.join('\n'));
  }
  if (!REUSE)
    notes.push(
      `Generating ${count} interviews took ${generateSeconds.toFixed(0)} s; the real buildSearchDocument costs ${realBuildMs.toFixed(1)} ms per interview ` +
        `and buildSearchDocument + sqliteSearch.write ${sqliteArchive.realWriteMs.toFixed(1)} ms (first 200 interviews).`,
    );
} finally {
  await sqliteArchive.close();
  await pgArchive?.close();
  await pgArchive?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}

/** An archive built by an earlier run (`--keep`): measured, never written. */
function keptArchive(at: string): ArchiveWriter & { realWriteMs: number } {
  return {
    realWriteMs: 0,
    write: () => Promise.reject(new Error(`${at} is measured as it is`)),
    finish: () => Promise.resolve(),
    megabytes: () => (at.startsWith('postgres') ? Promise.resolve(0) : Promise.resolve(fs.statSync(at).size / 1e6)),
    close: () => Promise.resolve(),
  };
}

async function keptPgCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from media')).rows[0]!.n);
  } finally {
    await client.end();
  }
}

function keptCount(at: string): number {
  const sqlite = new SQLite(at, { readonly: true });
  try {
    return (sqlite.prepare('select count(*) as n from media').get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

const header = ['interviews'];
for (const store of stores) {
  const s = store.name === 'SQLite' ? 'SQLite' : 'PG';
  header.push(
    `${s} p50 ms`,
    `${s} p95 ms`,
    `${s} CPU p50`,
    `${s} facets p50`,
    `${s} facets p95`,
    `${s} facets CPU p50`,
    `${s} load+index s`,
    `${s} MB`,
  );
  if (store.name === 'SQLite') header.push('hits/query');
}
header.push('LIKE p50 ms', 'LIKE p95 ms');
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
console.log(
  `\n${SEARCH_QUERIES.length} queries × ${REPS} runs through GET /api/v/media/?search= (page_size 20, snippets included), the same rows on each ` +
    `database; CPU: this process (server and client). Target: p95 < 50 ms at 50,000. LIKE: in-process SQLite scan, same page and count. ` +
    `Load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after (${os.cpus().length} cores).\n`,
);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
for (const note of notes) console.log(`\n${note}`);
