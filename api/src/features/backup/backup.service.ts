import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import { beginSnapshotRead, type DynamicDb, listDataTables, raiseIdSequence, type TableInfo } from '../../db/dialect/catalog.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrationsFor } from '../../db/migrations/index.ts';
import { writeContextOutsideServer } from '../../db/db-context.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { holdBackUnpublishable } from '../interview-writes/publishing.ts';
import type { PublishChecklistMode } from '#contracts/publish-checklist';
import type { ChecklistItem } from '#contracts/transcripts';
import { BackupFileError, BackupWriter, readBackup } from './backup-format.ts';

// `npm run backup` / `npm run restore` (README "Backups"). The backup reads every data table in
// one read transaction, so it is one consistent moment of the archive while the server goes on
// serving and writing; the restore checks the whole file before it writes anything, then loads
// it in one transaction, so a refused or failed restore leaves the database as it was.

const PAGE_ROWS = 1_000;
const INSERT_ROWS = 100;

export interface BackupSummary {
  tables: number;
  rows: number;
  sha256: string;
}

export async function createBackup({ db, dialect }: DatabaseHandle, file: string): Promise<BackupSummary> {
  const anyDb = db as unknown as DynamicDb;
  return anyDb.transaction().execute(async (trx) => {
    await beginSnapshotRead(trx, dialect);
    const migrations = await appliedMigrations(trx);
    const tables = await listDataTables(trx, dialect);
    const writer = new BackupWriter(file, { created_at: new Date().toISOString(), dialect, migrations });
    try {
      for (const table of tables) {
        await writer.table(table.name, table.columns);
        const order = table.primaryKey.length ? table.primaryKey : table.columns;
        for (let offset = 0; ; offset += PAGE_ROWS) {
          let query = trx.selectFrom(table.name).select(table.columns);
          for (const column of order) query = query.orderBy(column);
          const rows = await query.limit(PAGE_ROWS).offset(offset).execute();
          for (const row of rows) await writer.row(table.columns.map((c) => (row as Record<string, unknown>)[c]));
          if (rows.length < PAGE_ROWS) break;
        }
      }
      const { rows, sha256 } = await writer.finish();
      return { tables: tables.length, rows, sha256 };
    } catch (error) {
      writer.abort();
      throw error;
    }
  });
}

async function appliedMigrations(db: DynamicDb): Promise<string[]> {
  try {
    const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
    return rows.map((r) => String(r.name));
  } catch {
    throw new BackupFileError('This database holds no Atlas archive (it was never migrated).');
  }
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  from: string;
  /** Videos brought back archived, as they would be public without passing the publish checklist, with what they lack. */
  heldBack: { id: number; missing: ChecklistItem[] }[];
}

/**
 * Loads a backup into the database; refuses a database holding data unless `force`. Under PUBLISH_CHECKLIST=require
 * (`publishChecklist`), a video that would be public without passing the checklist comes back archived (heldBack).
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: string,
  { force = false, publishChecklist }: { force?: boolean; publishChecklist?: PublishChecklistMode } = {},
): Promise<RestoreSummary> {
  // 1. The whole file, checked before anything is written.
  const { header, tables: counts } = await readBackup(file);
  const known = Object.keys(migrationsFor(handle.dialect));
  const unknown = header.migrations.filter((m) => !known.includes(m));
  if (unknown.length) {
    throw new BackupFileError(`${file} comes from a newer Atlas (unknown migration ${unknown[0]}); upgrade Atlas first.`);
  }
  // 2. The schema, then the checks that need it; then everything in one transaction.
  await migrateToLatest(handle);
  const db = handle.db as unknown as DynamicDb;
  const tables = await listDataTables(db, handle.dialect);
  for (const name of Object.keys(counts)) {
    if (!tables.some((t) => t.name === name)) throw new BackupFileError(`${file} holds a table this Atlas does not have: ${name}.`);
  }
  // The one write path: every video before and after is reindexed and its OAI-PMH publication brought
  // in line; running servers forget their cached reads once it is committed. The whole archive is
  // replaced, so no version of the videos it replaces is kept (their backup is that).
  const heldBack: RestoreSummary['heldBack'] = [];
  await writeInterviews(
    writeContextOutsideServer({ db: handle.db, dialect: handle.dialect, ...(publishChecklist ? { publishChecklist } : {}) }),
    [],
    async (write) => {
      const trx = write.trx as unknown as DynamicDb;
      const filled = await tablesWithRows(trx, tables);
      if (filled.length && !force) {
        throw new BackupFileError(
          `The database is not empty (${filled.join(', ')} hold rows); restore into an empty database, or add --force to replace everything in it.`,
        );
      }
      for (const { id } of await write.trx.selectFrom('media').select('id').execute()) write.wrote(id);
      for (const table of [...tables].reverse()) await trx.deleteFrom(table.name).execute();
      await loadRows(trx, file, tables);
      for (const table of tables.filter((t) => t.columns.includes('id'))) {
        const floor = table.name === 'media' ? await maxTrashedId(trx) : 0;
        await raiseIdSequence(trx, handle.dialect, table.name, floor);
      }
      for (const { id } of await write.trx.selectFrom('media').select('id').execute()) {
        write.wrote(id);
        const missing = await holdBackUnpublishable(write.trx, handle.dialect, publishChecklist, id, write.now);
        if (missing.length) heldBack.push({ id, missing });
      }
    },
    { versions: false },
  );
  return { tables: Object.keys(counts).length, rows: Object.values(counts).reduce((a, b) => a + b, 0), from: header.dialect, heldBack };
}

async function tablesWithRows(db: DynamicDb, tables: TableInfo[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    if (await db.selectFrom(table.name).select(sql.lit(1).as('one')).limit(1).executeTakeFirst()) filled.push(table.name);
  }
  return filled;
}

/** Reads the file a second time, inserting as it goes; a mismatch found at the end rolls all back. */
async function loadRows(db: DynamicDb, file: string, tables: TableInfo[]): Promise<void> {
  let target: { name: string; columns: string[] } | null = null;
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (target && batch.length) await db.insertInto(target.name).values(batch).execute();
    batch = [];
  };
  await readBackup(file, {
    async table(name, columns) {
      await flush();
      const info = tables.find((t) => t.name === name)!;
      const missing = columns.find((c) => !info.columns.includes(c));
      if (missing) throw new BackupFileError(`${file} holds a column this Atlas does not have: ${name}.${missing}.`);
      target = { name, columns };
    },
    async row(values) {
      batch.push(Object.fromEntries(target!.columns.map((c, i) => [c, values[i]])));
      if (batch.length >= INSERT_ROWS) await flush();
    },
  });
  await flush();
}

async function maxTrashedId(db: DynamicDb): Promise<number> {
  const row = await db
    .selectFrom('media_trash')
    .select((eb) => eb.fn.max('media_id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
