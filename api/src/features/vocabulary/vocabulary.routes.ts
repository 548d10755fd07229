import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '#contracts/errors';
import { apiPaths } from '#contracts/paths';
import { VocabularySchema } from '#contracts/vocabulary';
import { listUsedNames } from './vocabulary.repository.ts';

/** decision (docs/decisions.md §16): the wizard's suggestions, admin only. */
export const vocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  app.get(
    apiPaths.admin.vocabulary,
    {
      schema: {
        summary: 'Topics, places and important people already in the archive',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: VocabularySchema, 401: ErrorSchema },
      },
    },
    async () => {
      const { db } = app.database;
      const [topics, places, importantPeople] = await Promise.all([
        listUsedNames(db, 'topics'),
        listUsedNames(db, 'places'),
        listUsedNames(db, 'important_people'),
      ]);
      return { topics, places, important_people: importantPeople };
    },
  );
};
