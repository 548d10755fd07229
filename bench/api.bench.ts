import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { testDatabaseUrl } from '../api/test/test-server.ts';
import { buildWebIfStale } from '../scripts/build-web.ts';
import { BENCH_COLLECTION, type BenchServerInfo, COLD_HEADER } from './api-server-protocol.ts';
import { type BenchServer, cpuTicks, startBenchServer } from './bench-server.ts';
import { MIX_SHARES, type Visit } from './bench-config.ts';

// `npm run bench:api [-- --size=200 --seconds=5 --rounds=3 --connections=32 --processes=1,2 --pg=postgres://root@127.0.0.1:5432/test
//   --mix=pages|api --mix-rounds=1 --tail]`
// (manual, never part of npm test). Per process count: one archive of `size` clones of the sample
// interviews, served by bench/api-server.ts, loaded over loopback with autocannon: a single cached
// URL, its 304, the visitor mix (docs/decisions.md §123, with pages §1010), uncached list/detail/search and a
// collection's first and last pages (a collection of up to 1,000 interviews, bench/api-server.ts). Prints req/s, p50,
// p99 and the server's CPU time per request (from /proc, summed over its worker processes).
// Targets (docs/decisions.md §123): mixed >= 60% of the cached rate with p99 < 20 ms; a 304 at least as fast as a cached 200.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const SIZE = Number(args.size ?? 200);
const SECONDS = Number(args.seconds ?? 5);
/**
 * The cached list and its 304 run alternately this many times and each reports its median run:
 * the two differ by a few percent, less than this machine drifts from one run to the next (one
 * run each gave "304 slower" and "304 faster" on the same code).
 */
const PAIR_ROUNDS = Number(args.rounds ?? 3);
const CONNECTIONS = Number(args.connections ?? 32);
const PROCESSES = (args.processes ?? '1,2').split(',').map(Number);
const PG_URL = args.pg ?? '';
const LOGGING = args.logging !== 'no';
/** Only the cases whose name holds one of these words (`--cases=uncached,mixed`); all by default. */
const CASES = args.cases ? args.cases.split(',') : null;
/** The visitor mix with pages (the default, docs/decisions.md §1010) or `api`: the API answers alone, as before pages (bench:compare). */
const MIX: keyof typeof MIX_SHARES = args.mix === 'api' ? 'api' : 'pages';
/** The visitor mix this many times in a row on the same server (`mixed (visitor mix), round N`): the first round renders the pages. */
const MIX_ROUNDS = Number(args['mix-rounds'] ?? 1);
/**
 * `--tail`: after each round of the visitor mix, where its slow answers came from, read from the server's metrics
 * (docs/deploy.md "Metrics"): answers over 20 ms by route, garbage-collection pauses, and the event loop's delay.
 */
const TAIL = 'tail' in args;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
if (TAIL) process.env.BENCH_METRICS_TOKEN = METRICS_TOKEN;
const TICK_MS = 10; // /proc CPU times are in clock ticks of 10 ms (USER_HZ 100) on Linux

interface Row {
  case: string;
  processes: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  cpuMs: number;
  /** PostgreSQL's CPU per request (its backends for the bench's nodes); 0 on SQLite. */
  dbCpuMs: number;
  errors: number;
}

