import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#contracts/errors';
import { correctLanguageLabel } from '#contracts/language-label';
import { languageTagOf } from '#contracts/text-language';
import { parseTimedTranscript, writeTimedTranscript } from '#contracts/transcript-timing';
import type { DbOrTx } from '../../db/database.ts';
import { isDataRejection } from '../../db/dialect/database-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { saveStream } from '../media-files/derivatives.ts';
import { runTool } from '../media-files/ffmpeg.ts';
import { finishTask, insertTaskJob, type TaskKind, unfinishedJob } from '../media-files/jobs.repository.ts';
import { findFile, heldOriginal } from '../media-files/media-files.repository.ts';
import type { IngestJobRow } from '../media-files/media-files.table.ts';
import type { TaskRun } from '../media-files/ingest.ts';
import { findMediaWhole, type MediaWholeRow } from '../media/media.queries.ts';
import * as mediaRepo from '../media/media.repository.ts';
import { alignParagraphs } from '../speech/align.ts';
import { espeakLanguages } from '../speech/audio.ts';
import { engineFor, type TranscribeEngine } from '../speech/engines.ts';
import { draftOf } from './machine-draft.ts';
import { replaceDraft } from './transcript-drafts.repository.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

// Aligning a transcript and drafting one (docs/behaviour.md §704): what a request is refused for, and the
// two jobs' work. A job changes nothing until its last step, one transaction that writes its result and
// ends the job together, so a failure, a stop or a second process leaves nothing half done.

const ESPEAK = 'espeak-ng';

const refuse = (status: number, code: ErrorCode, message: string, install?: string) =>
  new HttpError(status, code, message, install ? [{ path: install, message: `Install ${install}.` }] : undefined);

/** A paragraph's words as spoken: without the "Name: " of a participant who speaks it. */
function spokenWords(text: string, speakers: string[]): string {
  const speaker = speakers.find((name) => text.startsWith(`${name}: `));
  return speaker ? text.slice(speaker.length + 2) : text;
}

const speakersOf = (whole: MediaWholeRow) => whole.participants.map((p) => `${p.first_name} ${p.last_name}`.trim()).filter(Boolean);

/** The engine TRANSCRIBE_ENGINE names, or why drafts cannot be made (503, the code naming what to install). */
async function usableEngine(app: FastifyInstance): Promise<TranscribeEngine> {
  const engine = engineFor(app.config.transcribeEngine);
  if (!engine) throw refuse(503, ErrorCode.transcriptionOff, 'Machine drafts are turned off here (TRANSCRIBE_ENGINE=off).');
  const missing = await engine.unavailable();
  if (missing?.reason === 'missing') throw refuse(503, ErrorCode.speechToolMissing, missing.detail, missing.install);
  return engine;
}

/** Whether drafts can be made here now, for the admin (no throw). */
export async function draftingState(app: FastifyInstance) {
  try {
    const engine = await usableEngine(app);
    return { available: true, code: null, install: null, languages: engine.languages ? [...engine.languages] : null };
  } catch (error) {
    const http = error as HttpError;
    return { available: false, code: http.code, install: http.errors?.[0]?.path ?? null, languages: null };
  }
}

/**
 * Queues an alignment or a draft of one language's transcript; returns the job's id. Refused, with nothing
 * queued: an unknown interview (404), one without a held recording, a language without a transcript or
 * with an empty one, a job of the kind already unfinished (409), a language the tools lack (400), a
 * missing tool or an engine turned off (503).
 */
export async function requestTranscriptJob(
  app: FastifyInstance,
  request: { mediaId: number; kind: TaskKind; language: string; actor: string | null; record: (trx: DbOrTx) => Promise<void> },
): Promise<number> {
  const { db, dialect } = app.database;
  const whole = await findMediaWhole(db, dialect, request.mediaId);
  if (!whole) throw notFound('Video not found');
  const language = correctLanguageLabel(request.language.trim());
  const tag = languageTagOf(language);
  // A draft needs its engine first: turned off or not installed is said for every interview.
  const engine = request.kind === 'draft' ? await usableEngine(app) : null;
  const original = await heldOriginal(db, request.mediaId);
  if (!original) throw refuse(409, ErrorCode.recordingRequired, 'This interview has no recording held by Atlas (uploaded and taken in).');
  if (!(await app.mediaFiles.tools()).ffmpeg) throw refuse(503, ErrorCode.speechToolMissing, 'ffmpeg is not installed.', 'ffmpeg');
  if (request.kind === 'align') {
    const transcript = whole.transcripts.find((t) => t.language === language);
    if (!transcript) throw refuse(409, ErrorCode.transcriptMissing, `This interview has no ${language} transcript to align.`);
    const speakers = speakersOf(whole);
    if (!parseTimedTranscript(transcript.text).some((p) => spokenWords(p.text, speakers).trim() !== '')) {
      throw refuse(409, ErrorCode.transcriptEmpty, `The ${language} transcript has no words to align.`);
    }
    const voices = await espeakLanguages(ESPEAK);
    if (voices.size === 0) throw refuse(503, ErrorCode.speechToolMissing, 'espeak-ng is not installed: aligning needs it.', 'espeak-ng');
    if (!tag || !voices.has(tag))
      throw refuse(400, ErrorCode.languageNotSupported, `espeak-ng has no voice for ${language}: it cannot be aligned here.`);
  } else if (engine?.languages && (!tag || !engine.languages.includes(tag))) {
    throw refuse(
      400,
      ErrorCode.languageNotSupported,
      `The ${engine.name} engine here transcribes ${engine.languages.join(', ')} only, not ${language}.`,
    );
  }
  const busy = () => refuse(409, ErrorCode.jobInProgress, `A ${request.kind} job for this interview is not finished yet.`);
  const running = await unfinishedJob(db, request.mediaId, request.kind);
  if (running)
    throw new HttpError(409, ErrorCode.jobInProgress, `Job ${running.id} (${request.kind}) for this interview is not finished yet.`);
  let id: number;
  try {
    id = await writeTransaction(db, async (trx) => {
      const job = await insertTaskJob(trx, {
        mediaId: request.mediaId,
        fileId: original.id,
        kind: request.kind,
        language,
        requestedBy: request.actor,
      });
      await request.record(trx);
      return job;
    });
  } catch (error) {
    // Two requests at once: the unique index let one in.
    if (isDataRejection(error)) throw busy();
    throw error;
  }
  app.mediaFiles.queue.wake();
  return id;
}

