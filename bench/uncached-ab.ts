import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { withPgClient } from '../api/test/pg-worker-databases.ts';
import { type BenchServer, THIS_TREE, cpuTicks, startBenchServer } from './bench-server.ts';

// `npx tsx bench/uncached-ab.ts --base=DIR [--cases=search,list,detail --pg=postgres://root@127.0.0.1:5432/DB --processes=1
//   --rounds=8 --seconds=3 --connections=32 --size=200 --profile=DIR --compare]` (manual, never part of npm test).
// This checkout against another (DIR: the code before a change, node_modules linked), side by side: each side's
// bench/api-server.ts on its own database (SQLite file, or on PostgreSQL a database `DB_ab0` / `DB_ab1` made and
// dropped here), then bench:api's uncached cases (a new `uncached=N` each request: the read cache misses, what is kept
// of single videos is used) in bursts at each side alternately, the order swapped every round. Prints each burst's
// server CPU per request from /proc (10 ms ticks; on PostgreSQL also that side's database backends), the medians and
// the median of the rounds' ratios. `--compare`: instead, asks both sides for some 5,600 search URLs made from the
// sample archive's words (words, prefixes, phrases, all words, pages 2 and 3, facets, orders) and counts the answers
// that differ, ports and times of writing aside (docs/decisions.md §1510).

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => [...a.replace(/^--/, '').split('='), 'yes'].slice(0, 2) as [string, string]),
);
if (!args.base) throw new Error('--base=DIR: a checkout of the code to compare with');
const TREES = [path.resolve(args.base), THIS_TREE];
const PG = args.pg ?? '';
const WORKERS = Number(args.processes ?? 1);
const ROUNDS = Number(args.rounds ?? 8);
const SECONDS = Number(args.seconds ?? 3);
const CONNECTIONS = Number(args.connections ?? 32);
const CASES = (args.cases ?? 'search').split(',');
const TICK_MS = 10;

interface Server extends BenchServer {
  tree: string;
  database: string | null;
}

async function start(tree: string, i: number): Promise<Server> {
  let url: string;
  let database: string | null = null;
  if (PG) {
    const base = new URL(PG);
    database = `${base.pathname.slice(1)}_ab${i}`;
    await withPgClient(PG, async (c) => {
      await c.query(`drop database if exists "${database}" with (force)`);
      await c.query(`create database "${database}"`);
    });
    base.pathname = `/${database}`;
    url = base.toString();
  } else {
    url = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'search-ab-')), 'atlas.db');
  }
  const server = await startBenchServer({
    tree,
    databaseUrl: url,
    size: Number(args.size ?? 200),
    workers: WORKERS,
    logLevel: 'off',
    profileDir: args.profile ? path.join(args.profile, String(i)) : undefined,
  });
  return { ...server, tree, database };
}

const backends = async (s: Server): Promise<number[]> =>
  s.database
    ? withPgClient(PG, async (c) =>
        (await c.query('select pid from pg_stat_activity where datname = $1', [s.database])).rows.map((r) => r.pid),
      )
    : [];

let n = 0;
const random = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const picks: Record<string, (s: Server) => string> = {
  search: (s) => `/api/v/media/?search=${encodeURIComponent(random(s.words))}&page_size=20&uncached=${n++}`,
  list: () => `/api/v/media/?page_size=20&uncached=${n++}`,
  detail: (s) => `/api/v/media/${random(s.ids)}/?uncached=${n++}`,
};

