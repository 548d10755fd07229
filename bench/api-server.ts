import cluster from 'node:cluster';
import crypto from 'node:crypto';
import path from 'node:path';
import { toSearchTokens } from '#contracts/search-text';
import { buildApp } from '../api/src/app.ts';
import { BENCH_COLLECTION, BENCH_COLLECTION_SIZE, type BenchServerInfo, COLD_HEADER } from './api-server-protocol.ts';
import type { Config, LogLevel } from '../api/src/config.ts';
import { readSampleArchive, seedItems } from '../api/src/seed/seed.ts';
import { createCollection } from '../api/src/features/collections/collections.service.ts';
import { benchConfig } from './bench-config.ts';
import { clones } from './sample-clones.ts';
import { startListening } from '../api/src/start-listening.ts';

// The server side of bench/api.bench.ts, in its own processes so the load generator does not
// share their event loops. The primary fills the database once (clones of the sample
// interviews), then starts WORKERS workers on one port exactly as WEB_CONCURRENCY does, and
// reports the port, the workers' pids (for their CPU time), the public ids and 30 search words.

const env = process.env;
const config = (): Config =>
  benchConfig(env.BENCH_DATABASE_URL!, {
    jwtSecret: env.BENCH_JWT_SECRET!,
    // The web build with its server entry (bench/api.bench.ts builds it if stale): the visitor mix asks for pages too.
    webDist: path.resolve(env.ATLAS_WEB_DIST ?? 'dist/web'),
    // Logging to /dev/null (the bench's stdout) when asked: what writing the log costs, not what storing it costs.
    logRequests: env.BENCH_LOG_LEVEL !== 'off',
    logLevel: (env.BENCH_LOG_LEVEL === 'off' ? 'info' : env.BENCH_LOG_LEVEL) as LogLevel,
    // `--tail`: the bench reads where the slow answers come from in the server's metrics (plugins/metrics.ts).
    metricsToken: env.BENCH_METRICS_TOKEN ?? '',
  });

async function primary(): Promise<void> {
  env.BENCH_JWT_SECRET = crypto.randomBytes(32).toString('hex');
  const app = await buildApp({ ...config(), logRequests: false });
  const started = Date.now();
  await seedItems(app.database, clones(readSampleArchive(), Number(env.BENCH_SIZE)));
  // A collection of the first BENCH_COLLECTION_SIZE public interviews (all of them in a smaller archive), whose pages
  // the bench asks for (docs/behaviour.md §1200): written as staff save one, through the one write path.
  const publicIds = await app.database.db.selectFrom('media').select('id').where('visibility', '=', 'public').orderBy('id').execute();
  const members = publicIds.slice(0, BENCH_COLLECTION_SIZE).map((r) => r.id);
  await createCollection(app.writeContext('bench'), { slug: BENCH_COLLECTION, title: 'Bench collection', media: members });
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
  // as the first pages after a write do (plugins/caches.ts).
  app.addHook('onRequest', async (request) => {
    if (request.headers[COLD_HEADER]) app.caches.invalidate();
  });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  const ahead = await startListening(app, { port: 0, host: '127.0.0.1' });
  // How much of the mix's pages a worker has kept before its first request (docs/decisions.md §1520).
  if (ahead) process.stderr.write(`  worker ${process.pid}: ${ahead.pages} pages rendered ahead in ${ahead.ms} ms\n`);
}

await (cluster.isPrimary ? primary() : worker());
