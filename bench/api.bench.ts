import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../api/src/app.ts';
import type { Config } from '../api/src/config.ts';
import { readSampleArchive, seedItems, type SeedItem } from '../api/src/seed/seed.ts';
import { testDatabaseUrl } from '../api/test/test-server.ts';

// `npm run bench:api [-- --sizes=200,2000 --seconds=5 --connections=32 --pg=postgres://root@127.0.0.1:5432/test]`
// (manual, not part of npm test). Builds one server per archive size, filled with clones of the
// sample interviews (each clone is sample-sized: transcripts, segments, participants), then
// loads list, search and detail over loopback with autocannon and prints req/s, p50 and p99.
// The server runs in its own process, so the load generator does not share its event loop.
// Target (issue 2): list of 20 at 32 connections, p99 under 20 ms.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const SIZES = (args.sizes ?? '200,2000').split(',').map(Number);
const SECONDS = Number(args.seconds ?? 5);
const CONNECTIONS = Number(args.connections ?? 32);
const PG_URL = args.pg ?? '';
const SERVE = args.serve ? Number(args.serve) : null;

interface Row { case: string; size: number; reqPerSec: number; p50: number; p99: number; errors: number }

/** `size` interviews cloned from the sample archive, each title numbered so they differ. */
function clones(sample: SeedItem[], size: number): SeedItem[] {
  return Array.from({ length: size }, (_, i) => {
    const item = sample[i % sample.length]!;
    return { ...item, title: `${item.title} (${Math.floor(i / sample.length) + 1})` };
  });
}

/** Loads one URL; `uncached` makes every request unique, so the read cache never answers. */
async function load(url: string, uncached = false, seconds = SECONDS, headers: Record<string, string> = {}): Promise<Omit<Row, 'case' | 'size'>> {
  let n = 0;
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    ...(uncached ? { requests: [{ setupRequest: (req) => ({ ...req, path: `${new URL(url).pathname}${new URL(url).search}&uncached=${n++}` }) }] } : {}),
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Child process: builds the archive, listens, prints `{port, id}` and serves until killed. */
async function serve(size: number): Promise<void> {
  const db = testDatabaseUrl(PG_URL);
  const config: Config = {
    port: 0, host: '127.0.0.1', databaseUrl: db.url, adminUsername: '', adminPassword: '', platformPassword: '',
    jwtSecret: crypto.randomBytes(32).toString('hex'), seed: 'none', webDist: path.join(os.tmpdir(), 'atlas-bench-no-web'), logRequests: false, logLevel: 'info', webConcurrency: 1,
  };
  const app = await buildApp(config);
  const started = Date.now();
  await seedItems(app.database, clones(readSampleArchive(), size));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const { id } = await app.database.db.selectFrom('media').select('id').where('visibility', '=', 'public')
    .orderBy('id').offset(Math.floor(size / 3)).limit(1).executeTakeFirstOrThrow();
  process.stdout.write(`${JSON.stringify({ port: address.port, id, seconds, dialect: app.database.dialect })}\n`);
  process.once('SIGTERM', () => void app.close().then(() => db.drop()).then(() => process.exit(0)));
}

/** Starts a server process for one archive size and waits for its first line. */
function startServer(size: number): Promise<{ port: number; id: number; seconds: string; dialect: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, `--serve=${size}`, ...(PG_URL ? [`--pg=${PG_URL}`] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      const info = JSON.parse(buffer.slice(0, newline)) as { port: number; id: number; seconds: string; dialect: string };
      child.removeAllListeners('exit');
      resolve({
        ...info,
        stop: () => new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
      });
    });
  });
}

async function benchSize(size: number): Promise<Row[]> {
  const server = await startServer(size);
  try {
    console.log(`  ${size} videos written in ${server.seconds} s (${server.dialect})`);
    const base = `http://127.0.0.1:${server.port}`;
    const list = `${base}/api/v/media/?page_size=20`;
    const search = `${base}/api/v/media/?search=cedar&page_size=20`;
    const detail = `${base}/api/v/media/${server.id}/?lang=en`;
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const cases: [string, string, boolean, Record<string, string>?][] = [
      ['list (page_size 20)', list, false],
      ['list, brotli (browser)', list, false, browser],
      ['search ?search=cedar', search, false],
      ['detail', detail, false],
      // The same calls with the read cache bypassed: the cost right after a write.
      ['list, uncached', list, true],
      ['search, uncached', search, true],
      ['detail, uncached', detail, true],
    ];
    const rows: Row[] = [];
    for (const [name, url, uncached, headers] of cases) {
      await load(url, uncached, 2, headers); // warm-up (JIT, caches)
      rows.push({ case: name, size, ...(await load(url, uncached, SECONDS, headers)) });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (SERVE !== null) {
  await serve(SERVE);
} else {
  await main();
}

async function main(): Promise<void> {
  console.log(`Atlas API bench: ${CONNECTIONS} connections, ${SECONDS} s per case, ${PG_URL ? 'PostgreSQL' : 'SQLite'}, node ${process.version}, ${os.cpus().length} CPUs`);
  const rows: Row[] = [];
  for (const size of SIZES) rows.push(...(await benchSize(size)));

  const pad = (v: string | number, n: number) => String(v).padStart(n);
  console.log(`\n${'case'.padEnd(24)}${pad('videos', 8)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`);
  for (const r of rows) console.log(`${r.case.padEnd(24)}${pad(r.size, 8)}${pad(r.reqPerSec, 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}`);

  if (SIZES.length >= 2) {
    const [small, large] = [SIZES[0]!, SIZES[SIZES.length - 1]!];
    console.log(`\nratio ${large}/${small}:`);
    for (const name of new Set(rows.map((r) => r.case))) {
      const a = rows.find((r) => r.case === name && r.size === small)!;
      const b = rows.find((r) => r.case === name && r.size === large)!;
      console.log(`${name.padEnd(24)} req/s ×${(b.reqPerSec / a.reqPerSec).toFixed(2)}  p99 ×${(b.p99 / Math.max(a.p99, 1)).toFixed(2)}`);
    }
  }
  const list = rows.filter((r) => r.case.startsWith('list (') || r.case.startsWith('list, brotli'));
  const worst = Math.max(...list.map((r) => r.p99));
  console.log(`\ntarget list p99 < 20 ms at ${CONNECTIONS} connections: ${worst < 20 ? 'met' : 'MISSED'} (worst ${worst} ms)`);
}
