import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#contracts/common';
import { ErrorCode, ErrorSchema } from '#contracts/errors';
import { MediaSchema } from '#contracts/media';
import { OHMS_MAX_BYTES, OHMS_MAX_MEGABYTES } from '#contracts/ohms';
import { apiPaths } from '#contracts/paths';
import { parseTime } from '#contracts/time';
import { DurationQuerySchema } from '#contracts/transcripts';
import { HttpError } from '../../lib/http-error.ts';
import { loadSavedMedia } from '../media/media.admin.service.ts';
import { readerOf } from '../access/access-reader.ts';
import { requireMedia, saveMediaWithParts } from '../media/media.service.ts';
import { ohmsXml } from './ohms-export.ts';
import { readOhms } from './ohms-import.ts';

const XML_TYPES = ['application/xml', 'text/xml'];

function sendDownload(reply: FastifyReply, filename: string, xml: string) {
  return reply.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(xml);
}

/** OHMS XML export of any video the caller may see (docs/decisions.md §100). */
export const ohmsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.media.ohms(':id'),
    {
      schema: {
        summary: 'A video as OHMS XML (version 5.4 fields)',
        tags: ['standards'],
        params: IdParamsSchema,
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const media = await requireMedia(app.database, request.params.id, await readerOf(request, app));
      return sendDownload(reply, `atlas-${media.id}-ohms.xml`, ohmsXml(media));
    },
  );
};

/** Admin import of one OHMS XML file into a new archived video; nothing is saved unless all of it is readable. */
export const ohmsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  // The raw file is the body. Anything up to twice the limit is read so it can be refused with the limit named.
  app.addContentTypeParser(XML_TYPES, { parseAs: 'string', bodyLimit: OHMS_MAX_BYTES * 2 }, (_request, body, done) => {
    if (Buffer.byteLength(String(body)) > OHMS_MAX_BYTES) {
      done(
        new HttpError(413, ErrorCode.payloadTooLarge, `OHMS files over ${OHMS_MAX_MEGABYTES} MB are not accepted. Nothing was saved.`),
        undefined,
      );
      return;
    }
    done(null, String(body));
  });

  app.post(
    apiPaths.admin.ohmsImport,
    {
      schema: {
        summary: `Import an OHMS XML file (at most ${OHMS_MAX_MEGABYTES} MB) as a new archived video; ?duration=hh:mm:ss when the file gives none`,
        tags: ['media (admin)'],
        security: [{ bearer: [] }],
        querystring: DurationQuerySchema,
        body: z.string(),
        response: { 201: MediaSchema, 400: ErrorSchema, 401: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request, reply) => {
      // `duration` answers a 400 duration_required: the last index point ends there (docs/behaviour.md §700).
      const input = readOhms(request.body, request.query.duration ? parseTime(request.query.duration) : null);
      const id = await saveMediaWithParts(request.writeContext(), null, input);
      if (id === null) throw new HttpError(500, ErrorCode.internalError, 'The import returned no video.');
      return reply.code(201).send(await loadSavedMedia(app.database, id));
    },
  );
};
