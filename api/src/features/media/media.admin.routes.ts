import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import {
  BulkDeleteInputSchema,
  BulkStatusInputSchema,
  FullMediaInputSchema,
  MediaInputSchema,
  MediaSchema,
  MetadataInputSchema,
  VisibilityInputSchema,
} from '#contracts/media';
import { DeletedCountSchema, UpdatedCountSchema } from '#contracts/parts';
import { apiPaths } from '#contracts/paths';
import { notFound } from '../../lib/http-error.ts';
import { deleteVideos, loadSavedMedia, saveMediaOnly, setVisibility, updateMetadata } from './media.admin.service.ts';
import { saveMediaWithParts } from './media.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
const admin = { tags: ['media (admin)'], security: [{ bearer: [] }] };

/**
 * Admin-only video writes (docs/behaviour.md §7 and docs/decisions.md §12). Registered inside
 * an encapsulated context whose onRequest hook requires the admin token (app.ts). Each write goes
 * through writeInterviews (features/interview-writes/), which checks the publish checklist and consent
 * inside its transaction and tells the read caches which videos it changed, so other videos' cached details stay.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();

  for (const url of [apiPaths.media.list, apiPaths.video.create]) {
    app.post(
      url,
      {
        schema: { ...admin, summary: 'Create a video', body: MediaInputSchema, response: { 201: MediaSchema, ...errors } },
      },
      async (request, reply) => {
        const saved = await saveMediaOnly(request.writeContext(), null, request.body);
        return reply.code(201).send(saved);
      },
    );
  }

  app.put(
    apiPaths.media.detail(':id'),
    {
      schema: {
        ...admin,
        summary: 'Update a video (segments and participants stay)',
        params: IdParamsSchema,
        body: MediaInputSchema,
        response: { 200: MediaSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveMediaOnly(request.writeContext(), request.params.id, request.body);
      return saved;
    },
  );

  app.delete(
    apiPaths.media.detail(':id'),
    {
      schema: {
        ...admin,
        summary: 'Delete a video: it moves, whole, to the trash',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if ((await deleteVideos(request.writeContext(), [request.params.id])) === 0) throw notFound('Video not found');
      return reply.code(204).send(null);
    },
  );

  app.patch(
    apiPaths.media.visibility(':id'),
    {
      schema: {
        ...admin,
        summary: 'Set the visibility of one video',
        params: IdParamsSchema,
        body: VisibilityInputSchema,
        response: { 200: MediaSchema, ...errors },
      },
    },
    async (request) => {
      if ((await setVisibility(request.writeContext(), [request.params.id], request.body.visibility)) === 0)
        throw notFound('Video not found');
      return loadSavedMedia(app.database, request.params.id);
    },
  );

  app.patch(
    apiPaths.video.metadata(':id'),
    {
      schema: {
        ...admin,
        summary: 'Update the admin metadata of a video',
        params: IdParamsSchema,
        body: MetadataInputSchema,
        response: { 200: MediaSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await updateMetadata(request.writeContext(), request.params.id, request.body);
      return saved;
    },
  );

  app.post(
    apiPaths.video.bulkUpdateStatus,
    {
      schema: {
        ...admin,
        summary: 'Set the visibility of several videos',
        body: BulkStatusInputSchema,
        response: { 200: UpdatedCountSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await setVisibility(request.writeContext(), request.body.videoIds, request.body.status);
      return { updated };
    },
  );

  app.post(
    apiPaths.video.bulkDelete,
    {
      schema: {
        ...admin,
        summary: 'Delete several videos (to the trash)',
        body: BulkDeleteInputSchema,
        response: { 200: DeletedCountSchema, ...errors },
      },
    },
    async (request) => {
      const deleted = await deleteVideos(request.writeContext(), request.body.videoIds);
      return { deleted };
    },
  );

  app.post(
    apiPaths.media.full,
    {
      schema: {
        ...admin,
        summary: 'Create a video with its segments and participants in one transaction',
        body: FullMediaInputSchema,
        response: { 201: MediaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await saveMediaWithParts(request.writeContext(), null, request.body);
      if (id === null) throw new Error('create returned no id');
      return reply.code(201).send(await loadSavedMedia(app.database, id));
    },
  );

  app.put(
    apiPaths.media.fullDetail(':id'),
    {
      schema: {
        ...admin,
        summary: 'Replace a video with its segments and participants in one transaction',
        params: IdParamsSchema,
        body: FullMediaInputSchema,
        response: { 200: MediaSchema, ...errors },
      },
    },
    async (request) => {
      const id = await saveMediaWithParts(request.writeContext(), request.params.id, request.body);
      if (id === null) throw notFound('Video not found');
      return loadSavedMedia(app.database, id);
    },
  );
};
