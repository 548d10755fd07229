import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MediaAccessInputSchema, MediaAccessSchema } from '#contracts/access';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { getAccess, putAccess } from './access.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 415: ErrorSchema };
const admin = { tags: ['access (admin)'], security: [{ bearer: [] }] };

/** Staff read and set an interview's access level, seal and withheld passages (docs/behaviour.md §300). */
export const mediaAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();

  app.get(
    apiPaths.admin.mediaAccess(':id'),
    { schema: { ...admin, summary: "An interview's access", params: IdParamsSchema, response: { 200: MediaAccessSchema, ...errors } } },
    async (request) => getAccess(app.database, request.params.id),
  );

  app.put(
    apiPaths.admin.mediaAccess(':id'),
    {
      schema: {
        ...admin,
        summary: "Set an interview's access: open, on request, or sealed until a day; withheld passages",
        params: IdParamsSchema,
        body: MediaAccessInputSchema,
        response: { 200: MediaAccessSchema, ...errors },
      },
    },
    // Its followers (the public stream follows the withheld passages, docs/behaviour.md §610) are told by the write's event.
    async (request) => putAccess(request.writeContext(), request.params.id, request.body),
  );
};
