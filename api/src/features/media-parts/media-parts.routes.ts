import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { DeletedCountSchema, MediaRefQuerySchema } from '#contracts/parts';
import type { PartTableName } from './media-parts.repository.ts';
import type { PartInput, PartsService } from './media-parts.service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };

export interface PartRoutesDeclaration<T extends PartTableName, Out> {
  service: PartsService<T, Out>;
  paths: { create: string; bulkUpdate: string; replace: string; bulkDelete: string; detail: (id: string) => string };
  /** The kind in the API docs: "segment", "segments". */
  noun: { one: string; many: string };
  schemas: {
    item: z.ZodType<Out>;
    /** One item or a list. */
    createBody: z.ZodType<PartInput<T> | PartInput<T>[]>;
    /** A list (the kind's contract says whether one item is taken too). */
    listBody: z.ZodType<PartInput<T> | PartInput<T>[]>;
  };
}

/** The calls on one kind of part (docs/behaviour.md §7), admin only (encapsulated; the hook requires the token). */
export function partRoutes<T extends PartTableName, Out>({
  service,
  paths,
  noun,
  schemas,
}: PartRoutesDeclaration<T, Out>): FastifyPluginAsyncZod {
  const admin = { tags: [`${noun.many} (admin)`], security: [{ bearer: [] }] };
  const list = z.array(schemas.item);
  // Fastify cannot resolve a union answer through the type parameter, so the created answer is
  // typed as what it is (one item or a list) in the handler; the schema still shapes it at run time.
  const created: z.ZodType<unknown> = z.union([schemas.item, list]);
  // The schemas above have parsed the body; their types are only deferred by the type parameter.
  // Every call taking a list also takes one item where the kind's contract allows it.
  const items = (body: unknown) => {
    const parsed = body as PartInput<T> | PartInput<T>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  };

  return async (app) => {
    app.adminOnly();

    app.get(
      paths.create,
      {
        schema: { ...admin, summary: `The ${noun.many} of a video`, querystring: MediaRefQuerySchema, response: { 200: list, ...errors } },
      },
      async (request) => service.list(app.database, request.query.media),
    );

    app.post(
      paths.create,
      {
        schema: {
          ...admin,
          summary: `Create ${noun.many} (one or a list; each names its video in media)`,
          querystring: MediaRefQuerySchema.partial(),
          body: schemas.createBody,
          response: { 201: created, ...errors },
        },
      },
      async (request, reply) => {
        const rows = await service.create(request.writeContext(), items(request.body), request.query.media);
        const [single] = rows;
        const answer: Out | Out[] = Array.isArray(request.body) || single === undefined ? rows : single;
        reply.code(201);
        return answer;
      },
    );

    app.put(
      paths.bulkUpdate,
      {
        schema: {
          ...admin,
          summary: `Update ${noun.many} of a video by id`,
          querystring: MediaRefQuerySchema,
          body: schemas.listBody,
          response: { 200: list, ...errors },
        },
      },
      async (request) => service.bulkUpdate(request.writeContext(), request.query.media, items(request.body)),
    );

    app.put(
      paths.replace,
      {
        schema: {
          ...admin,
          summary: `Replace all ${noun.many} of a video`,
          querystring: MediaRefQuerySchema,
          body: schemas.listBody,
          response: { 200: list, ...errors },
        },
      },
      async (request) => service.replaceAll(request.writeContext(), request.query.media, items(request.body)),
    );

    app.delete(
      paths.bulkDelete,
      {
        schema: {
          ...admin,
          summary: `Delete all ${noun.many} of a video`,
          querystring: MediaRefQuerySchema,
          response: { 200: DeletedCountSchema, ...errors },
        },
      },
      async (request) => ({ deleted: await service.deleteAllOf(request.writeContext(), request.query.media) }),
    );

    app.delete(
      paths.detail(':id'),
      {
        schema: { ...admin, summary: `Delete one ${noun.one}`, params: IdParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deleteOne(request.writeContext(), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
