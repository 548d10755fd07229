import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SHEET_COLUMNS, type SheetColumn } from '#contracts/interview-sheet';
import type { MediaConfig } from '../../config.ts';
import type { WriteContext } from '../../db/db-context.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { FfmpegError, ffprobePathFor, probe } from '../media-files/ffmpeg.ts';
import type { IngestQueue } from '../media-files/ingest.ts';
import { recordUpload, recordUploadIn } from '../media-files/media-files.service.ts';
import type { MediaStorage } from '../media-files/storage/storage.ts';
import { createInterview } from './sheet-apply.ts';
import { normalCell } from './sheet-fields.ts';
import { newInterviewOf } from './sheet-plan.ts';
import { readCsv, SheetFileError } from './sheet-read.ts';
import { loadSheetVocabulary } from './sheet-vocabulary.ts';
import { outsideTrash } from '../access/read-model.ts';

// `npm run ingest -- --manifest FILE.csv --from DIR|s3://bucket/prefix` (docs/behaviour.md §1102): recordings by the
// drive-load, each through the recordings pipeline the upload screen uses (probe, the file records and the ingest job
// in one write, then the ingest queue), one file at a time. A manifest's row names its file and either an interview's
// id or a new interview's fields (the sheet's columns, §1100); a new interview is made in the same write as its
// recording's records, so a file that fails leaves no interview without it. What is done is written to the report as
// it happens, and a run started again skips it: the report, and the archive's own checksums, say what is held.

/** One file's outcome, as the report keeps it. */
export interface IngestOutcome {
  row: number;
  file: string;
  status: 'done' | 'failed';
  interview: number | null;
  reason: string;
}

export interface BatchIngestOptions {
  ctx: WriteContext;
  media: MediaConfig;
  /** Where the files are read from: a folder or an S3 prefix, as storage. */
  from: MediaStorage;
  queue: IngestQueue;
  /** Rows already done in an earlier run (by their file), skipped. */
  done: ReadonlySet<string>;
  /** Told each file's outcome as soon as it is known. */
  report: (outcome: IngestOutcome) => Promise<void> | void;
}

/** The manifest's problems as a whole (its header): nothing is ingested. */
export class ManifestError extends Error {}

interface ManifestRow {
  row: number;
  file: string;
  cells: Map<SheetColumn, string>;
}

/** Reads the manifest: a `file` column, then `id` or a new interview's columns. */
async function manifestRows(bytes: Buffer): Promise<ManifestRow[]> {
  let source;
  try {
    source = await readCsv(bytes);
  } catch (error) {
    if (error instanceof SheetFileError) throw new ManifestError(error.problems.map((p) => `row ${p.row}: ${p.message}`).join(' '));
    throw error;
  }
  const { header } = source;
  if (!header.includes('file')) throw new ManifestError('The manifest needs a “file” column (each file’s path below --from).');
  const unknown = header.filter((h) => h !== 'file' && !(SHEET_COLUMNS as readonly string[]).includes(h));
  if (unknown.length) throw new ManifestError(`The manifest has columns the archive does not know: ${unknown.join(', ')}.`);
  const rows: ManifestRow[] = [];
  for await (const line of source.rows) {
    if ('problem' in line) throw new ManifestError(line.problem.message);
    if (line.cells.length === 0) continue;
    const cells = new Map(header.map((h, i) => [h as SheetColumn, normalCell(line.cells[i] ?? '')]));
    rows.push({ row: line.row, file: cells.get('file' as SheetColumn) ?? '', cells });
  }
  return rows;
}

/** Ingests every file the manifest names; answers every outcome, in the manifest's order. */
export async function batchIngest(manifest: Buffer, options: BatchIngestOptions): Promise<IngestOutcome[]> {
  const rows = await manifestRows(manifest);
  const vocabulary = await loadSheetVocabulary(options.ctx.db);
  const outcomes: IngestOutcome[] = [];
  await fsp.mkdir(options.media.uploadDir, { recursive: true });
  for (const row of rows) {
    if (options.done.has(row.file)) continue;
    const outcome = await ingestOne(row, vocabulary, options);
    outcomes.push(outcome);
    await options.report(outcome);
  }
  return outcomes;
}

