import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { ParticipantSchema } from '#contracts/media';
import {
  DeletedCountSchema, MediaRefQuerySchema, ParticipantsInputSchema, ParticipantsListInputSchema, ParticipantsOutputSchema,
} from '#contracts/parts';
import { apiPaths } from '#contracts/paths';
import {
  bulkUpdateParticipants, createParticipants, deleteParticipant, deleteParticipantsOf, listParticipants, replaceAllParticipants,
} from './participants.service.ts';
import { actingAs } from '../media/media.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
/** Replace and bulk update take a list or, as docs/behaviour.md §7 shows for replace, one participant. */
const asList = <T>(body: T | T[]): T[] => (Array.isArray(body) ? body : [body]);
const admin = { tags: ['participants (admin)'], security: [{ bearer: [] }] };

/** Participant calls of docs/behaviour.md §7, admin only (encapsulated; the hook requires the token). */
export const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();

  app.get(apiPaths.participants.create, {
    schema: { ...admin, summary: 'The participants of a video', querystring: MediaRefQuerySchema, response: { 200: z.array(ParticipantSchema), ...errors } },
  }, async (request) => listParticipants(app.database, request.query.media));

  app.post(apiPaths.participants.create, {
    schema: {
      ...admin,
      summary: 'Create participants (one or a list; each names its video in media)',
      querystring: MediaRefQuerySchema.partial(),
      body: ParticipantsInputSchema,
      response: { 201: ParticipantsOutputSchema, ...errors },
    },
  }, async (request, reply) => {
    const created = await createParticipants(actingAs(app.database, request.admin), asList(request.body), request.query.media);
    const [single] = created;
    return reply.code(201).send(Array.isArray(request.body) || !single ? created : single);
  });

  app.put(apiPaths.participants.bulkUpdate, {
    schema: { ...admin, summary: 'Update participants of a video by id', querystring: MediaRefQuerySchema, body: ParticipantsListInputSchema, response: { 200: z.array(ParticipantSchema), ...errors } },
  }, async (request) => bulkUpdateParticipants(actingAs(app.database, request.admin), request.query.media, asList(request.body)));

  app.put(apiPaths.participants.replace, {
    schema: { ...admin, summary: 'Replace all participants of a video', querystring: MediaRefQuerySchema, body: ParticipantsListInputSchema, response: { 200: z.array(ParticipantSchema), ...errors } },
  }, async (request) => replaceAllParticipants(actingAs(app.database, request.admin), request.query.media, asList(request.body)));

  app.delete(apiPaths.participants.bulkDelete, {
    schema: { ...admin, summary: 'Delete all participants of a video', querystring: MediaRefQuerySchema, response: { 200: DeletedCountSchema, ...errors } },
  }, async (request) => ({ deleted: await deleteParticipantsOf(actingAs(app.database, request.admin), request.query.media) }));

  app.delete(apiPaths.participants.detail(':id'), {
    schema: { ...admin, summary: 'Delete one participant', params: IdParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await deleteParticipant(actingAs(app.database, request.admin), request.params.id);
    return reply.code(204).send(null);
  });
};
