import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthDrainingSchema, HealthSchema, HealthUnavailableSchema } from '#contracts/health';
import { apiPaths } from '#contracts/paths';

/** A health check that hangs is no answer: past this the database counts as unreachable. */
const HEALTH_TIMEOUT_MS = 3_000;

const UNREACHABLE = 'The archive database cannot be reached.';

/**
 * The truth about this process for a load balancer: one round trip to the database, never
 * cached (by us or on the way), never behind the access gate (access-gate.ts lists it); 503 `draining`
 * once the process has been asked to stop (plugins/drain.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    {
      schema: {
        summary: 'Whether Atlas and its database answer',
        tags: ['health'],
        response: { 200: HealthSchema, 503: z.union([HealthUnavailableSchema, HealthDrainingSchema]) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // A stopping node says so first, whatever its database says (plugins/drain.ts).
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const });
      try {
        await withTimeout(sql`select 1`.execute(app.database.db), HEALTH_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: 'unreachable' as const, message: UNREACHABLE });
      }
    },
  );
};

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
