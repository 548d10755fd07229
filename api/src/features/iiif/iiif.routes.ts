import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#contracts/common';
import { ErrorSchema } from '#contracts/errors';
import { standardPaths } from '#contracts/paths';
import { readerOf } from '../access/access-reader.ts';
import { requireMedia } from '../media/media.service.ts';
import { CollectionSlugParamsSchema } from '#contracts/collections';
import { notFound } from '../../lib/http-error.ts';
import { findCollectionBySlug, publicMembers } from '../collections/collections.repository.ts';
import { IIIF_CONTENT_TYPE, presentCollection, presentCuratedCollection, presentManifest } from './iiif.presenter.ts';
import { listPublicTitles } from './iiif.repository.ts';

/** Viewers on other sites load manifests directly, so they are readable from any origin. */
function sendJsonLd(reply: FastifyReply, body: unknown) {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .type(IIIF_CONTENT_TYPE)
    .send(JSON.stringify(body));
}

/** IIIF Presentation 3: a manifest per public video and a collection of them (docs/decisions.md §98). */
export const iiifRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    standardPaths.iiifManifest(':id'),
    {
      schema: {
        summary: 'IIIF Presentation 3 manifest of a public video (JSON-LD)',
        tags: ['standards'],
        params: IdParamsSchema,
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const media = await requireMedia(app.database, request.params.id, await readerOf(request, app, 'public'));
      return sendJsonLd(reply, presentManifest(media, `${request.protocol}://${request.host}`, request.hostname));
    },
  );

  app.get(
    standardPaths.iiifCollection,
    {
      schema: { summary: 'IIIF Presentation 3 collection of every public manifest', tags: ['standards'] },
    },
    async (request, reply) => {
      const items = await listPublicTitles(app.database.db);
      return sendJsonLd(reply, presentCollection(items, `${request.protocol}://${request.host}`));
    },
  );

  app.get(
    standardPaths.iiifCuratedCollection(':slug'),
    {
      schema: {
        summary: "IIIF Presentation 3 collection of a curated collection's public interviews, in its order",
        tags: ['standards'],
        params: CollectionSlugParamsSchema,
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const collection = await findCollectionBySlug(app.database.db, request.params.slug);
      if (!collection) throw notFound('Collection not found');
      const items = await publicMembers(app.database.db, collection.id);
      return sendJsonLd(reply, presentCuratedCollection(collection, items, `${request.protocol}://${request.host}`));
    },
  );
};
