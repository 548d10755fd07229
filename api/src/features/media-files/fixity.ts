import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FixityCheck, FixityFailure } from '#contracts/media-files';
import type { Db } from '../../db/database.ts';
import { sha256Of } from './derivatives.ts';
import * as repo from './media-files.repository.ts';
import type { MediaFileRow } from './media-files.table.ts';
import type { MediaStorage } from './storage/storage.ts';

// Fixity (docs/behaviour.md §600): every ready original and derivative is read back from storage and
// hashed again; a file whose sha256 differs, or that is gone, is named with its interview and path.

const PAGE = 200;
/** A run holds the lease this long past its last sign of life, and renews it this often (docs/behaviour.md §611). */
const LEASE_MS = 10 * 60_000;
const RENEW_MS = 60_000;

/** Another process (or server) is checking now: this one checks nothing. */
export class FixityBusyError extends Error {
  constructor(
    readonly holder: string,
    readonly until: string,
  ) {
    super(`another fixity check is running (${holder}, its hold lapses at ${until} unless renewed)`);
  }
}

/** Names this process's runs in the lease: host, process and a random part (two servers in one process differ). */
const holderName = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

/**
 * One fixity run, if no other process on the same database is running one (docs/behaviour.md §611):
 * the run takes the lease row first and renews it while it reads; it throws FixityBusyError when
 * another holds it, and stops if it ever loses it.
 */
export async function runFixity(db: Db, storage: MediaStorage): Promise<FixityCheck> {
  const holder = holderName();
  const taken = await repo.takeLease(db, FIXITY_LEASE, holder, LEASE_MS);
  if (taken !== true) throw new FixityBusyError(taken.holder, taken.expires_at);
  let lost = false;
  const renew = setInterval(() => {
    void repo.renewLease(db, FIXITY_LEASE, holder, LEASE_MS).then(
      (held) => (lost ||= !held),
      () => undefined,
    );
  }, RENEW_MS).unref();
  try {
    return await checkAll(db, storage, () => lost);
  } finally {
    clearInterval(renew);
    await repo.releaseLease(db, FIXITY_LEASE, holder).catch(() => undefined);
  }
}

const FIXITY_LEASE = 'fixity';

async function checkAll(db: Db, storage: MediaStorage, lost: () => boolean): Promise<FixityCheck> {
  const started_at = new Date().toISOString();
  const failures: FixityFailure[] = [];
  let files = 0;
  for (let after = 0; ;) {
    const rows = await repo.listReadyFiles(db, after, PAGE);
    for (const row of rows) {
      if (lost()) throw new Error('fixity check stopped: its lease passed to another process');
      files++;
      const failure = await checkFile(storage, row);
      if (failure) failures.push(failure);
      await repo.updateFile(db, row.id, { checked_at: new Date().toISOString(), check_result: failure?.problem ?? 'ok' });
    }
    if (rows.length < PAGE) break;
    after = rows.at(-1)!.id;
  }
  const check: FixityCheck = { started_at, finished_at: new Date().toISOString(), files, failed: failures.length, failures };
  await repo.insertFixityCheck(db, check);
  return check;
}

async function checkFile(storage: MediaStorage, row: MediaFileRow): Promise<FixityFailure | null> {
  const fail = (key: string, problem: FixityFailure['problem']): FixityFailure => ({
    media_id: row.media_id,
    file_id: row.id,
    path: key,
    problem,
  });
  if (row.role === 'rendition' && row.parts) {
    const dir = path.posix.dirname(row.storage_key);
    for (const part of JSON.parse(row.parts) as { name: string; sha256: string }[]) {
      const key = `${dir}/${part.name}`;
      const problem = await hashDiffers(storage, key, part.sha256);
      if (problem) return fail(key, problem);
    }
    return null;
  }
  const problem = row.sha256 ? await hashDiffers(storage, row.storage_key, row.sha256) : null;
  return problem ? fail(row.storage_key, problem) : null;
}

async function hashDiffers(storage: MediaStorage, key: string, expected: string): Promise<FixityFailure['problem'] | null> {
  const stream = await storage.read(key);
  if (!stream) return 'missing';
  return (await sha256Of(stream)).sha256 === expected ? null : 'mismatch';
}

/**
 * Checks on its own every `everyMs` while the server runs (0: never). The first check comes `everyMs`
 * after the last recorded one, so restarts neither skip nor repeat checks.
 */
export function startFixitySchedule(
  db: Db,
  storage: MediaStorage,
  everyMs: number,
  log: { error(o: object, m: string): void; info(m: string): void },
): () => void {
  if (everyMs <= 0) return () => {};
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = async () => {
    const last = await repo.lastFixityCheck(db).catch(() => null);
    const due = last ? Date.parse(last.finished_at) + everyMs : Date.now() + everyMs;
    // setTimeout holds at most ~24.8 days; a longer wait is taken in steps.
    const wait = Math.min(Math.max(due - Date.now(), 1000), 2 ** 31 - 1);
    if (stopped) return;
    timer = setTimeout(() => {
      const run = Date.now() >= due ? runFixity(db, storage) : Promise.resolve();
      // Another process checking now is no failure: its check is recorded, and the next is counted from it.
      void run
        .catch((error: unknown) => {
          if (error instanceof FixityBusyError) log.info(`fixity: ${error.message}; this process skips this round`);
          else log.error({ err: error }, 'fixity check failed to run');
        })
        .then(schedule);
    }, wait).unref();
  };
  void schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
