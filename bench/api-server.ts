import cluster from 'node:cluster';
import crypto from 'node:crypto';
import path from 'node:path';
import { toSearchTokens } from '#contracts/search-text';
import { buildApp } from '../api/src/app.ts';
import { type BenchServerInfo, COLD_HEADER } from './api-server-protocol.ts';
import type { Config, LogLevel } from '../api/src/config.ts';
import { readSampleArchive, seedItems, type SeedItem } from '../api/src/seed/seed.ts';
import { startListening } from '../api/src/start-listening.ts';

// The server side of bench/api.bench.ts, in its own processes so the load generator does not
// share their event loops. The primary fills the database once (clones of the sample
// interviews), then starts WORKERS workers on one port exactly as WEB_CONCURRENCY does, and
// reports the port, the workers' pids (for their CPU time), the public ids and 30 search words.

const env = process.env;
const config = (): Config => ({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: env.BENCH_DATABASE_URL!,
  adminUsername: '',
  adminPassword: '',
  platformPassword: '',
  jwtSecret: env.BENCH_JWT_SECRET!,
  seed: 'none',
  // The web build with its server entry (bench/api.bench.ts builds it if stale): the visitor mix asks for pages too.
  webDist: path.resolve(env.ATLAS_WEB_DIST ?? 'dist/web'),
  // Logging to /dev/null (the bench's stdout) when asked: what writing the log costs, not what storing it costs.
  logRequests: env.BENCH_LOG_LEVEL !== 'off',
  logLevel: (env.BENCH_LOG_LEVEL === 'off' ? 'info' : env.BENCH_LOG_LEVEL) as LogLevel,
  webConcurrency: 1,
  // As a deployed site is run (README.md): its public origin known, so a process renders the pages visitors open
  // most before it listens (docs/decisions.md §1520).
  publicUrl: 'https://atlas.example.org',
  trustProxy: [],
  mediaOrigins: [],
  thumbnailFetch: false,
  socialLinks: [],
  // `--tail`: the bench reads where the slow answers come from in the server's metrics (plugins/metrics.ts).
  metricsToken: env.BENCH_METRICS_TOKEN ?? '',
  nodeName: 'bench',
});

/** `size` interviews cloned from the sample archive, each title numbered so they differ. */
function clones(sample: SeedItem[], size: number): SeedItem[] {
  return Array.from({ length: size }, (_, i) => {
    const item = sample[i % sample.length]!;
    return { ...item, title: `${item.title} (${Math.floor(i / sample.length) + 1})` };
  });
}

async function primary(): Promise<void> {
  env.BENCH_JWT_SECRET = crypto.randomBytes(32).toString('hex');
  const app = await buildApp({ ...config(), logRequests: false });
  const started = Date.now();
  await seedItems(app.database, clones(readSampleArchive(), Number(env.BENCH_SIZE)));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // The search index as a server leaves it once writes have stopped (features/search/search-upkeep.ts).
  await app.searchUpkeep.run();
  const rows = await app.database.db.selectFrom('media').select(['id', 'title']).where('visibility', '=', 'public').orderBy('id').execute();
  await app.close();
  // Words of four letters or more from the titles: what visitors would look for.
  const words = [...new Set(rows.flatMap((r) => toSearchTokens(r.title)).filter((w) => w.length >= 4 && !/^\d+$/.test(w)))].slice(0, 30);

  const workers = Number(env.BENCH_WORKERS ?? 1);
  const listening: number[] = [];
  cluster.on('listening', (worker, address) => {
    listening.push(worker.process.pid!);
    if (listening.length === workers) {
      const startSeconds = ((Date.now() - forked) / 1000).toFixed(1);
      const info: BenchServerInfo = { port: address.port, pids: listening, ids: rows.map((r) => r.id), words, seconds, startSeconds };
      process.send!(info);
    }
  });
  // `--profile=DIR` of the bench: each worker writes a V8 CPU profile there when it stops.
  if (env.BENCH_PROFILE_DIR)
    cluster.setupPrimary({ execArgv: [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROFILE_DIR}`] });
  const forked = Date.now();
  for (let i = 0; i < workers; i += 1) cluster.fork();
  process.once('SIGTERM', () => {
    let left = workers;
    cluster.on('exit', () => {
      if ((left -= 1) === 0) process.exit(0);
    });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
}

async function worker(): Promise<void> {
  const app = await buildApp(config());
  // The bench's "cold" cases: a request with this header finds nothing kept of single videos,
  // as the first pages after a write do (features/media/video-caches.ts).
  app.addHook('onRequest', async (request) => {
    if (request.headers[COLD_HEADER]) app.videoCaches.forget();
  });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  const ahead = await startListening(app, { port: 0, host: '127.0.0.1' });
  // How much of the mix's pages a worker has kept before its first request (docs/decisions.md §1520).
  if (ahead) process.stderr.write(`  worker ${process.pid}: ${ahead.pages} pages rendered ahead in ${ahead.ms} ms\n`);
}

await (cluster.isPrimary ? primary() : worker());
