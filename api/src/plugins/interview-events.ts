import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteContext } from '../db/db-context.ts';
import { InterviewEvents } from '../lib/interviews-changed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `interviewsChanged`: the one event of a committed write of interviews, which the write path emits
     * (features/interview-writes/write-interviews.ts); caches, the access clock's followers, the recordings'
     * followers and the search index's upkeep subscribe to it (docs/decisions.md §1810).
     */
    interviewEvents: InterviewEvents;
    /** The context of a write of interviews made outside a request (a timer, start-up); `actor` is kept with it. */
    writeContext(actor?: string | null): WriteContext;
  }
  interface FastifyRequest {
    /** The context of this request's writes of interviews: the admin making them, and where their event goes. */
    writeContext(): WriteContext;
  }
}

/** The bus of `interviewsChanged` and the write contexts that emit it. */
export const interviewEventsPlugin = fp(
  async (app) => {
    const events = new InterviewEvents((error, event) =>
      app.log.error({ err: error, mediaIds: event.ids }, 'a subscriber of interviewsChanged failed; the write is committed'),
    );
    app.decorate('interviewEvents', events);
    app.decorate('writeContext', (actor: string | null = null): WriteContext => ({
      ...app.database,
      actor,
      interviewsChanged: (event) => events.emit(event),
    }));
    app.decorateRequest('writeContext', function (this: FastifyRequest): WriteContext {
      return {
        ...app.database,
        actor: this.admin,
        interviewsChanged: async (event) => {
          // The request said what it changed: the read caches' safety net need not empty everything (read-invalidation.ts).
          this.readsInvalidated = true;
          await events.emit(event);
        },
        recordActivity: (trx, facts) => this.recordActivity(trx, facts),
      };
    });
  },
  { name: 'interview-events', dependencies: ['database'] },
);
