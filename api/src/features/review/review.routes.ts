import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, IdParamsSchema, OkSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { ProposalListSchema, ProposalQuerySchema, ProposalSchema } from '#contracts/review';
import { acceptProposal, getProposal, getProposals, rejectProposal } from './review.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const admin = { tags: ['review (admin)'], security: [{ bearer: [] }] };

/** Transcribers' changes to public videos, accepted or rejected by an editor (docs/behaviour.md §500). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();

  app.get(
    apiPaths.admin.proposals,
    {
      schema: {
        ...admin,
        summary: 'Proposals by status (open first)',
        querystring: ProposalQuerySchema,
        response: { 200: ProposalListSchema, ...errors },
      },
    },
    async (request) => getProposals(app.database, request.query.status),
  );

  app.get(
    apiPaths.admin.proposal(':id'),
    {
      schema: {
        ...admin,
        summary: 'A proposal with the video before, after and now',
        params: IdParamsSchema,
        response: { 200: ProposalSchema, ...errors },
      },
    },
    async (request) => getProposal(app.database, request.params.id),
  );

  app.post(
    apiPaths.admin.proposalAccept(':id'),
    { schema: { ...admin, summary: 'Save the proposed change', params: IdParamsSchema, response: { 200: OkSchema, ...errors } } },
    async (request) => {
      await acceptProposal(request.writeContext(), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    apiPaths.admin.proposalReject(':id'),
    { schema: { ...admin, summary: 'Drop the proposed change', params: IdParamsSchema, response: { 200: OkSchema, ...errors } } },
    async (request) => {
      await rejectProposal(request.writeContext(), request.params.id);
      return { ok: true as const };
    },
  );
};
