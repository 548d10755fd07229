import crypto from 'node:crypto';
import path from 'node:path';
import type { TimeRange } from '#contracts/transcript-redaction';
import type { Db } from '../../db/database.ts';
import { publicRanges } from '../access/read-model.ts';
import * as repo from './media-files.repository.ts';
import type { MediaFileRow } from './media-files.table.ts';
import type { MediaStorage } from './storage/storage.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

// The public set of a recording with withheld passages (docs/behaviour.md §610): the same ladder,
// made again from the original with the sound silent and the picture black over every passage in
// force. Staff play the full set; the public (and an access link's holder, for whom passages stay
// withheld) only the set made for the passages in force today. A set is named by its passages, so a
// change of passages (an edit, or a passage lifting on its day) names a set not made yet: the public
// has no stream until it is, and never the full one.

/** Passages as the set's name holds them: sorted, merged, in milliseconds; null when there are none. */
export function withheldSpec(ranges: readonly TimeRange[]): string | null {
  const sorted = ranges
    .map((r) => [Math.round(r.start * 1000), Math.round(r.end * 1000)] as [number, number])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged.length ? JSON.stringify(merged) : null;
}

export const rangesOfSpec = (spec: string): TimeRange[] =>
  (JSON.parse(spec) as [number, number][]).map(([start, end]) => ({ start: start / 1000, end: end / 1000 }));

/** The set's folder name below `hls/`: `s` and ten hex digits of its passages' hash. */
export const setFolder = (spec: string): string => `s${crypto.createHash('sha256').update(spec).digest('hex').slice(0, 10)}`;

/** Where the set for `spec` of the original stored at `originalKey` is kept (no trailing `/`). */
const setPrefix = (originalKey: string, spec: string): string => `${path.posix.dirname(originalKey)}/hls/${setFolder(spec)}`;

/** The public passages in force for an interview today, as a set's spec (null: the full set is the public's). */
export async function currentSpec(db: Db, mediaId: number): Promise<string | null> {
  const row = await repo.findAccessColumns(db, mediaId);
  return row ? withheldSpec(publicRanges(row)) : null;
}

/** The ready master playlist of the public set for `spec`, if made. */
export const readySetMaster = (files: MediaFileRow[], spec: string): MediaFileRow | undefined =>
  files.find((f) => f.withheld === spec && f.role === 'playlist' && f.status === 'ready');

/**
 * Makes sure the latest playable original of an interview has (or will have) its public set for the
 * passages in force: plans its rows and queues its job, once, whichever process asks first (the
 * unique index on a set's rows turns a second plan into a no-op). Returns whether a job was queued.
 */
export async function planWithheldSet(db: Db, mediaId: number, spec?: string | null): Promise<boolean> {
  const wanted = spec === undefined ? await currentSpec(db, mediaId) : spec;
  if (!wanted) return false;
  const set = await repo.findPlayableSet(db, mediaId);
  if (!set || set.files.some((f) => f.withheld === wanted && f.status !== 'failed')) return false;
  const full = set.files.filter((f) => f.withheld === null && (f.role === 'rendition' || f.role === 'playlist' || f.role === 'poster'));
  const folder = setPrefix(set.original.storage_key, wanted);
  try {
    await writeTransaction(db, async (trx) => {
      // A failed set is planned afresh: its rows go, the job made for it is done with.
      await trx.deleteFrom('media_files').where('source_id', '=', set.original.id).where('withheld', '=', wanted).execute();
      for (const row of full) {
        await repo.insertFile(trx, {
          media_id: mediaId,
          source_id: set.original.id,
          role: row.role,
          label: row.label,
          storage_key:
            row.role === 'playlist'
              ? `${folder}/master.m3u8`
              : row.role === 'poster'
                ? `${folder}/poster.jpg`
                : `${folder}/${row.label}/index.m3u8`,
          content_type: row.content_type,
          status: 'queued',
          withheld: wanted,
        });
      }
      await repo.insertJob(trx, mediaId, set.original.id, '', wanted);
    });
    return true;
  } catch (error) {
    // Another process planned the same set meanwhile: its plan stands.
    const now = await repo.filesFrom(db, set.original.id);
    if (now.some((f) => f.withheld === wanted && f.status !== 'failed')) return false;
    throw error;
  }
}

/**
 * Drops every public set of an interview that is not the one for the passages in force now
 * (docs/decisions.md §620): its stored files first, then its rows, so a failure leaves nothing
 * unlisted behind. Never an original or a full set (they have no passages), never the current set. A
 * set whose job is queued or running is left to that job: the job drops it when it ends, if it is
 * stale by then (IngestQueue.run).
 */
export async function dropStaleSets(db: Db, storage: MediaStorage, mediaId: number): Promise<void> {
  const current = await currentSpec(db, mediaId);
  const files = await repo.listFiles(db, mediaId);
  const stale = new Map<string, { original: MediaFileRow; spec: string }>();
  for (const file of files) {
    const original = files.find((f) => f.id === file.source_id && f.role === 'original');
    if (file.withheld !== null && file.withheld !== current && original)
      stale.set(`${original.id} ${file.withheld}`, { original, spec: file.withheld });
  }
  for (const { original, spec } of stale.values()) {
    if (await repo.jobRunningFor(db, original.id, spec)) continue;
    await storage.deletePrefix(`${setPrefix(original.storage_key, spec)}/`);
    await repo.deleteSet(db, original.id, spec);
  }
}

/**
 * A waveform as the public may have it: peaks inside withheld passages at zero (the shape of the
 * withheld speech is not shown either).
 */
export function silencedPeaks(
  waveform: { sample_rate: number; samples_per_peak: number; peaks: number[] },
  ranges: readonly TimeRange[],
): typeof waveform {
  const seconds = waveform.samples_per_peak / waveform.sample_rate;
  const peaks = waveform.peaks.map((peak, i) => {
    const span = { start: i * seconds, end: (i + 1) * seconds };
    return ranges.some((r) => span.start < r.end && r.start < span.end) ? 0 : peak;
  });
  return { ...waveform, peaks };
}

/**
 * After an interview's passages in force changed (staff wrote them, or one lifted on its day: the
 * access clock's followers, media-files.plugin.ts): sets made for passages no longer in force go, and
 * the set for the passages now in force is planned. Returns whether a job was queued.
 */
export async function withheldChanged(db: Db, storage: MediaStorage, mediaId: number): Promise<boolean> {
  await dropStaleSets(db, storage, mediaId);
  return planWithheldSet(db, mediaId);
}
