import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { ffprobePathFor, probe } from './ffmpeg.ts';
import { makeDerivatives, makeWithheldSet } from './ingest-steps.ts';
import { currentSpec, dropStaleSets, planWithheldSet } from './withheld-set.ts';
import { sha256OfFile, saveStream } from './derivatives.ts';
import * as repo from './media-files.repository.ts';
import { finishTask, setProgress, type TaskKind } from './jobs.repository.ts';
import type { IngestJobRow } from './media-files.table.ts';
import type { MediaStorage } from './storage/storage.ts';

// Ingest jobs (docs/behaviour.md §600): kept in the database, so a restart resumes them; a failure is
// retried after a growing wait; each job is one original, so a failing file holds up no other.
// The same queue runs transcript jobs (aligning, drafting: docs/behaviour.md §704) through handlers their
// feature registers: taken once by one worker of one process, started again after a restart, failed
// with the reason when they throw, never retried on their own (the same input would fail the same way).

/** Waits before the 2nd, 3rd and 4th attempt; after the 4th a job stays failed. */
const BACKOFF_MS = [30_000, 120_000, 600_000];
const POLL_MS = 2_000;
/** A running job tells the database it is alive this often; one silent for STALE_MS is taken up again. */
const HEARTBEAT_MS = 20_000;
const STALE_MS = 120_000;
/** A transcript job the server stopped under this many times is failed rather than started again. */
const TASK_MAX_ATTEMPTS = 3;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1_000;

/** What a transcript job's handler is given: its run's signal (a stop), and where to tell its progress. */
export interface TaskRun {
  signal: AbortSignal;
  progress(share: number): void;
}
/** Runs one job; it ends the job itself (`finishTask`) inside the transaction that writes its result. */
export type TaskHandler = (job: IngestJobRow, run: TaskRun) => Promise<void>;

export interface IngestContext {
  db: Db;
  storage: MediaStorage;
  media: MediaConfig;
  /** Drops cached public answers of an interview whose recording changed. */
  changed(mediaId: number): Promise<void>;
  log: { error(obj: object, msg: string): void; info(msg: string): void };
}

export class IngestQueue {
  private running = 0;
  /** Jobs are taken only once started: one running at start-up is first queued again (start). */
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private filling: Promise<void> | null = null;
  private wokenWhileFilling = false;
  private readonly active = new Set<Promise<void>>();
  /** Stopping ends the running ffmpeg at once rather than waiting out an ingest of many minutes. */
  private readonly stopping = new AbortController();
  private readonly handlers = new Map<TaskKind, TaskHandler>();

  constructor(private readonly ctx: IngestContext) {}