async function startServer(workers: number, logLevel: string): Promise<BenchServer> {
  const database = testDatabaseUrl(PG_URL);
  const server = await startBenchServer({ databaseUrl: database.url, size: SIZE, workers, logLevel, profileDir: args.profile });
  return {
    ...server,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}

type Pick = () => { method: 'GET' | 'POST'; path: string };
const random = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

function visitorMix(server: BenchServerInfo): Pick {
  const visits: Record<Visit, () => ReturnType<Pick>> = {
    detail: () => ({ method: 'GET', path: `/api/v/media/${random(server.ids)}/` }),
    search: () => ({ method: 'GET', path: `/api/v/media/?search=${encodeURIComponent(random(server.words))}&page_size=20` }),
    recent: () => ({ method: 'GET', path: '/api/v/media/recent/?page_size=20' }),
    mostWatched: () => ({ method: 'GET', path: '/api/v/media/most-watched/?page_size=20' }),
    play: () => ({ method: 'POST', path: `/api/v/media/${random(server.ids)}/view/` }),
    page: () => ({
      method: 'GET',
      path: `${random(['/', '/archive', `/archive/${random(server.ids)}`, '/map'])}?lng=${random(['en', 'ar'])}`,
    }),
  };
  const shares = MIX_SHARES[MIX];
  return () => {
    let n = Math.random() * 100;
    for (const [visit, share] of shares) {
      if (n < share) return visits[visit]();
      n -= share;
    }
    return visits[shares.at(-1)![0]]();
  };
}

/** One scrape of the server's metrics (one process's, when there are several), as `name{labels}` → value. */
async function scrape(server: BenchServer): Promise<Map<string, number>> {
  const text = await (
    await fetch(`http://127.0.0.1:${server.port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) ([-+0-9.eE]+|NaN)$/.exec(line);
    if (match)
      samples.set(
        match[1]!
          .replace(/node="bench",?/, '')
          .replace(',}', '}')
          .replace('{}', ''),
        Number(match[2]),
      );
  }
  return samples;
}

/** Where a round's slow answers came from: the difference of two scrapes taken around it. */
function tailReport(before: Map<string, number>, after: Map<string, number>): string {
  const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
  const slow: string[] = [];
  let total = 0;
  let over = 0;
  for (const key of after.keys()) {
    const route = /^atlas_http_request_duration_seconds_count\{(.*)\}$/.exec(key)?.[1];
    if (!route) continue;
    const count = delta(key);
    const fast = delta(`atlas_http_request_duration_seconds_bucket{le="0.02",${route}}`);
    total += count;
    over += count - fast;
    if (count - fast > 0) slow.push(`${route.replace(/method="|route="|"/g, '').replace(',', ' ')}: ${count - fast} of ${count}`);
  }
  const gcCount = [...after.keys()].filter((k) => k.startsWith('atlas_nodejs_gc_duration_seconds_count')).reduce((n, k) => n + delta(k), 0);
  const gcSum = [...after.keys()].filter((k) => k.startsWith('atlas_nodejs_gc_duration_seconds_sum')).reduce((n, k) => n + delta(k), 0);
  const gcLong = [...after.keys()]
    .filter((k) => k.startsWith('atlas_nodejs_gc_duration_seconds_count'))
    .reduce((n, k) => n + delta(k) - delta(k.replace('_count{', '_bucket{le="0.01",')), 0);
  const ms = (s: number | undefined) => ((s ?? 0) * 1000).toFixed(1);
  return (
    `    tail: ${over} of ${total} answers over 20 ms in the server (${slow.join('; ') || 'none'}); ` +
    `GC ${gcCount} pauses, ${ms(gcSum)} ms in all, ${gcLong} over 10 ms; ` +
    `event-loop delay p99 ${ms(after.get('atlas_nodejs_eventloop_lag_p99_seconds'))} ms, max ${ms(after.get('atlas_nodejs_eventloop_lag_max_seconds'))} ms`
  );
}

/**
 * PostgreSQL: the server's backends that serve the bench's nodes (their connections are named `atlas bench PID`,
 * db/connect.ts), whose CPU is what the database carries for the load (docs/deploy.md "Capacity model").
 */
async function databasePids(): Promise<number[]> {
  if (!PG_URL) return [];
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(`select pid from pg_stat_activity where application_name like 'atlas bench %'`);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function load(server: BenchServer, pick: Pick, seconds: number, headers: Record<string, string> = {}) {
  const scraped = TAIL ? await scrape(server) : null;
  const backends = await databasePids();
  const databaseBefore = cpuTicks(backends);
  const before = cpuTicks(server.pids);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, ...pick() }) }],
  });
  const requests = Math.max(1, result.requests.total);
  if (scraped) console.log(tailReport(scraped, await scrape(server)));
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: ((cpuTicks(server.pids) - before) * TICK_MS) / requests,
    // Backends opened during the run are left out: the pool opens its connections in the first rounds.
    dbCpuMs: ((cpuTicks(backends) - databaseBefore) * TICK_MS) / requests,
    errors: result.errors + result.non2xx - (headers['if-none-match'] ? (result['3xx'] ?? 0) : 0),
  };
}

