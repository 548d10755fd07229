import fp from 'fastify-plugin';
import { RateLimiter } from '../features/rate-limits/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login, gate and contact limits, counted in the database (see RateLimiter). */
    rateLimits: RateLimiter;
  }
}

/** How often ended counters are deleted, so the table holds only live windows. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

export const rateLimitsPlugin = fp(
  async (app) => {
    // Without the write tracker: a counted attempt is no change to the archive, so it must not
    // empty the public read caches.
    const limiter = new RateLimiter(app.database.db.withoutPlugins());
    const timer = setInterval(() => {
      limiter.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'could not delete ended rate-limit counters'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
    app.decorate('rateLimits', limiter);
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
