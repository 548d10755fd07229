import type { FixityCheck } from '#contracts/media-files';
import type { Insertable, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { DbOrTx } from '../../db/database.ts';
import { outsideTrash } from '../access/read-model.ts';
import type { IngestJobRow, MediaFileRow, MediaFileTable } from './media-files.table.ts';

// SQL only (docs/conventions.md): the files of recordings, their ingest jobs, fixity and download settings.

const now = () => new Date().toISOString();

export async function insertFile(db: DbOrTx, values: Omit<Insertable<MediaFileTable>, 'created_at' | 'updated_at'>): Promise<number> {
  const at = now();
  const row = await db
    .insertInto('media_files')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFile(db: DbOrTx, id: number, patch: Omit<Updateable<MediaFileTable>, 'id' | 'updated_at'>): Promise<void> {
  await db
    .updateTable('media_files')
    .set({ ...patch, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

/** The files of one original and its derivatives that are not finished yet, marked together. */
export async function markUnfinished(
  db: DbOrTx,
  sourceId: number,
  status: 'queued' | 'processing' | 'failed',
  error: string | null,
  withheld: string | null = null,
): Promise<void> {
  await db
    .updateTable('media_files')
    .set({ status, error, updated_at: now() })
    .where((eb) =>
      withheld === null
        ? eb.and([eb.or([eb('id', '=', sourceId), eb('source_id', '=', sourceId)]), eb('withheld', 'is', null)])
        : eb.and([eb('source_id', '=', sourceId), eb('withheld', '=', withheld)]),
    )
    .where('status', '!=', 'ready')
    .execute();
}

export function listFiles(db: DbOrTx, mediaId: number): Promise<MediaFileRow[]> {
  return db.selectFrom('media_files').selectAll().where('media_id', '=', mediaId).orderBy('id').execute();
}

export function findFile(db: DbOrTx, id: number): Promise<MediaFileRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export function filesFrom(db: DbOrTx, sourceId: number): Promise<MediaFileRow[]> {
  return db.selectFrom('media_files').selectAll().where('source_id', '=', sourceId).orderBy('id').execute();
}

/** The original of a video's latest ready public playlist: asked by every detail, so compiled once (docs/decisions.md §1330). */
const latestPlaylist = compiledOnce((db, { mediaId }: { mediaId: number }) =>
  db
    .selectFrom('media_files')
    .select('source_id')
    .where('media_id', '=', mediaId)
    .where('role', '=', 'playlist')
    .where('status', '=', 'ready')
    .where('withheld', 'is', null)
    .orderBy('id', 'desc')
    .limit(1),
);

/** The files of the latest original whose master playlist is ready: what the public plays. */
export async function findPlayableSet(db: DbOrTx, mediaId: number): Promise<{ original: MediaFileRow; files: MediaFileRow[] } | null> {
  const playlist = await latestPlaylist.executeTakeFirst(db, { mediaId });
  if (!playlist?.source_id) return null;
  const original = await findFile(db, playlist.source_id);
  return original ? { original, files: await filesFrom(db, original.id) } : null;
}

/** The latest original of an interview that is in storage and was probed (its length known): what aligning and drafting hear. */
export function heldOriginal(db: DbOrTx, mediaId: number): Promise<MediaFileRow | undefined> {
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('media_id', '=', mediaId)
    .where('role', '=', 'original')
    .where('status', '=', 'ready')
    .where('duration_s', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Every ready file, in order, a page at a time (fixity, backups). */
export function listReadyFiles(db: DbOrTx, afterId: number, limit: number): Promise<MediaFileRow[]> {
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('status', '=', 'ready')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteFilesOf(db: DbOrTx, mediaIds: number[]): Promise<void> {
  if (!mediaIds.length) return;
  await db.deleteFrom('ingest_jobs').where('media_id', 'in', mediaIds).execute();
  // Machine drafts are heard from the recording: they go with it.
  await db.deleteFrom('transcript_drafts').where('media_id', 'in', mediaIds).execute();
  await db.deleteFrom('media_files').where('media_id', 'in', mediaIds).execute();
  await db.deleteFrom('media_download_settings').where('media_id', 'in', mediaIds).execute();
}

// Ingest jobs.

export async function insertJob(
  db: DbOrTx,
  mediaId: number,
  fileId: number,
  uploadPath: string,
  withheld: string | null = null,
): Promise<void> {
  const at = now();
  await db
    .insertInto('ingest_jobs')
    .values({
      media_id: mediaId,
      file_id: fileId,
      upload_path: uploadPath,
      withheld,
      status: 'queued',
      run_after: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/**
 * Claims the next due job: a conditional update, so two workers (or processes) never both win one.
 * Returns null when nothing is due.
 */
export async function claimNextJob(db: DbOrTx): Promise<IngestJobRow | null> {
  for (let tries = 0; tries < 5; tries++) {
    const at = now();
    const due = await db
      .selectFrom('ingest_jobs')
      .selectAll()
      .where('status', '=', 'queued')
      .where('run_after', '<=', at)
      .orderBy('run_after')
      .orderBy('id')
      .executeTakeFirst();
    if (!due) return null;
    const won = await db
      .updateTable('ingest_jobs')
      .set({ status: 'running', started_at: at, updated_at: at, attempts: due.attempts + 1 })
      .where('id', '=', due.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) === 1) return { ...due, status: 'running', started_at: at, attempts: due.attempts + 1 };
  }
  return null;
}

/** Whether a job making the public set for `withheld` is queued or running. */
export async function jobRunningFor(db: DbOrTx, fileId: number, withheld: string): Promise<boolean> {
  const row = await db
    .selectFrom('ingest_jobs')
    .select('id')
    .where('file_id', '=', fileId)
    .where('withheld', '=', withheld)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

/** A public set's rows and its finished jobs. */
export async function deleteSet(db: DbOrTx, sourceId: number, withheld: string): Promise<void> {
  await db.deleteFrom('media_files').where('source_id', '=', sourceId).where('withheld', '=', withheld).execute();
  await db.deleteFrom('ingest_jobs').where('file_id', '=', sourceId).where('withheld', '=', withheld).execute();
}

export async function touchJob(db: DbOrTx, id: number): Promise<void> {
  await db.updateTable('ingest_jobs').set({ updated_at: now() }).where('id', '=', id).where('status', '=', 'running').execute();
}

export async function endJob(
  db: DbOrTx,
  id: number,
  status: 'done' | 'failed' | 'queued',
  error: string | null,
  runAfter?: string,
): Promise<void> {
  await db
    .updateTable('ingest_jobs')
    .set({ status, error, updated_at: now(), ...(runAfter ? { run_after: runAfter } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Running jobs not heard from since `before` (their process stopped): queued again, to resume. */
export async function requeueStale(db: DbOrTx, before: string): Promise<number> {
  const result = await db
    .updateTable('ingest_jobs')
    .set({ status: 'queued', updated_at: now() })
    .where('status', '=', 'running')
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Download setting.

export async function publicDownload(db: DbOrTx, mediaId: number): Promise<boolean> {
  const row = await db.selectFrom('media_download_settings').select('public_download').where('media_id', '=', mediaId).executeTakeFirst();
  return row?.public_download === 1;
}

export async function setPublicDownload(db: DbOrTx, mediaId: number, allowed: boolean): Promise<void> {
  const values = { media_id: mediaId, public_download: allowed ? 1 : 0, updated_at: now() };
  await db
    .insertInto('media_download_settings')
    .values(values)
    .onConflict((oc) => oc.column('media_id').doUpdateSet({ public_download: values.public_download, updated_at: values.updated_at }))
    .execute();
}

// Fixity checks.

export async function insertFixityCheck(db: DbOrTx, check: FixityCheck): Promise<void> {
  const { failures, ...counts } = check;
  await db
    .insertInto('fixity_checks')
    .values({ ...counts, report: JSON.stringify(failures) })
    .execute();
}

export async function lastFixityCheck(db: DbOrTx): Promise<FixityCheck | null> {
  const row = await db.selectFrom('fixity_checks').selectAll().orderBy('id', 'desc').executeTakeFirst();
  if (!row) return null;
  const { report, id: _id, ...counts } = row;
  return { ...counts, failures: JSON.parse(report) as FixityCheck['failures'] };
}

// The interview a file belongs to (the access rule and the fixity report read it).

/** The columns the read model decides a recording's access from (access/read-model.ts `filesView`). */
export function findAccessColumns(db: DbOrTx, mediaId: number) {
  return db
    .selectFrom('media')
    .select(['id', 'visibility', 'access', 'sealed_until', 'redactions'])
    .where('id', '=', mediaId)
    .where((eb) => outsideTrash(eb))
    .executeTakeFirst();
}

/** Interviews holding withheld passages (in force or not): those whose recording may need a public set. */
export async function listIdsWithPassages(db: DbOrTx): Promise<number[]> {
  return (await db.selectFrom('media').select('id').where('redactions', '<>', '[]').execute()).map((r) => r.id);
}

export function findMediaState(db: DbOrTx, mediaId: number): Promise<{ id: number; title: string; visibility: string } | undefined> {
  return db.selectFrom('media').select(['id', 'title', 'visibility']).where('id', '=', mediaId).executeTakeFirst();
}

// The fixity lease: one row per name; whoever's hold has lapsed may be replaced.

/** Takes the lease for `ms`: true, or who holds it and until when. */
export async function takeLease(
  db: DbOrTx,
  name: string,
  holder: string,
  ms: number,
): Promise<true | { holder: string; expires_at: string }> {
  const at = now();
  const expires_at = new Date(Date.now() + ms).toISOString();
  const inserted = await db
    .insertInto('fixity_lease')
    .values({ name, holder, expires_at })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  // A held row changes hands only once its hold has lapsed: one conditional update, so one taker wins.
  const taken = await db
    .updateTable('fixity_lease')
    .set({ holder, expires_at })
    .where('name', '=', name)
    .where('expires_at', '<', at)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return true;
  const row = await db.selectFrom('fixity_lease').select(['holder', 'expires_at']).where('name', '=', name).executeTakeFirst();
  return row ?? { holder: 'unknown', expires_at: at };
}

/** Extends a held lease; false when it is no longer this holder's. */
export async function renewLease(db: DbOrTx, name: string, holder: string, ms: number): Promise<boolean> {
  const result = await db
    .updateTable('fixity_lease')
    .set({ expires_at: new Date(Date.now() + ms).toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseLease(db: DbOrTx, name: string, holder: string): Promise<void> {
  await db.deleteFrom('fixity_lease').where('name', '=', name).where('holder', '=', holder).execute();
}

/** Ingest jobs by status (the metrics' jobs waiting, running, done and failed). */
export async function countJobsByStatus(db: DbOrTx): Promise<Record<IngestJobRow['status'], number>> {
  const rows = await db
    .selectFrom('ingest_jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
