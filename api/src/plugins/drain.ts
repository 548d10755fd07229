import fp from 'fastify-plugin';

export interface Lifecycle {
  /** True from SIGTERM on: the health check answers 503 `draining`, and each answer closes its connection. */
  readonly draining: boolean;
  /** Starts draining; the process closes once SHUTDOWN_DRAIN_MS have passed (server.ts). */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * A stopping node's last seconds (docs/deploy.md "Restarts without a failed request"): it keeps serving every
 * request, new ones too, while its health check tells the load balancer it is going; each answer then closes its
 * connection, so no proxy keeps one open to send a request down as the node closes.
 */
export const drainPlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain() {
        // Connections a proxy keeps open are not cut here: one could be cut as the proxy sends a request down it,
        // which it may not send again elsewhere if it is a POST. Each is closed after its next answer instead.
        draining = true;
      },
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'drain' },
);
