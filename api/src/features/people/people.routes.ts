import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, PaginationQuerySchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import {
  AdminPersonDetailSchema,
  AdminPersonListSchema,
  CreatedPersonSchema,
  PersonInputSchema,
  PersonListQuerySchema,
  PersonListSchema,
  PersonMergeSchema,
  PersonSchema,
  PersonSlugParamsSchema,
  PersonSplitSchema,
} from '#contracts/people';
import { notFound } from '../../lib/http-error.ts';
import { cacheReads } from '../../lib/read-cache.ts';
import { pageLinks } from '../../lib/page-links.ts';
import { recordMediaPage } from '../records/record-media-page.ts';
import {
  adminPerson,
  keptPeople,
  linkUnlinkedMedia,
  listAdminPeople,
  listPublicPeople,
  mergePerson,
  publicPerson,
  splitPerson,
  updatePerson,
} from './people.service.ts';

/** People as the public reads them (docs/behaviour.md §1300): only through the interviews it may see. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers made of many interviews, the list a video's page asks for included: every write forgets them
  // (lib/read-cache.ts; docs/decisions.md §2512).
  cacheReads(app);
  // An archive older than people: its interviews' names become people once, when the server starts.
  app.addHook('onReady', async () => {
    const linked = await linkUnlinkedMedia(app.writeContext());
    if (linked > 0) app.log.info({ interviews: linked }, 'people: linked the names of interviews older than people');
  });

  app.get(
    apiPaths.people.list,
    {
      schema: {
        summary: 'The people of the interviews the public may see, by name',
        tags: ['people'],
        querystring: PersonListQuerySchema,
        response: { 200: PersonListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { page, page_size: limit, media } = request.query;
      const all = await listPublicPeople(app.database.db, media === undefined ? {} : { media }, keptPeople(app));
      return { count: all.length, ...pageLinks(request, page, limit, all.length), results: all.slice((page - 1) * limit, page * limit) };
    },
  );

  app.get(
    apiPaths.people.detail(':slug'),
    {
      schema: {
        summary: 'One person: a page of the public interviews they take part in',
        tags: ['people'],
        params: PersonSlugParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: PersonSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const found = await publicPerson(app.database.db, request.params.slug, keptPeople(app));
      if (!found) throw notFound('Person not found');
      const { media: ids, names_in_media: _names, ...card } = found.card;
      return { ...card, ...(await recordMediaPage(app, request, ids, request.query)) };
    },
  );
};

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const admin = { tags: ['people (admin)'], security: [{ bearer: [] }] };

/** Staff's people: every person, hidden interviews included; names, identifiers, merge and split. */
export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  // A person's page and the public list change even when no interview's own content does.
  const changed = (request: { readsInvalidated: boolean; invalidateReads(): Promise<void> }) =>
    request.readsInvalidated ? undefined : request.invalidateReads();

  app.get(
    apiPaths.admin.people,
    { schema: { ...admin, summary: 'Every person', response: { 200: AdminPersonListSchema, ...errors } } },
    async () => listAdminPeople(app.database.db),
  );

  app.get(
    apiPaths.admin.person(':slug'),
    {
      schema: {
        ...admin,
        summary: 'One person with every interview they take part in',
        params: PersonSlugParamsSchema,
        response: { 200: AdminPersonDetailSchema, ...errors },
      },
    },
    async (request) => adminPerson(app.database.db, request.params.slug),
  );

  app.put(
    apiPaths.admin.person(':slug'),
    {
      schema: {
        ...admin,
        summary: 'Name a person and give their authority identifiers',
        params: PersonSlugParamsSchema,
        body: PersonInputSchema,
        response: { 200: AdminPersonDetailSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await updatePerson(request.writeContext(), request.params.slug, request.body);
      await changed(request);
      return saved;
    },
  );

  app.post(
    apiPaths.admin.personMerge(':slug'),
    {
      schema: {
        ...admin,
        summary: 'Merge a person into another',
        params: PersonSlugParamsSchema,
        body: PersonMergeSchema,
        response: { 200: AdminPersonDetailSchema, ...errors },
      },
    },
    async (request) => {
      const merged = await mergePerson(request.writeContext(), request.params.slug, request.body.into);
      await changed(request);
      return merged;
    },
  );

  app.post(
    apiPaths.admin.personSplit(':slug'),
    {
      schema: {
        ...admin,
        summary: 'Make a new person of some of a person’s interviews',
        params: PersonSlugParamsSchema,
        body: PersonSplitSchema,
        response: { 201: CreatedPersonSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await splitPerson(request.writeContext(), request.params.slug, request.body);
      await changed(request);
      return reply.code(201).send(created);
    },
  );
};