async function ingestOne(
  row: ManifestRow,
  vocabulary: Awaited<ReturnType<typeof loadSheetVocabulary>>,
  options: BatchIngestOptions,
): Promise<IngestOutcome> {
  const failed = (reason: string, interview: number | null = null): IngestOutcome => ({
    row: row.row,
    file: row.file,
    status: 'failed',
    interview,
    reason,
  });
  if (row.file === '' || row.file.split('/').some((part) => part === '..' || part === ''))
    return failed('the file column is empty or climbs out of --from');
  const idCell = row.cells.get('id') ?? '';
  const id = idCell === '' ? null : /^[1-9]\d*$/.test(idCell) ? Number(idCell) : NaN;
  if (Number.isNaN(id)) return failed(`the id “${idCell}” is not a whole number`);
  let record = null;
  if (id === null) {
    const made = newInterviewOf(row.row, row.cells, vocabulary, { sealed: true, publishChecklist: 'warn' });
    if ('errors' in made) return failed(made.errors.map((e) => `${e.column}: ${e.message}`).join('; '));
    record = made.record;
  } else if (
    // One in the trash is not there to take a recording (docs/decisions.md §1902).
    !(await options.ctx.db
      .selectFrom('media')
      .select('id')
      .where('id', '=', id)
      .where((eb) => outsideTrash(eb))
      .executeTakeFirst())
  ) {
    return failed(`no interview has the id ${id}`);
  }

  // The file, copied into the upload folder (the ingest job takes it from there and removes it when done).
  const upload = path.join(
    options.media.uploadDir,
    `ingest-${crypto.randomBytes(8).toString('hex')}${path.extname(row.file).toLowerCase()}`,
  );
  const stream = await options.from.read(row.file).catch(() => null);
  if (!stream) return failed(`${row.file} is not in ${options.from.description}`);
  const hash = crypto.createHash('sha256');
  stream.on('data', (chunk: Buffer) => hash.update(chunk));
  await pipeline(stream, fs.createWriteStream(upload));
  const sha256 = hash.digest('hex');
  const drop = () => fsp.rm(upload, { force: true });

  const held = await alreadyHeld(options.ctx, sha256, id);
  if (held !== null) {
    await drop();
    return { row: row.row, file: row.file, status: 'done', interview: held, reason: 'already held (same SHA-256)' };
  }
  let source;
  try {
    source = await probe(ffprobePathFor(options.media.ffmpegPath), upload);
  } catch (error) {
    await drop();
    return failed(
      `not an audio or video recording: ${error instanceof FfmpegError ? error.message.replace(`${upload}: `, '') : String(error)}`,
    );
  }
  const filename = path.posix.basename(row.file);
  let interview: number;
  let fileId: number;
  try {
    if (id !== null) {
      interview = id;
      fileId = await recordUpload(options.ctx, { mediaId: id, filename, uploadPath: upload, source, contentType: '' });
    } else {
      [interview, fileId] = await writeInterviews(
        options.ctx,
        [],
        async (write) => {
          const made = await createInterview(write, record!, vocabulary);
          return [made, await recordUploadIn(write, { mediaId: made, filename, uploadPath: upload, source, contentType: '' })] as const;
        },
        { versions: false },
      );
    }
  } catch (error) {
    await drop();
    return failed((error as Error).message);
  }
  options.queue.wake();
  const ended = await jobEnd(options.ctx, fileId, options.queue);
  return ended === null
    ? { row: row.row, file: row.file, status: 'done', interview, reason: '' }
    : failed(`${ended} (the interview and its upload are kept; the server tries the ingest again)`, interview);
}

/** The interview already holding an original with this SHA-256 (one the manifest names, or any), or null. */
async function alreadyHeld(ctx: WriteContext, sha256: string, id: number | null): Promise<number | null> {
  let query = ctx.db.selectFrom('media_files').select('media_id').where('role', '=', 'original').where('sha256', '=', sha256);
  if (id !== null) query = query.where('media_id', '=', id);
  return (await query.executeTakeFirst())?.media_id ?? null;
}

/** Waits until the file's ingest job ends: null when it is done, else why its attempt failed. */
async function jobEnd(ctx: WriteContext, fileId: number, queue: IngestQueue): Promise<string | null> {
  for (;;) {
    const job = await ctx.db
      .selectFrom('ingest_jobs')
      .select(['status', 'error', 'attempts'])
      .where('file_id', '=', fileId)
      .where('kind', '=', 'ingest')
      .where('withheld', 'is', null)
      .executeTakeFirst();
    if (!job) return 'its ingest job is gone';
    if (job.status === 'done') return null;
    if (job.status === 'failed' || (job.status === 'queued' && job.error)) return job.error ?? 'the ingest failed';
    await queue.settled();
  }
}
