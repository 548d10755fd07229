import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#contracts/common';
import { ErrorSchema } from '#contracts/errors';
import type { Media, Transcript } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { hasTimeMarkers } from '#contracts/transcript-timing';
import { notFound } from '../../lib/http-error.ts';
import { transcriptTag } from '../iiif/iiif.presenter.ts';
import { readerOf } from '../access/access-reader.ts';
import { requireMedia } from '../media/media.service.ts';
import { VTT_CONTENT_TYPE, captionsVtt, chaptersVtt, transcriptVtt } from './webvtt.ts';

const TranscriptVttParamsSchema = IdParamsSchema.extend({ lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/) });

/** Players and IIIF viewers on other origins read these tracks too. */
function sendVtt(reply: FastifyReply, text: string) {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .type(VTT_CONTENT_TYPE)
    .send(text);
}

/** WebVTT for media elements and IIIF viewers: chapters from segments, timed transcripts and captions. */
export const webVttRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The interview as this reader may see it and its timed transcript in the asked language, or 404. */
  async function timedTranscriptOf(request: FastifyRequest, { id, lang }: { id: number; lang: string }): Promise<[Media, Transcript]> {
    const media = await requireMedia(app.database, id, await readerOf(request, app));
    const transcript = media.transcripts.find((t) => transcriptTag(t) === lang && hasTimeMarkers(t.text));
    if (!transcript) throw notFound('No transcript with time markers in this language');
    return [media, transcript];
  }

  app.get(
    apiPaths.media.chaptersVtt(':id'),
    {
      schema: {
        summary: 'Chapters of a video as WebVTT, one cue per segment',
        tags: ['standards'],
        params: IdParamsSchema,
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const media = await requireMedia(app.database, request.params.id, await readerOf(request, app));
      return sendVtt(reply, chaptersVtt(media));
    },
  );

  app.get(
    apiPaths.media.transcriptVtt(':id', ':lang'),
    {
      schema: {
        summary: 'A transcript with time markers as WebVTT, by language tag',
        tags: ['standards'],
        params: TranscriptVttParamsSchema,
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => sendVtt(reply, transcriptVtt(...(await timedTranscriptOf(request, request.params)))),
  );

  app.get(
    apiPaths.media.captionsVtt(':id', ':lang'),
    {
      schema: {
        summary: 'A timed transcript as WebVTT captions (at most 7 s and two lines of 42 characters a cue), by language tag',
        tags: ['standards'],
        params: TranscriptVttParamsSchema,
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => sendVtt(reply, captionsVtt(...(await timedTranscriptOf(request, request.params)))),
  );
};
