import { z } from 'zod';

/** `GET /api/health/`: whether this Atlas process can serve, for load balancers and monitors. */
export const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export const HealthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.literal('unreachable'),
  message: z.string(),
});
/** After SIGTERM, for SHUTDOWN_DRAIN_MS: the node still answers, but a load balancer should send it nothing new. */
export const HealthDrainingSchema = z.object({ status: z.literal('draining') });
