import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccessEventSchema,
  AccessLinkQuerySchema,
  AccessLinkStatusSchema,
  AccessRequestInputSchema,
  AccessRequestListQuerySchema,
  AccessRequestSchema,
  AccessRequestSentSchema,
  ApproveInputSchema,
  RefuseInputSchema,
} from '#contracts/access-requests';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { DEFAULT_ACCESS_DAYS } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { tooManyRequests } from '../../lib/http-error.ts';
import type { Limit } from '../rate-limits/rate-limiter.ts';
import { unlockedMediaId } from './access-link.ts';
import {
  approveRequest,
  createRequest,
  listRequests,
  refuseRequest,
  requestEvents,
  revokeRequest,
  type RequestsContext,
} from './access-requests.service.ts';

/** Accepted requests one address may send per window: the contact form's brake (docs/behaviour.md §401). */
export const ACCESS_REQUEST_ADDRESS_LIMIT: Limit = { scope: 'access-request', max: 60, windowMs: 10 * 60_000 };
export const TOO_MANY_REQUESTS = 'Too many requests from your network. Please try again later.';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/** A visitor asks for a withheld interview; a link holder checks the link (docs/behaviour.md §401). */
export const accessRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.media.accessRequests(':id'),
    {
      schema: {
        summary: 'Ask for access to a withheld interview',
        tags: ['access requests'],
        params: IdParamsSchema,
        body: AccessRequestInputSchema,
        response: { 201: AccessRequestSentSchema, ...errors, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // The body has passed its schema: only a request that will be stored is counted.
      if (!(await app.rateLimits.take(ACCESS_REQUEST_ADDRESS_LIMIT, request.ip))) throw tooManyRequests(TOO_MANY_REQUESTS);
      const id = await createRequest(app.database.db, request.params.id, request.body);
      return reply.code(201).send({ ok: true as const, id });
    },
  );

  app.get(
    apiPaths.media.accessLink(':id'),
    {
      schema: {
        summary: 'Whether an access link opens this interview now (each opening is logged)',
        tags: ['access requests'],
        params: IdParamsSchema,
        querystring: AccessLinkQuerySchema,
        response: { 200: AccessLinkStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const unlocked = (await unlockedMediaId(app, request.query.access)) === request.params.id;
      // An answer about one holder's link: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return { media: request.params.id, unlocked };
    },
  );
};

/** Staff's side: the requests, their decisions and log; admin only. */
export const accessRequestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  const admin = { tags: ['access requests (admin)'], security: [{ bearer: [] }] };
  const ctx = (request: FastifyRequest): RequestsContext => ({
    db: app.database.db,
    secret: app.config.jwtSecret,
    actor: request.admin,
    recordActivity: request.recordActivity,
  });

  app.get(
    apiPaths.admin.accessRequests,
    {
      schema: {
        ...admin,
        summary: 'Access requests, newest first',
        querystring: AccessRequestListQuerySchema,
        response: { 200: z.array(AccessRequestSchema), ...errors },
      },
    },
    async (request) => listRequests(ctx(request), request.query.status),
  );

  app.post(
    apiPaths.admin.accessRequestApprove(':id'),
    {
      schema: {
        ...admin,
        summary: 'Approve: a link to the interview that works for `days` (default 30)',
        params: IdParamsSchema,
        body: ApproveInputSchema.nullish(),
        response: { 200: AccessRequestSchema, ...errors },
      },
    },
    async (request) => approveRequest(ctx(request), request.params.id, request.body?.days ?? DEFAULT_ACCESS_DAYS),
  );

  app.post(
    apiPaths.admin.accessRequestRefuse(':id'),
    {
      schema: {
        ...admin,
        summary: 'Refuse, with a message',
        params: IdParamsSchema,
        body: RefuseInputSchema,
        response: { 200: AccessRequestSchema, ...errors },
      },
    },
    async (request) => refuseRequest(ctx(request), request.params.id, request.body.message),
  );

  app.post(
    apiPaths.admin.accessRequestRevoke(':id'),
    {
      schema: {
        ...admin,
        summary: "Stop the request's link at once",
        params: IdParamsSchema,
        response: { 200: AccessRequestSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => revokeRequest(ctx(request), request.params.id),
  );

  app.get(
    apiPaths.admin.accessRequestEvents(':id'),
    {
      schema: {
        ...admin,
        summary: 'Every approval, refusal, use and revocation',
        params: IdParamsSchema,
        response: { 200: z.array(AccessEventSchema), ...errors },
      },
    },
    async (request) => requestEvents(ctx(request), request.params.id),
  );
};