type Measure = Awaited<ReturnType<typeof load>>;
/** The run with the median rate (its latencies and CPU with it). */
const medianRun = (measures: Measure[]) => [...measures].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(measures.length / 2)]!;

async function benchProcesses(workers: number, logLevel = 'off'): Promise<Row[]> {
  const server = await startServer(workers, logLevel);
  console.log(
    `  ${SIZE} videos written in ${server.seconds} s, listening ${server.startSeconds} s later; ${workers} process(es)${logLevel === 'off' ? '' : `, LOG_LEVEL=${logLevel}`}`,
  );
  try {
    const list = '/api/v/media/?page_size=20';
    const res = await fetch(`http://127.0.0.1:${server.port}${list}`);
    const etag = res.headers.get('etag') ?? '';
    let n = 0;
    // The collection the bench server made (up to 1,000 interviews, docs/behaviour.md §1200): its first page and its last.
    const collectionPath = `/api/v/collections/${BENCH_COLLECTION}/`;
    const collectionCount = ((await (await fetch(`http://127.0.0.1:${server.port}${collectionPath}`)).json()) as { count: number }).count;
    const collectionName = `collection of ${collectionCount}`;
    const lastCollectionPage = Math.max(1, Math.ceil(collectionCount / 20));
    const unique = (path: string) => () => ({ method: 'GET' as const, path: `${path}${path.includes('?') ? '&' : '?'}uncached=${n++}` });
    const search = () => unique(`/api/v/media/?search=${encodeURIComponent(random(server.words))}&page_size=20`)();
    // Uncached answers reuse what the server keeps of single videos; "cold" ones find nothing kept.
    const cold = { [COLD_HEADER]: '1' };
    // The place with the most public interviews (docs/behaviour.md §1300): a province holds its communes' and douars'.
    const places = (await (await fetch(`http://127.0.0.1:${server.port}/api/v/places/`)).json()) as {
      results: { slug: string; count: number }[];
    };
    const largest = places.results.reduce((a, b) => (b.count > a.count ? b : a));
    const placeName = `place of ${largest.count}`;
    const place = unique(`/api/v/places/${largest.slug}/`);
    const cases: [string, Pick, Record<string, string>?][] =
      logLevel !== 'off'
        ? [['mixed (visitor mix)', visitorMix(server)]]
        : [
            ['cached list (one URL)', () => ({ method: 'GET' as const, path: list })],
            ['304 list (If-None-Match)', () => ({ method: 'GET' as const, path: list }), { 'if-none-match': etag }],
            ['mixed (visitor mix)', visitorMix(server)],
            [`uncached ${collectionName}, page 1`, () => unique(collectionPath)()],
            [`uncached ${collectionName}, page ${lastCollectionPage}`, () => unique(`${collectionPath}?page=${lastCollectionPage}`)()],
            [`uncached ${collectionName}, cold`, () => unique(collectionPath)(), cold],
            ['uncached list of 20', unique(list)],
            ['uncached list of 20, cold', unique(list), cold],
            ['uncached detail', () => unique(`/api/v/media/${random(server.ids)}/`)()],
            ['uncached search', search],
            ['uncached search, cold', search, cold],
            [`uncached ${placeName}`, place],
            [`uncached ${placeName}, cold`, place, cold],
          ];
    const wanted = cases.filter(([name]) => !CASES || CASES.some((c) => name.includes(c)));
    const paired = wanted.filter(([name]) => name === 'cached list (one URL)' || name === '304 list (If-None-Match)');
    const runs = new Map<string, Measure[]>();
    const warmUp = (pick: Pick, headers?: Record<string, string>) => load(server, pick, 1, headers); // JIT, caches
    for (const [, pick, headers] of paired) await warmUp(pick, headers);
    for (let round = 0; round < PAIR_ROUNDS; round += 1) {
      for (const [name, pick, headers] of paired) {
        runs.set(name, [...(runs.get(name) ?? []), await load(server, pick, SECONDS, headers)]);
      }
    }
    const rows: Row[] = [];
    for (const [name, pick, headers] of wanted) {
      rows.push({
        case: name + (logLevel === 'off' ? '' : `, log ${logLevel}`),
        processes: workers,
        ...(runs.has(name) ? medianRun(runs.get(name)!) : await warmUp(pick, headers).then(() => load(server, pick, SECONDS, headers))),
      });
      if (name !== 'mixed (visitor mix)') continue;
      for (let round = 2; round <= MIX_ROUNDS; round += 1) {
        rows.push({ case: `${name}, round ${round}`, processes: workers, ...(await load(server, pick, SECONDS, headers)) });
      }
    }
    if (runs.size)
      console.log(
        `    alternate rounds, req/s: ${[...runs].map(([name, m]) => `${name} ${m.map((r) => r.reqPerSec).join(', ')}`).join('; ')}`,
      );
    return rows;
  } finally {
    await server.stop();
  }
}