/** Runs `work` on a local copy of the job's recording (storage may be S3; ffmpeg reads files). */
async function withRecording<T>(
  app: FastifyInstance,
  job: IngestJobRow,
  work: (file: string, folder: string, seconds: number | null) => Promise<T>,
): Promise<T> {
  const original = await findFile(app.database.db, job.file_id);
  if (!original || original.status !== 'ready') throw new Error('the recording is no longer held');
  const stream = await app.mediaFiles.storage.read(original.storage_key);
  if (!stream) throw new Error(`the recording is missing from storage (${original.storage_key})`);
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), `atlas-${job.kind}-${job.id}-`));
  try {
    const file = path.join(folder, `recording${path.extname(original.storage_key)}`);
    await saveStream(stream, file);
    return await work(file, folder, original.duration_s);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/** The alignment job: each paragraph's start set to where its speech starts, written as one version. */
export async function runAlignment(app: FastifyInstance, job: IngestJobRow, run: TaskRun): Promise<void> {
  const { db, dialect } = app.database;
  const whole = await findMediaWhole(db, dialect, job.media_id);
  const transcript = whole?.transcripts.find((t) => t.language === job.language);
  if (!whole || !transcript) throw new Error(`the interview no longer has a ${job.language} transcript`);
  const paragraphs = parseTimedTranscript(transcript.text);
  const speakers = speakersOf(whole);
  const starts = await withRecording(app, job, (file, _folder, seconds) =>
    alignParagraphs({
      recording: file,
      paragraphs: paragraphs.map((p) => spokenWords(p.text, speakers)),
      voice: languageTagOf(job.language ?? '') ?? 'en',
      ffmpeg: app.mediaFiles.config.ffmpegPath,
      espeak: ESPEAK,
      durationSeconds: seconds,
      signal: run.signal,
      onProgress: run.progress,
    }),
  );
  // A paragraph with no words keeps the time before it; a kept end stays only where it still follows its start.
  let previous = 0;
  const aligned = paragraphs.map((p, index) => {
    const start = starts[index] ?? previous;
    previous = start;
    const next = starts.slice(index + 1).find((s) => s !== null) ?? null;
    const end = p.end !== null && p.end > start && (next === null || p.end <= next) ? p.end : null;
    return { ...p, start, end };
  });
  const text = writeTimedTranscript(aligned, (index) => aligned[index]!.end !== null);
  await writeInterviews(app.writeContext(job.requested_by), [job.media_id], async ({ trx, dialect: d, found, publicChanged }) => {
    if (found.length === 0) throw new Error('the interview was deleted');
    const current = await findMediaWhole(trx, d, job.media_id);
    if (current?.transcripts.find((t) => t.language === job.language)?.text !== transcript.text) {
      throw new Error('the transcript changed while it was being aligned; nothing was changed: align it again');
    }
    if (!(await finishTask(trx, job, 'done', null))) throw new Error('another server took this job over');
    const transcripts = current.transcripts.map((t) => ({ language: t.language, text: t.language === job.language ? text : t.text }));
    await mediaRepo.replaceTranscripts(trx, job.media_id, transcripts);
    publicChanged(job.media_id);
  });
}

/** The draft job: the engine's words as paragraphs, kept as the language's draft (never public). */
export async function runDraft(app: FastifyInstance, job: IngestJobRow, run: TaskRun): Promise<void> {
  const engine = engineFor(app.config.transcribeEngine);
  if (!engine) throw new Error('machine drafts were turned off (TRANSCRIBE_ENGINE=off)');
  const language = job.language ?? '';
  const words = await withRecording(app, job, async (file, folder) => {
    const wav = path.join(folder, 'speech.wav');
    await runTool(app.mediaFiles.config.ffmpegPath, ['-nostdin', '-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', '16000', wav], {
      signal: run.signal,
    });
    run.progress(0.1);
    return engine.transcribe(wav, languageTagOf(language) ?? 'en', run.signal);
  });
  if (words.length === 0) throw new Error(`${engine.name} heard no words in the recording`);
  const draft = draftOf(words);
  await writeTransaction(app.database.db, async (trx) => {
    if (!(await finishTask(trx, job, 'done', null))) throw new Error('another server took this job over');
    await replaceDraft(trx, {
      media_id: job.media_id,
      language,
      text: draft.text,
      unsure: JSON.stringify(draft.unsure),
      engine: engine.name,
    });
  });
}
