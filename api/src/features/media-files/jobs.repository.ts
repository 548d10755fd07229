import type { DbOrTx } from '../../db/database.ts';
import type { IngestJobRow, JobKind } from './media-files.table.ts';

// SQL only (docs/conventions.md): the jobs that are not an ingest (aligning or drafting a transcript,
// docs/behaviour.md §704), kept in the ingest queue's table and taken by its workers.

export type TaskKind = Exclude<JobKind, 'ingest'>;

const now = () => new Date().toISOString();

/** Queues a transcript job; the partial unique index refuses a second unfinished one of its kind. */
export async function insertTaskJob(
  db: DbOrTx,
  job: { mediaId: number; fileId: number; kind: TaskKind; language: string; requestedBy: string | null },
): Promise<number> {
  const at = now();
  const row = await db
    .insertInto('ingest_jobs')
    .values({
      media_id: job.mediaId,
      file_id: job.fileId,
      kind: job.kind,
      language: job.language,
      requested_by: job.requestedBy,
      upload_path: '',
      status: 'queued',
      run_after: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findJob(db: DbOrTx, id: number): Promise<IngestJobRow | undefined> {
  return db.selectFrom('ingest_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The unfinished job of this kind for an interview, if any. */
export async function unfinishedJob(db: DbOrTx, mediaId: number, kind: TaskKind): Promise<IngestJobRow | undefined> {
  return db
    .selectFrom('ingest_jobs')
    .selectAll()
    .where('media_id', '=', mediaId)
    .where('kind', '=', kind)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
}

/** An interview's transcript jobs, newest first. */
export async function taskJobsOf(db: DbOrTx, mediaId: number, limit = 10): Promise<IngestJobRow[]> {
  return db
    .selectFrom('ingest_jobs')
    .selectAll()
    .where('media_id', '=', mediaId)
    .where('kind', 'in', ['align', 'draft'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The share done; only while this run (its attempt) still holds the job. */
export async function setProgress(db: DbOrTx, job: IngestJobRow, share: number): Promise<void> {
  await db
    .updateTable('ingest_jobs')
    .set({ progress: Math.max(0, Math.min(1, share)), updated_at: now() })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .execute();
}

/**
 * Ends the job as done or failed if this run still holds it (running, at its attempt): inside the
 * transaction that writes the job's result, so a result is written once even when a process thought
 * dead comes back. False when another run holds it now.
 */
export async function finishTask(
  db: DbOrTx,
  job: IngestJobRow,
  status: 'done' | 'failed' | 'queued',
  error: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('ingest_jobs')
    .set({ status, error, updated_at: now(), ...(status === 'done' ? { progress: 1 } : {}) })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