console.log(
  `Atlas API bench: ${CONNECTIONS} connections, ${SECONDS} s per case, ${PG_URL ? 'PostgreSQL' : 'SQLite'}, visitor mix ${MIX === 'api' ? 'of API answers alone' : 'with pages'}, node ${process.version}, ${os.cpus().length} CPUs`,
);
// The visitor mix asks for pages, which the server renders from the web build (bench/api-server.ts).
if (MIX === 'pages') await buildWebIfStale();
const rows: Row[] = [];
for (const workers of PROCESSES) rows.push(...(await benchProcesses(workers)));
// What request logging costs: the mix again with one JSON line per request written to /dev/null.
if (LOGGING) rows.push(...(await benchProcesses(PROCESSES[0]!, 'info')));

const pad = (v: string | number, n: number) => String(v).padStart(n);
console.log(
  `\n${'case'.padEnd(40)}${pad('procs', 6)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('CPU ms/req', 11)}${pad('DB ms/req', 10)}${pad('errors', 8)}`,
);
for (const r of rows) {
  console.log(
    `${r.case.padEnd(40)}${pad(r.processes, 6)}${pad(r.reqPerSec, 8)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.cpuMs.toFixed(3), 11)}${pad(r.dbCpuMs.toFixed(3), 10)}${pad(r.errors, 8)}`,
  );
}
for (const workers of PROCESSES) {
  const of = (name: string) => rows.find((r) => r.processes === workers && r.case === name)!;
  if (!of('cached list (one URL)') || !of('mixed (visitor mix)') || !of('304 list (If-None-Match)')) continue;
  const cached = of('cached list (one URL)');
  const mixed = of('mixed (visitor mix)');
  const notModified = of('304 list (If-None-Match)');
  const share = mixed.reqPerSec / cached.reqPerSec;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `\n${workers} process(es): mixed = ${(share * 100).toFixed(0)}% of cached (target >= 60%: ${verdict(share >= 0.6)}), ` +
      `mixed p99 ${mixed.p99} ms (target < 20 ms: ${verdict(mixed.p99 < 20)}), ` +
      `304 ${notModified.reqPerSec} vs cached 200 ${cached.reqPerSec} req/s (${verdict(notModified.reqPerSec >= cached.reqPerSec)}), ` +
      // The rates are capped by the load generator (one thread, sharing the two cores) more than by
      // the server, so the server's own CPU per answer is printed beside them.
      `server CPU per 304 ${notModified.cpuMs.toFixed(3)} vs per cached 200 ${cached.cpuMs.toFixed(3)} ms (${verdict(notModified.cpuMs <= cached.cpuMs)})`,
  );
}
