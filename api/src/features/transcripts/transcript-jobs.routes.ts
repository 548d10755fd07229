import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#contracts/common';
import { ErrorSchema } from '#contracts/errors';
import { apiPaths } from '#contracts/paths';
import { DraftListSchema, JobAcceptedSchema, JobSchema, TranscriptJobInputSchema } from '#contracts/transcript-jobs';
import type { UnsureWord } from '#contracts/transcript-jobs';
import { notFound } from '../../lib/http-error.ts';
import { findJob, taskJobsOf } from '../media-files/jobs.repository.ts';
import type { IngestJobRow } from '../media-files/media-files.table.ts';
import { loadSavedMedia } from '../media/media.admin.service.ts';
import { draftsOf } from './transcript-drafts.repository.ts';
import { draftingState, requestTranscriptJob, runAlignment, runDraft } from './transcript-jobs.service.ts';

const admin = { tags: ['transcripts (admin)'], security: [{ bearer: [] }] };
const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema };

const presentJob = (job: IngestJobRow) => ({
  id: job.id,
  kind: job.kind,
  media_id: job.media_id,
  language: job.language,
  status: job.status,
  progress: Number(job.progress),
  error: job.error,
  created_at: job.created_at,
  updated_at: job.updated_at,
});

/** Aligning and drafting transcripts, their jobs and the drafts (docs/behaviour.md §704), staff only. */
export const transcriptJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  app.mediaFiles.queue.handle('align', (job, run) => runAlignment(app, job, run));
  app.mediaFiles.queue.handle('draft', (job, run) => runDraft(app, job, run));

  for (const kind of ['align', 'draft'] as const) {
    app.post(
      kind === 'align' ? apiPaths.admin.transcriptAlign(':id') : apiPaths.admin.transcriptDraft(':id'),
      {
        schema: {
          ...admin,
          summary:
            kind === 'align'
              ? 'Align one language’s transcript to the recording Atlas holds: each paragraph gets its start (a job)'
              : 'Draft a transcript by speech recognition (TRANSCRIBE_ENGINE), kept private as that language’s draft (a job)',
          params: IdParamsSchema,
          body: TranscriptJobInputSchema,
          response: { 202: JobAcceptedSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const job = await requestTranscriptJob(app, {
          mediaId: request.params.id,
          kind,
          language: request.body.language,
          actor: request.admin,
          record: (trx) => request.recordActivity(trx),
        });
        return reply.code(202).send({ job });
      },
    );
  }

  app.get(
    apiPaths.admin.transcriptDrafts(':id'),
    {
      schema: {
        ...admin,
        summary: 'An interview’s machine drafts (never public), its latest transcript jobs, and whether drafts can be made here',
        params: IdParamsSchema,
        response: { 200: DraftListSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const media = await loadSavedMedia(app.database, request.params.id);
      const [drafts, jobs, drafting] = await Promise.all([
        draftsOf(app.database.db, media.id),
        taskJobsOf(app.database.db, media.id),
        draftingState(app),
      ]);
      return {
        results: drafts.map((d) => ({
          language: d.language,
          text: d.text,
          state: 'draft' as const,
          machine_generated: true as const,
          engine: d.engine,
          unsure: JSON.parse(d.unsure) as UnsureWord[],
          created_at: d.created_at,
        })),
        jobs: jobs.map(presentJob),
        drafting,
      };
    },
  );

  app.get(
    apiPaths.admin.job(':id'),
    {
      schema: {
        ...admin,
        summary: 'One job: queued, running, done or failed, its progress (0–1) and why it failed',
        params: IdParamsSchema,
        response: { 200: JobSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const job = await findJob(app.database.db, request.params.id);
      if (!job) throw notFound('No such job');
      return presentJob(job);
    },
  );
};
