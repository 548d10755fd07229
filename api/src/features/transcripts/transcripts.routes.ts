import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#contracts/common';
import { ErrorCode, ErrorSchema } from '#contracts/errors';
import { MediaSchema } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import {
  ChecklistSchema,
  DurationQuerySchema,
  TRANSCRIPT_IMPORT_MAX_BYTES,
  TranscriptImportFieldsSchema,
  TranscriptImportInputSchema,
  TranscriptSaveInputSchema,
} from '#contracts/transcripts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { loadSavedMedia } from '../media/media.admin.service.ts';
import { type ImportRequest, transcriptFromFile } from './transcript-import.ts';
import { saveTranscript } from './transcripts.service.ts';
import { heldOriginal } from '../media-files/media-files.repository.ts';
import { consentStateOf } from './checklist.ts';
import { checklistOf } from '#contracts/publish-checklist';

const admin = { tags: ['transcripts (admin)'], security: [{ bearer: [] }] };
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
const MEGABYTES = TRANSCRIPT_IMPORT_MAX_BYTES / (1024 * 1024);
const tooLarge = () => new HttpError(413, ErrorCode.payloadTooLarge, `Files over ${MEGABYTES} MB are not accepted. Nothing was saved.`);

type ImportFields = Omit<ImportRequest, 'mediaDuration' | 'probedSeconds'>;

/** A multipart upload: one `file` and the JSON body's other fields as form fields. */
async function readUpload(request: FastifyRequest): Promise<ImportFields> {
  const fields: Record<string, string> = {};
  let content: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: TRANSCRIPT_IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      content = await part.toBuffer().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
      });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  const parsed = TranscriptImportFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ path: `body.${issue.path.join('.')}`, message: issue.message }));
    throw new HttpError(400, ErrorCode.validationFailed, `${problems[0]!.path}: ${problems[0]!.message}`, problems);
  }
  if (!content)
    throw new HttpError(400, ErrorCode.validationFailed, 'Send the transcript as the `file` field.', [
      { path: 'body.file', message: 'Required' },
    ]);
  const { language, format, machine_generated, duration } = parsed.data;
  return { language, format, content, machineGenerated: ['true', '1', 'on'].includes(machine_generated ?? ''), duration: duration ?? null };
}

/** The editor's save and the imports of one transcript (docs/behaviour.md §700), admin only. */
export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  await app.register(multipart, { limits: { fileSize: TRANSCRIPT_IMPORT_MAX_BYTES } });

  app.get(
    apiPaths.admin.checklist(':id'),
    {
      schema: {
        ...admin,
        summary: 'What the interview lacks before it goes public (transcript, captions, consent, summary, place)',
        params: IdParamsSchema,
        response: { 200: ChecklistSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const media = await loadSavedMedia(app.database, request.params.id);
      const consent = await consentStateOf(app.database.db, media.id, app.config.consentPolicy);
      return checklistOf(media, app.config.publishChecklist ?? 'warn', consent);
    },
  );

  app.put(
    apiPaths.admin.transcripts(':id'),
    {
      schema: {
        ...admin,
        summary: 'Save one transcript by language (and the index, when sent): the editor’s save',
        params: IdParamsSchema,
        body: TranscriptSaveInputSchema,
        response: { 200: MediaSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await saveTranscript(request.writeContext(), request.params.id, request.body))) throw notFound('Video not found');
      return loadSavedMedia(app.database, request.params.id);
    },
  );

  app.post(
    apiPaths.admin.transcriptImport(':id'),
    {
      schema: {
        ...admin,
        summary: `Import a transcript (WebVTT, SRT, OHMS, marked text or DOCX; at most ${MEGABYTES} MB) as JSON or a multipart file`,
        params: IdParamsSchema,
        querystring: DurationQuerySchema,
        body: TranscriptImportInputSchema.nullish(),
        response: { 200: MediaSchema, ...errors },
      },
    },
    async (request) => {
      const id = request.params.id;
      const media = await loadSavedMedia(app.database, id);
      let fields: ImportFields;
      if (request.isMultipart()) fields = await readUpload(request);
      else if (request.body) {
        const { language, format, content, machine_generated, duration } = request.body;
        const bytes = format === 'docx' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
        if (bytes.length > TRANSCRIPT_IMPORT_MAX_BYTES) throw tooLarge();
        fields = { language, format, content: bytes, machineGenerated: machine_generated ?? false, duration: duration ?? null };
      } else throw new HttpError(400, ErrorCode.validationFailed, 'Send the transcript as JSON or as a multipart file.');
      const duration = request.query.duration ?? fields.duration;
      const probedSeconds = (await heldOriginal(app.database.db, id))?.duration_s ?? null;
      const input = await transcriptFromFile({ ...fields, duration, mediaDuration: media.duration, probedSeconds });
      if (!(await saveTranscript(request.writeContext(), id, input))) throw notFound('Video not found');
      return loadSavedMedia(app.database, id);
    },
  );
};
