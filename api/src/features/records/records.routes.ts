import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { RecordMatchesQuerySchema, RecordMatchesSchema } from '#contracts/records';
import { cacheReads } from '../../lib/read-cache.ts';
import { keptPeople } from '../people/people.service.ts';
import { publicPlaceIndex } from '../places/places.service.ts';
import { matchRecords, recordIndex } from './records.service.ts';

/** The collections, places and people a search names (docs/behaviour.md §1300): the archive shows them above its results. */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers made of many interviews: every write forgets them (lib/read-cache.ts), as it forgets the index.
  cacheReads(app);
  const sources = {
    collections: app.caches.through(app.caches.collectionIndex),
    places: () => publicPlaceIndex(app),
    people: keptPeople(app),
  };

  app.get(
    apiPaths.records.list,
    {
      schema: {
        summary: 'The collections, places and people the public may see whose names match a search',
        tags: ['records'],
        querystring: RecordMatchesQuerySchema,
        response: { 200: RecordMatchesSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const index = await recordIndex(app.database.db, app.caches.through(app.caches.recordIndex), sources);
      return matchRecords(index, request.query.search);
    },
  );
};
