import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActivityListSchema, ActivityQuerySchema } from '#contracts/accounts';
import { ErrorSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { listActivity } from './activity.repository.ts';

/** Entries one page of the activity log shows. */
const ACTIVITY_PAGE_SIZE = 50;

/** The activity log: who changed what, by person and by interview (docs/behaviour.md §500). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();

  app.get(
    apiPaths.admin.activity,
    {
      schema: {
        tags: ['activity (admin)'],
        security: [{ bearer: [] }],
        summary: 'Changes, newest first; filter by person (actor) or video (media)',
        querystring: ActivityQuerySchema,
        response: { 200: ActivityListSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => {
      const { actor, media, page } = request.query;
      const { count, rows } = await listActivity(app.database.db, { actor, media }, ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE);
      return {
        count,
        results: rows.map((row) => ({
          at: row.at,
          actor: row.actor,
          action: row.action,
          media: row.media_id,
          media_title: row.title ?? null,
          detail: row.detail,
        })),
      };
    },
  );
};
