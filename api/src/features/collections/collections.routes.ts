import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCollectionListSchema,
  AdminCollectionSchema,
  CollectionInputSchema,
  CollectionListSchema,
  CollectionSchema,
  CollectionSlugParamsSchema,
  CreatedCollectionSchema,
} from '#contracts/collections';
import { ErrorSchema, IdParamsSchema, PaginationQuerySchema } from '#contracts/common';
import { apiPaths, standardPaths } from '#contracts/paths';
import { notFound } from '../../lib/http-error.ts';
import { jsonSchemaSerializerCompiler } from '../../lib/json-schema-serializer.ts';
import { cacheReads } from '../../lib/read-cache.ts';
import { recordMediaPage } from '../records/record-media-page.ts';
import {
  adminCollection,
  createCollection,
  listAdminCollections,
  listPublicCollections,
  publicCollectionCard,
  restoreCollection,
  trashCollection,
  updateCollection,
} from './collections.service.ts';

/** Collections as the public reads them (docs/behaviour.md §1200): members the public may see, in the curated order. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  // A page of summaries is written by fast-json-stringify, as the video lists are (docs/decisions.md §1901).
  app.setSerializerCompiler(jsonSchemaSerializerCompiler);
  // Answers made of many interviews: every write forgets them (lib/read-cache.ts), and the index they are read from.
  cacheReads(app);
  const kept = () => app.caches.through(app.caches.collectionIndex);
  app.get(
    apiPaths.collections.list,
    {
      schema: {
        summary: 'Every collection, with how many interviews the public may see in it',
        tags: ['collections'],
        response: { 200: CollectionListSchema },
      },
    },
    async () => ({ results: await listPublicCollections(app.database.db, kept()) }),
  );

  app.get(
    apiPaths.collections.detail(':slug'),
    {
      schema: {
        summary: 'One collection: a page of its interviews the public may see, in the curated order',
        tags: ['collections'],
        params: CollectionSlugParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: CollectionSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const found = await publicCollectionCard(app.database.db, request.params.slug, kept());
      if (!found) throw notFound('Collection not found');
      return {
        ...found.card,
        ...(await recordMediaPage(app, request, found.ids, request.query)),
        iiif: `${request.protocol}://${request.host}${standardPaths.iiifCuratedCollection(found.row.slug)}`,
      };
    },
  );
};

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const admin = { tags: ['collections (admin)'], security: [{ bearer: [] }] };

/** Staff's collections: every member, hidden ones and those in the Trash included, so a new order never drops one. */
export const collectionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  // Every write here changes public pages (the collection's, its list) even when no member's membership changed.
  const changed = (request: { readsInvalidated: boolean; invalidateReads(): Promise<void> }) =>
    request.readsInvalidated ? undefined : request.invalidateReads();

  app.get(
    apiPaths.admin.collections,
    { schema: { ...admin, summary: 'Every collection with its members', response: { 200: AdminCollectionListSchema, ...errors } } },
    async () => listAdminCollections(app.database.db),
  );

  app.get(
    apiPaths.admin.collection(':id'),
    {
      schema: {
        ...admin,
        summary: 'One collection with every member',
        params: IdParamsSchema,
        response: { 200: AdminCollectionSchema, ...errors },
      },
    },
    async (request) => adminCollection(app.database.db, request.params.id),
  );

  app.post(
    apiPaths.admin.collections,
    {
      schema: {
        ...admin,
        summary: 'Create a collection',
        body: CollectionInputSchema,
        response: { 201: CreatedCollectionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createCollection(request.writeContext(), request.body);
      await changed(request);
      return reply.code(201).send(created);
    },
  );

  app.put(
    apiPaths.admin.collection(':id'),
    {
      schema: {
        ...admin,
        summary: 'Save a collection: its texts, cover, members and their order',
        params: IdParamsSchema,
        body: CollectionInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await updateCollection(request.writeContext(), request.params.id, request.body);
      await changed(request);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    apiPaths.admin.collection(':id'),
    { schema: { ...admin, summary: 'Move a collection to the Trash', params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await trashCollection(request.writeContext(), request.params.id);
      await changed(request);
      return reply.code(204).send(null);
    },
  );

  app.post(
    apiPaths.admin.collectionRestore(':id'),
    {
      schema: {
        ...admin,
        summary: 'Bring a collection back from the Trash',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await restoreCollection(request.writeContext(), request.params.id);
      await changed(request);
      return reply.code(204).send(null);
    },
  );
};
