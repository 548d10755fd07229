import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, PaginationQuerySchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { entryOfSlug } from '#contracts/place-slugs';
import {
  AdminPlaceListSchema,
  PlaceAuthorityInputSchema,
  PlaceListSchema,
  PlaceSchema,
  PlaceSlugParamsSchema,
  SavedPlaceAuthoritySchema,
} from '#contracts/places';
import { writeTransaction } from '../../db/write-transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import { cacheReads } from '../../lib/read-cache.ts';
import { recordMediaPage } from '../records/record-media-page.ts';
import { saveAuthority } from './places.repository.ts';
import { adminPlaces, buildPlaceIndex, listedPlaces, publicPlace, publicPlaceIndex } from './places.service.ts';

/** Places as the public reads them (docs/behaviour.md §1300): those public interviews name, with a page of them each. */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers made of many interviews: every write forgets them (lib/read-cache.ts).
  cacheReads(app);

  app.get(
    apiPaths.places.list,
    {
      schema: {
        summary: 'Every place a public interview names, with how many of them',
        tags: ['places'],
        response: { 200: PlaceListSchema },
      },
    },
    async () => ({ results: listedPlaces(await publicPlaceIndex(app)) }),
  );

  app.get(
    apiPaths.places.detail(':slug'),
    {
      schema: {
        summary: 'One place: where it sits, its identifiers, a page of its public interviews and the places near it',
        tags: ['places'],
        params: PlaceSlugParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: PlaceSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const found = publicPlace(await publicPlaceIndex(app), request.params.slug);
      if (!found) throw notFound('Place not found');
      return { ...found.place, ...(await recordMediaPage(app, request, found.ids, request.query)) };
    },
  );
};

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const admin = { tags: ['places (admin)'], security: [{ bearer: [] }] };

/** Staff's places: every place of the gazetteer with its identifiers, listed or not (docs/behaviour.md §1300). */
export const placeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();

  app.get(
    apiPaths.admin.places,
    { schema: { ...admin, summary: 'Every place with its identifiers', response: { 200: AdminPlaceListSchema, ...errors } } },
    async () => adminPlaces(await buildPlaceIndex(app.database.db)),
  );

  app.put(
    apiPaths.admin.place(':slug'),
    {
      schema: {
        ...admin,
        summary: 'Set (or with empty fields clear) a place’s GeoNames and Wikidata identifiers',
        params: PlaceSlugParamsSchema,
        body: PlaceAuthorityInputSchema,
        response: { 200: SavedPlaceAuthoritySchema, ...errors },
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!entryOfSlug(slug)) throw notFound('Place not found');
      const { authority } = request.body;
      await writeTransaction(app.database.db, async (trx) => {
        await saveAuthority(trx, slug, authority, request.admin);
        await request.recordActivity(trx, { detail: slug });
      });
      // The place's page and its structured data show the identifiers now.
      await request.invalidateReads();
      return { slug, authority };
    },
  );
};
