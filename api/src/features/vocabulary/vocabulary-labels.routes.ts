import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '#contracts/errors';
import { gazetteer } from '#contracts/gazetteer';
import { apiPaths } from '#contracts/paths';
import { ArabicLabelsSchema, LabelInputSchema, type LabelRow, LabelRowsSchema } from '#contracts/vocabulary';
import { listNames, readArabicLabels, writeArabicLabel } from './vocabulary-labels.repository.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

/** docs/behaviour.md §804: the Arabic forms of topics, languages and places, read by every public page. */
export const arabicLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.arabicLabels,
    { schema: { summary: 'Arabic forms of topics, languages and places', tags: ['site'], response: { 200: ArabicLabelsSchema } } },
    async () => readArabicLabels(app.database.db),
  );
};

/** docs/behaviour.md §804: the bilingual vocabulary staff edit, admin only. */
export const vocabularyLabelAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  app.get(
    apiPaths.admin.vocabularyLabels,
    {
      schema: {
        summary: 'Every topic, language and place name with its Arabic form',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: LabelRowsSchema, 401: ErrorSchema },
      },
    },
    async () => {
      const { db } = app.database;
      const [labels, topics, languages, places, regions] = await Promise.all([
        readArabicLabels(db),
        listNames(db, 'topics'),
        listNames(db, 'languages'),
        listNames(db, 'places'),
        listNames(db, 'regions'),
      ]);
      // Places: every place and region name in use and every place of the gazetteer, once each.
      const placeNames = [
        ...new Set([...gazetteer.entries.filter((e) => e.kind !== 'province').map((e) => e.name), ...places, ...regions]),
      ];
      const rows = (kind: LabelRow['kind'], names: string[]): LabelRow[] =>
        [...new Set([...names, ...Object.keys(labels[kind])])].map((value) => ({ kind, value, label_ar: labels[kind][value] ?? '' }));
      return [
        ...rows('topic', topics),
        ...rows('language', languages),
        ...rows(
          'place',
          placeNames.sort((a, b) => a.localeCompare(b)),
        ),
      ];
    },
  );
  app.put(
    apiPaths.admin.vocabularyLabels,
    {
      schema: {
        summary: 'Set (or with an empty label_ar remove) the Arabic form of one name',
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: LabelInputSchema,
        response: { 204: z.null(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await writeTransaction(app.database.db, async (trx) => {
        await writeArabicLabel(trx, request.body);
        await request.recordActivity(trx, { detail: `${request.body.kind} ${request.body.value}` });
      });
      // Every public answer showing the name (lists, facets, pages) shows its Arabic form now.
      await request.invalidateReads();
      return reply.code(204).send(null);
    },
  );
};