async function burst(s: Server, kind: string, seconds: number) {
  const pids = await backends(s);
  const before = cpuTicks(s.pids);
  const dbBefore = new Map(pids.map((pid) => [pid, cpuTicks([pid])]));
  const result = await autocannon({
    url: `http://127.0.0.1:${s.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: picks[kind]!(s) }) }],
  });
  const requests = Math.max(1, result.requests.total);
  const errors = result.errors + result.non2xx;
  const cpu = ((cpuTicks(s.pids) - before) * TICK_MS) / requests;
  // Backends that ended during the burst (a connection replaced) are left out: their last ticks are gone.
  const dbTicks = pids
    .filter((pid) => fs.existsSync(`/proc/${pid}/stat`))
    .reduce((sum, pid) => sum + cpuTicks([pid]) - dbBefore.get(pid)!, 0);
  const db = (dbTicks * TICK_MS) / requests;
  return { cpu, db, rate: Math.round(result.requests.average), errors };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const load = () => os.loadavg()[0]!.toFixed(1);

/** Search URLs over the sample archive's words: words, prefixes, phrases, Arabic, pages 2 and 3, all words, facets, orders. */
function compareUrls(): string[] {
  const sample = JSON.parse(fs.readFileSync(new URL('../api/src/seed/sample-archive.json', import.meta.url), 'utf8')) as {
    media: Record<string, unknown>[];
  };
  const texts: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') texts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(sample.media);
  const words = new Set<string>();
  const phrases = new Set<string>();
  for (const t of texts) {
    const ws = t.split(/[\s.,;:!?()"«»،؛؟[\]]+/u).filter((w) => w.length > 0 && !/^https?/.test(w));
    ws.forEach((w) => words.add(w));
    for (let i = 0; i + 1 < ws.length; i += 7) phrases.add(`${ws[i]} ${ws[i + 1]}`);
    for (let i = 3; i + 2 < ws.length; i += 23) phrases.add(`${ws[i]} ${ws[i + 1]} ${ws[i + 2]}`);
  }
  const every = <T>(xs: T[], k: number) => xs.filter((_, i) => i % k === 0);
  const wordList = [...words];
  const queries = [
    ...every(wordList, Math.max(1, Math.floor(wordList.length / 900))),
    ...every(wordList, 7).map((w) => w.slice(0, 3)),
    ...every(wordList, 11).map((w) => w.slice(0, 2)),
    ...every([...phrases], Math.max(1, Math.floor(phrases.size / 500))),
    ...every(wordList, 13).map((w) => w.toUpperCase()),
    'ß',
    'strasse',
    'ﬁre',
    'أحيدوس',
    'الماء',
    'ماء',
    'ahidous',
    'cedar',
    'azrou ifrane',
    '  ',
    '""',
    'a',
    'é',
  ];
  const unique = [...new Set(queries)];
  const urls: string[] = [];
  unique.forEach((q, i) => {
    const base = `/api/v/media/?search=${encodeURIComponent(q)}`;
    urls.push(`${base}&page_size=20`);
    if (i % 5 === 0) urls.push(`${base}&page_size=5&page=2`, `${base}&page_size=5&page=3`);
    if (i % 7 === 0) urls.push(`${base}&match=all_words&page_size=20`);
    if (i % 11 === 0) urls.push(`${base}&facets=1&page_size=20`, `${base}&region=Azrou&page_size=20`, `${base}&topic=Music&facets=1`);
    if (i % 13 === 0) urls.push(`${base}&sort=title&lang=ar`, `${base}&sort=newest&page_size=10`, `${base}&sort=relevance&page_size=10`);
  });
  return urls;
}

/** Same bytes from every server for each URL, ports and times of writing aside. */
async function compare(): Promise<void> {
  const urls = compareUrls();
  const norm = (body: string, s: Server) =>
    body
      .replaceAll(`127.0.0.1:${s.port}`, 'HOST')
      .replace(/"(created_at|updated_at)":"[^"]*"/g, '"$1":"T"')
      .replace(/poster\/\?v=[^"]*/g, 'poster/?v=T');
  let differ = 0;
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < urls.length; k = next++) {
      const url = urls[k]!;
      const bodies = await Promise.all(
        servers.map(async (s) => {
          const res = await fetch(`http://127.0.0.1:${s.port}${url}`);
          return `${res.status} ${norm(await res.text(), s)}`;
        }),
      );
      bytes += bodies[0]!.length;
      if (bodies.some((b) => b !== bodies[0])) {
        differ += 1;
        if (differ <= 5) console.log(`DIFFERS ${url}\n  ${bodies.join('\n  ')}`);
      }
      if (k % 500 === 0) console.log(`  ${k}/${urls.length}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  console.log(`compared ${urls.length} URLs (${(bytes / 1e6).toFixed(1)} MB from each): ${differ} differ`);
}

const servers: Server[] = [];
try {
  for (const [i, tree] of TREES.entries()) servers.push(await start(tree, i));
  if (args.compare) await compare();
  console.log(`${PG ? 'PostgreSQL' : 'SQLite'}, ${WORKERS} process(es), ${CONNECTIONS} connections, ${SECONDS} s bursts; load ${load()}`);
  for (const kind of args.compare ? [] : CASES) {
    for (const s of servers) await burst(s, kind, 1); // JIT, kept summaries
    const cpu = servers.map(() => [] as number[]);
    const db = servers.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      const line: string[] = [];
      for (const i of order) {
        const r = await burst(servers[i]!, kind, SECONDS);
        cpu[i]!.push(r.cpu);
        db[i]!.push(r.db);
        line.push(`${i}: ${r.cpu.toFixed(3)}${PG ? ` db ${r.db.toFixed(3)}` : ''} (${r.rate}/s${r.errors ? `, ${r.errors} errors` : ''})`);
      }
      console.log(`  ${kind} round ${round + 1}: ${line.join('  ')}`);
    }
    const medians = cpu.map(median);
    console.log(
      `${kind}: medians ${servers.map((s, i) => `${i === 0 ? 'base' : 'this'} ${medians[i]!.toFixed(3)}${PG ? ` (db ${median(db[i]!).toFixed(3)})` : ''}`).join(', ')}` +
        `; this ÷ base, median of rounds ${median(cpu[1]!.map((c, r) => c / cpu[0]![r]!)).toFixed(2)}` +
        `; load ${load()}`,
    );
  }
} finally {
  for (const s of servers) {
    await s.stop();
    if (s.database) await withPgClient(PG, (c) => c.query(`drop database if exists "${s.database}" with (force)`));
  }
}
