import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import {
  CONSENT_FORM_TYPES,
  ConsentInputSchema,
  ConsentOverviewSchema,
  ConsentSchema,
  ConsentStatusQuerySchema,
  ConsentStatusSchema,
  ParticipantConsentParamsSchema,
} from '#contracts/consent';
import { CONSENT_FORM_MAX_BYTES } from '#contracts/constants';
import { ErrorCode } from '#contracts/errors';
import { apiPaths } from '#contracts/paths';
import { HttpError } from '../../lib/http-error.ts';
import {
  attachForm,
  consentOverview,
  consentStatus,
  deleteConsentById,
  detachForm,
  readForm,
  saveParticipantConsent,
} from './consent.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };
const FormQuerySchema = z.strictObject({ name: z.string().max(200).optional() });

/** Participants' releases and their signed forms (docs/behaviour.md §400), admin only. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  const admin = { tags: ['consent (admin)'], security: [{ bearer: [] }] };

  // A form is the raw body, declared as any of the kept types or as bytes; its content decides.
  const megabytes = CONSENT_FORM_MAX_BYTES / 1024 / 1024;
  app.addContentTypeParser(
    [...CONSENT_FORM_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: CONSENT_FORM_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onError', async (_request, _reply, error) => {
    // Fastify's own 413 names no limit: say it, in the error catalogue's shape.
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new HttpError(413, ErrorCode.payloadTooLarge, `Release forms over ${megabytes} MB are not kept. Nothing was saved.`);
    }
  });

  app.get(
    apiPaths.admin.consents(':id'),
    {
      schema: {
        ...admin,
        summary: "An interview's participants with their releases",
        params: IdParamsSchema,
        response: { 200: ConsentOverviewSchema, ...errors },
      },
    },
    async (request) => consentOverview(app.database, request.params.id),
  );

  app.put(
    apiPaths.admin.participantConsent(':id', ':participant'),
    {
      schema: {
        ...admin,
        summary: "Write a participant's release",
        params: ParticipantConsentParamsSchema,
        body: ConsentInputSchema,
        response: { 200: ConsentSchema, ...errors },
      },
    },
    async (request) => saveParticipantConsent(request.writeContext(), request.params.id, request.params.participant, request.body),
  );

  app.delete(
    apiPaths.admin.consent(':id'),
    {
      schema: {
        ...admin,
        summary: 'Delete a release (the history keeps it)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteConsentById(request.writeContext(), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    apiPaths.admin.consentForm(':id'),
    {
      schema: {
        ...admin,
        summary: `Keep the signed form (PDF, PNG, JPEG or WebP, at most ${megabytes} MB) with a release`,
        params: IdParamsSchema,
        querystring: FormQuerySchema,
        body: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'Send the form file as the body.'),
        response: { 200: ConsentSchema, ...errors, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request) => attachForm(request.writeContext(), request.params.id, request.body, request.query.name ?? null),
  );

  app.get(
    apiPaths.admin.consentForm(':id'),
    {
      schema: {
        ...admin,
        summary: 'Download the signed form of a release',
        params: IdParamsSchema,
        response: { 200: z.unknown().describe('application/pdf or an image'), 404: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await readForm(app.database, request.params.id);
      return reply
        .type(form.type)
        .header('content-disposition', `attachment; filename="${form.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(form.bytes);
    },
  );

  app.delete(
    apiPaths.admin.consentForm(':id'),
    {
      schema: {
        ...admin,
        summary: 'Take the signed form off a release',
        params: IdParamsSchema,
        response: { 200: ConsentSchema, ...errors },
      },
    },
    async (request) => detachForm(request.writeContext(), request.params.id),
  );

  app.get(
    apiPaths.admin.consentStatus,
    {
      schema: {
        ...admin,
        summary: "Which of these interviews lack a narrator's public release",
        querystring: ConsentStatusQuerySchema,
        response: { 200: ConsentStatusSchema, ...errors },
      },
    },
    async (request) => consentStatus(app.database, request.query.ids),
  );
};
