import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { DEFAULT_TRASH_DAYS } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { TrashListSchema, TrashRestoreHeldBackSchema } from '#contracts/trash';
import { notFound } from '../../lib/http-error.ts';
import { purgeRecordings } from '../media-files/media-files.service.ts';
import { deleteForever, listTrash, purgeTrash, restoreFromTrash } from './trash.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const admin = { tags: ['trash (admin)'], security: [{ bearer: [] }] };
const HOUR_MS = 60 * 60 * 1000;

/** The admin's trash: deleted videos, restored whole or deleted for good (admin only). */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  const trashDays = app.config.trashDays ?? DEFAULT_TRASH_DAYS;
  // Purged at start and hourly as well as on each listing, so an unvisited trash still empties.
  // What is deleted for good takes its held recordings with it (kept until now: docs/behaviour.md §600).
  const onPurged = (ids: number[]) => purgeRecordings(app.database.db, app.mediaFiles.storage, ids);
  const purge = () =>
    purgeTrash(app.writeContext(), trashDays, onPurged).catch((error: unknown) => app.log.error({ err: error }, 'trash purge failed'));
  const timer = setInterval(() => void purge(), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  await purge();

  app.get(
    apiPaths.admin.trash,
    {
      schema: { ...admin, summary: 'Deleted videos, newest first', response: { 200: TrashListSchema, ...errors } },
    },
    async (request) => listTrash(request.writeContext(), trashDays, onPurged),
  );

  app.post(
    apiPaths.admin.trashRestore(':id'),
    {
      schema: {
        ...admin,
        summary: 'Bring a deleted video back, whole (archived, with what it lacks, when it fails the publish checklist)',
        params: IdParamsSchema,
        response: { 200: TrashRestoreHeldBackSchema, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const missing = await restoreFromTrash(request.writeContext(), request.params.id);
      if (missing.length) return { held_back: true as const, missing };
      return reply.code(204).send(null);
    },
  );

  app.delete(
    apiPaths.admin.trashItem(':id'),
    {
      schema: { ...admin, summary: 'Delete a video in the trash for good', params: IdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      if ((await deleteForever(request.writeContext(), [request.params.id], onPurged)) === 0)
        throw notFound('Video not found in the trash');
      return reply.code(204).send(null);
    },
  );
};
