import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { extractYoutubeId } from '#contracts/youtube';
import { notFound } from '../../lib/http-error.ts';
import { drawPoster } from './media.poster.ts';
import { cachedThumbnail } from './media.thumbnails.service.ts';
import { findPosterSource } from './media.thumbnails.repository.ts';
import { isPublicRecord } from '../access/read-model.ts';

/** Browsers keep a poster for a day; a new thumbnail or title shows on the next day at worst. */
const POSTER_MAX_AGE_S = 86_400;

/**
 * A video's picture, served from the site so browsers ask nothing of the video host before play
 * (visitors') and the admin area shows pictures offline too (docs/behaviour.md §902): the thumbnail
 * the server fetched once, or a generated poster.
 */
export const mediaPosterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.media.poster(':id'),
    {
      schema: {
        summary: "A video's thumbnail (fetched once by the server) or a generated SVG poster",
        tags: ['media'],
        params: IdParamsSchema,
        response: { 200: z.unknown().describe('image/jpeg, image/webp or image/svg+xml'), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const source = await findPosterSource(db, request.params.id);
      // Staff see every video's picture (an archived one too) through their token; the public only those whose
      // record the read model shows it.
      const open = source !== undefined && isPublicRecord(source);
      if (!source || (!open && !request.admin)) throw notFound('Video not found');
      reply.header('cache-control', `${open ? 'public' : 'private'}, max-age=${POSTER_MAX_AGE_S}`);
      const youtubeId = extractYoutubeId(source.url);
      const thumbnail = youtubeId ? await cachedThumbnail(db, youtubeId, app.config.thumbnailFetch) : null;
      if (thumbnail) return reply.type(thumbnail.contentType).send(thumbnail.bytes);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(drawPoster(source));
    },
  );
};
