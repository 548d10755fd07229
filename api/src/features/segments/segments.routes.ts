import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { SegmentSchema } from '#contracts/media';
import {
  DeletedCountSchema, MediaRefQuerySchema, SegmentsInputSchema, SegmentsListInputSchema, SegmentsOutputSchema,
} from '#contracts/parts';
import { apiPaths } from '#contracts/paths';
import {
  bulkUpdateSegments, createSegments, deleteSegment, deleteSegmentsOf, listSegments, replaceAllSegments,
} from './segments.service.ts';
import { actingAs } from '../media/media.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
const admin = { tags: ['segments (admin)'], security: [{ bearer: [] }] };

/** Segment calls of docs/behaviour.md §7, admin only (encapsulated; the hook requires the token). */
export const segmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();

  app.get(apiPaths.segments.create, {
    schema: { ...admin, summary: 'The segments of a video', querystring: MediaRefQuerySchema, response: { 200: z.array(SegmentSchema), ...errors } },
  }, async (request) => listSegments(app.database, request.query.media));

  app.post(apiPaths.segments.create, {
    schema: {
      ...admin,
      summary: 'Create segments (one or a list; each names its video in media)',
      querystring: MediaRefQuerySchema.partial(),
      body: SegmentsInputSchema,
      response: { 201: SegmentsOutputSchema, ...errors },
    },
  }, async (request, reply) => {
    const created = await createSegments(actingAs(app.database, request.admin), Array.isArray(request.body) ? request.body : [request.body], request.query.media);
    const [single] = created;
    return reply.code(201).send(Array.isArray(request.body) || !single ? created : single);
  });

  app.put(apiPaths.segments.bulkUpdate, {
    schema: { ...admin, summary: 'Update segments of a video by id', querystring: MediaRefQuerySchema, body: SegmentsListInputSchema, response: { 200: z.array(SegmentSchema), ...errors } },
  }, async (request) => bulkUpdateSegments(actingAs(app.database, request.admin), request.query.media, request.body));

  app.put(apiPaths.segments.replace, {
    schema: { ...admin, summary: 'Replace all segments of a video', querystring: MediaRefQuerySchema, body: SegmentsListInputSchema, response: { 200: z.array(SegmentSchema), ...errors } },
  }, async (request) => replaceAllSegments(actingAs(app.database, request.admin), request.query.media, request.body));

  app.delete(apiPaths.segments.bulkDelete, {
    schema: { ...admin, summary: 'Delete all segments of a video', querystring: MediaRefQuerySchema, response: { 200: DeletedCountSchema, ...errors } },
  }, async (request) => ({ deleted: await deleteSegmentsOf(actingAs(app.database, request.admin), request.query.media) }));

  app.delete(apiPaths.segments.detail(':id'), {
    schema: { ...admin, summary: 'Delete one segment', params: IdParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await deleteSegment(actingAs(app.database, request.admin), request.params.id);
    return reply.code(204).send(null);
  });
};