  /** Who runs jobs of `kind` (registered before the queue starts). */
  handle(kind: TaskKind, handler: TaskHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Starts taking jobs; `alone`: no other process shares the database's jobs, so none is running elsewhere. */
  async start(alone: boolean): Promise<void> {
    await repo.requeueStale(this.ctx.db, new Date(Date.now() - (alone ? -1000 : STALE_MS)).toISOString());
    this.started = true;
    this.wake();
  }

  /** Looks for due jobs now (after an upload) instead of at the next poll. */
  wake(): void {
    if (this.stopped || !this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // One fill at a time: two at once would each count the workers before either claimed, and between them
    // run more than INGEST_CONCURRENCY jobs. A wake during a fill looks again once it ends.
    if (this.filling) {
      this.wokenWhileFilling = true;
      return;
    }
    this.filling = this.fill().finally(() => {
      this.filling = null;
      if (this.wokenWhileFilling) {
        this.wokenWhileFilling = false;
        this.wake();
      }
    });
  }

  /** Resolves when a job this process runs ends, or after the queue's poll interval: a caller waiting for a job looks again then. */
  settled(): Promise<void> {
    return Promise.race([...this.active, new Promise<void>((resolve) => setTimeout(resolve, POLL_MS))]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.stopping.abort();
    await Promise.allSettled([...this.active]);
  }

  private async fill(): Promise<void> {
    try {
      while (!this.stopped && this.running < this.ctx.media.ingestConcurrency) {
        const job = await repo.claimNextJob(this.ctx.db);
        if (!job) break;
        this.running++;
        const work = this.run(job).finally(() => {
          this.running--;
          this.active.delete(work);
          this.wake();
        });
        this.active.add(work);
      }
    } catch (error) {
      this.ctx.log.error({ err: error }, 'ingest: could not read the job queue');
    }
    if (!this.stopped && !this.timer) this.timer = setTimeout(() => this.wake(), POLL_MS).unref();
  }

  private async run(job: IngestJobRow): Promise<void> {
    if (job.kind !== 'ingest') return this.runTask(job);
    const { db } = this.ctx;
    const heartbeat = setInterval(() => void repo.touchJob(db, job.id).catch(() => undefined), HEARTBEAT_MS).unref();
    const work = await fsp.mkdtemp(path.join(os.tmpdir(), `atlas-ingest-${job.id}-`));
    try {
      await repo.markUnfinished(db, job.file_id, 'processing', null, job.withheld);
      if (job.withheld) {
        // A set whose passages changed or lifted since it was queued is not made: it would only be dropped (docs/decisions.md §620).
        if (job.withheld === (await currentSpec(db, job.media_id))) await this.silence(job, job.withheld, work);
        await repo.endJob(db, job.id, 'done', null);
      } else {
        await this.ingest(job, work);
        await repo.endJob(db, job.id, 'done', null);
        await fsp.rm(job.upload_path, { force: true });
        // An interview with passages withheld from the public gets its public set next (docs/behaviour.md §610).
        if (await planWithheldSet(db, job.media_id)) this.wake();
      }
    } catch (error) {
      if (this.stopped) {
        // Cut short by a stop, not failed: due again at once, for this process's next start or another's.
        await repo.markUnfinished(db, job.file_id, 'queued', null, job.withheld);
        await repo.endJob(db, job.id, 'queued', null);
        return;
      }
      const reason = (error as Error).message || String(error);
      const last = job.attempts > BACKOFF_MS.length;
      await repo.markUnfinished(db, job.file_id, last ? 'failed' : 'queued', reason, job.withheld);
      const retryAt = last ? undefined : new Date(Date.now() + BACKOFF_MS[job.attempts - 1]!).toISOString();
      await repo.endJob(db, job.id, last ? 'failed' : 'queued', reason, retryAt);
      this.ctx.log.error({ err: error, job: job.id, media: job.media_id }, last ? 'ingest failed for good' : 'ingest failed; will retry');
    } finally {
      clearInterval(heartbeat);
      await fsp.rm(work, { recursive: true, force: true });
      // No longer running, the job's own set may go too: its passages may have changed while it ran,
      // when the change had to leave it be (docs/decisions.md §620).
      await dropStaleSets(db, this.ctx.storage, job.media_id).catch((error: unknown) =>
        this.ctx.log.error({ err: error, media: job.media_id }, 'ingest: could not drop stale public sets'),
      );
      await this.ctx.changed(job.media_id).catch(() => undefined);
    }
  }

  private async runTask(job: IngestJobRow): Promise<void> {
    const { db } = this.ctx;
    const handler = this.handlers.get(job.kind as TaskKind);
    const heartbeat = setInterval(() => void repo.touchJob(db, job.id).catch(() => undefined), HEARTBEAT_MS).unref();
    let told = 0;
    const progress = (share: number) => {
      if (Date.now() - told < PROGRESS_EVERY_MS) return;
      told = Date.now();
      void setProgress(db, job, share).catch(() => undefined);
    };
    try {
      if (!handler) throw new Error(`this server does not run ${job.kind} jobs`);
      if (job.attempts > TASK_MAX_ATTEMPTS) throw new Error(`the server stopped while this job ran, ${TASK_MAX_ATTEMPTS} times; ask again`);
      await handler(job, { signal: this.stopping.signal, progress });
      // A handler that returned without ending its job did nothing: it is done.
      await finishTask(db, job, 'done', null);
    } catch (error) {
      // Cut short by a stop: queued again for this process's next start or another's.
      if (this.stopped) await finishTask(db, job, 'queued', null).catch(() => undefined);
      else {
        const reason = (error as Error).message || String(error);
        await finishTask(db, job, 'failed', reason).catch(() => undefined);
        this.ctx.log.error({ err: error, job: job.id, media: job.media_id }, `${job.kind} job failed`);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The public set silent over `spec`'s passages, made from the stored original. */
  private async silence(job: IngestJobRow, spec: string, work: string): Promise<void> {
    const { db, storage } = this.ctx;
    const original = await repo.findFile(db, job.file_id);
    if (!original || original.status !== 'ready') throw new Error('the original is not in storage yet');
    const input = path.join(work, `original${path.extname(original.storage_key)}`);
    const stream = await storage.read(original.storage_key);
    if (!stream) throw new Error(`the original is missing from storage (${original.storage_key})`);
    await saveStream(stream, input);
    const source = await probe(ffprobePathFor(this.ctx.media.ffmpegPath), input);
    await makeWithheldSet(
      { db, storage, ffmpeg: this.ctx.media.ffmpegPath, playable: () => this.ctx.changed(job.media_id), signal: this.stopping.signal },
      original.id,
      input,
      source,
      work,
      spec,
    );
  }

  /** The original into storage with its checksum, then every derivative not yet ready. */
  private async ingest(job: IngestJobRow, work: string): Promise<void> {
    const { db, storage } = this.ctx;
    const original = await repo.findFile(db, job.file_id);
    if (!original) throw new Error('the original file record is gone');
    let input = job.upload_path;
    if (original.status !== 'ready') {
      if (!fs.existsSync(input)) throw new Error('the uploaded file is no longer on the server; upload it again');
      const { sha256, bytes } = await sha256OfFile(input);
      await storage.putFile(original.storage_key, input, original.content_type || undefined);
      await repo.updateFile(db, original.id, { status: 'ready', sha256, bytes, error: null });
    } else if (!fs.existsSync(input)) {
      // Resumed on a machine (or after a cleanup) without the upload: ffmpeg reads a local copy.
      input = path.join(work, `original${path.extname(original.storage_key)}`);
      const stream = await storage.read(original.storage_key);
      if (!stream) throw new Error(`the original is missing from storage (${original.storage_key})`);
      await saveStream(stream, input);
    }
    const source = await probe(ffprobePathFor(this.ctx.media.ffmpegPath), input);
    await repo.updateFile(db, original.id, {
      duration_s: source.duration,
      width: source.video?.width ?? null,
      height: source.video?.height ?? null,
      bitrate: source.bitrate ? Math.round(source.bitrate) : null,
    });
    await makeDerivatives(
      { db, storage, ffmpeg: this.ctx.media.ffmpegPath, playable: () => this.ctx.changed(job.media_id), signal: this.stopping.signal },
      original.id,
      input,
      source,
      work,
    );
  }
}
