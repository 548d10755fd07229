import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ErrorCode } from '#contracts/errors';
import { standardPaths } from '#contracts/paths';
import { HttpError } from '../lib/http-error.ts';
import { countJobsByStatus, lastFixityCheck } from '../features/media-files/media-files.repository.ts';

/** Request durations up to a few seconds, finest where the public answers are (docs/deploy.md "Metrics"). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * Prometheus metrics at `/metrics` (docs/deploy.md "Metrics"), only with METRICS_TOKEN set and only for a request
 * that sends it as `Authorization: Bearer …`; without the token nothing is counted and the address is the SPA's 404.
 * Every series carries `node` (NODE_NAME). Counted in this process: requests by method, route pattern and status,
 * their durations, the read and page caches' hits, Node's own (memory, garbage collection, event-loop delay). Read
 * from the database when scraped: ingest jobs by status, the last fixity check; and the database pool's connections.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.metricsToken;
    if (!token) return;
    const registry = new Registry();
    registry.setDefaultLabels({ node: app.config.nodeName ?? 'atlas' });
    collectDefaultMetrics({ register: registry, prefix: 'atlas_' });
    const registers = [registry];

    const requests = new Counter({
      name: 'atlas_http_requests_total',
      help: 'Requests answered',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    const durations = new Histogram({
      name: 'atlas_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer',
      labelNames: ['method', 'route'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the address: one series per route, whatever the ids.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    new Counter({
      name: 'atlas_cache_lookups_total',
      help: 'Lookups in the kept public answers (read) and rendered pages (page), by result',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [cache, kept] of [
          ['read', app.caches.answers],
          ['page', app.caches.pages],
        ] as const) {
          this.inc({ cache, result: 'hit' }, kept.lookups.hits);
          this.inc({ cache, result: 'miss' }, kept.lookups.misses);
        }
      },
    });
    new Gauge({
      name: 'atlas_ingest_jobs',
      help: 'Ingest jobs in the database by status (queued: waiting)',
      labelNames: ['status'],
      registers,
      async collect() {
        const counts = await countJobsByStatus(app.database.db);
        for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
      },
    });
    new Gauge({
      name: 'atlas_fixity_last_check_files',
      help: 'Files the last fixity check read, and those that failed it',
      labelNames: ['result'],
      registers,
      async collect() {
        const last = await lastFixityCheck(app.database.db);
        this.set({ result: 'checked' }, last?.files ?? 0);
        this.set({ result: 'failed' }, last?.failed ?? 0);
      },
    });
    new Gauge({
      name: 'atlas_fixity_last_check_timestamp_seconds',
      help: 'When the last fixity check ended (0: never)',
      registers,
      async collect() {
        const last = await lastFixityCheck(app.database.db);
        this.set(last ? Date.parse(last.finished_at) / 1000 : 0);
      },
    });
    new Gauge({
      name: 'atlas_database_pool_connections',
      help: "The PostgreSQL pool's connections: open, idle, and requests waiting for one (SQLite: none)",
      labelNames: ['state'],
      registers,
      collect() {
        const pool = app.databasePoolStats();
        if (!pool) return;
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });

    const expected = Buffer.from(`Bearer ${token}`);
    app.get(standardPaths.metrics, { schema: { hide: true } }, async (request, reply) => {
      const sent = Buffer.from(request.headers.authorization ?? '');
      if (sent.length !== expected.length || !crypto.timingSafeEqual(sent, expected)) {
        throw new HttpError(401, ErrorCode.authenticationRequired, 'The metrics need their bearer token.');
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database', 'read-invalidation'] },
);
