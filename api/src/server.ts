import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, configFromEnv } from './config.ts';
import { startListening } from './start-listening.ts';

const config = configFromEnv();

/**
 * One server process: serves until SIGINT/SIGTERM, then closes gracefully (requests under way finish, counted plays
 * are written). SIGTERM, a service manager's stop, first drains for SHUTDOWN_DRAIN_MS: the process goes on serving
 * while its health check answers 503 `draining`, so a load balancer stops sending it visitors before it closes
 * (docs/deploy.md "Restarts without a failed request"). Ctrl-C (SIGINT) closes at once.
 */
async function serve(): Promise<number> {
  const app = await buildApp(config);
  // `on`, not `once`: Ctrl-C reaches the workers and the primary, which then sends SIGTERM too;
  // a second signal must not end a worker that is still writing its last plays.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? (config.shutdownDrainMs ?? 0) : 0;
    if (drainMs > 0) {
      app.lifecycle.drain();
      app.log.info({ drainMs }, 'stopping: draining');
    }
    setTimeout(() => void app.close().then(() => process.exit(0)), drainMs);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await startListening(app, { port: config.port, host: config.host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}

/**
 * WEB_CONCURRENCY > 1: this process prepares the database once (migrations, sample seed, admin),
 * so the workers never race to do it, then starts that many workers on one port. They share
 * nothing but the database (plugins/read-invalidation.ts keeps their caches in step). A worker
 * that dies is replaced; a stop signal stops them all gracefully.
 */
async function runPrimary(options: Config): Promise<void> {
  await (await buildApp({ ...options, logRequests: false })).close();
  let stopping = false;
  let announced = false;
  const fork = () => cluster.fork();
  const listened = new Set<number>();
  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    if (announced) return;
    announced = true;
    // The one line a person starting Atlas needs.
    console.log(`Atlas is running at http://localhost:${address.port}/ (${options.webConcurrency} processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Atlas worker ${worker.process.pid} stopped (${signal ?? code})`);
    // A worker that could not even start would fail again: stop instead of looping.
    if (!listened.has(worker.id)) process.exit(1);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < options.webConcurrency; i += 1) fork();
}

if (config.webConcurrency > 1 && cluster.isPrimary) {
  await runPrimary(config);
} else {
  const port = await serve();
  if (cluster.isPrimary) console.log(`Atlas is running at http://localhost:${port}/`);
}
