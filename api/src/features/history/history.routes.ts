import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { HistoryVersionParamsSchema, MediaHistorySchema } from '#contracts/history';
import { MediaSchema } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { loadSavedMedia } from '../media/media.admin.service.ts';
import { getHistory, restoreVersion } from './history.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };
const admin = { tags: ['history (admin)'], security: [{ bearer: [] }] };

/** A video's version history and the restore of an earlier version (admin only). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  app.get(
    apiPaths.admin.history(':id'),
    {
      schema: {
        ...admin,
        summary: 'Earlier versions of a video, newest first',
        params: IdParamsSchema,
        response: { 200: MediaHistorySchema, ...errors },
      },
    },
    async (request) => getHistory(app.database, request.params.id),
  );

  app.post(
    apiPaths.admin.historyRestore(':id', ':version'),
    {
      schema: {
        ...admin,
        summary: 'Make an earlier version current (a new save)',
        params: HistoryVersionParamsSchema,
        response: { 200: MediaSchema, ...errors },
      },
    },
    async (request) => {
      // A version holds the interview's access too: its day of change and the recording's public set follow through the
      // write's event (docs/decisions.md §620).
      await restoreVersion(request.writeContext(), request.params.id, request.params.version);
      return loadSavedMedia(app.database, request.params.id);
    },
  );
};
