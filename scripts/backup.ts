import fs from 'node:fs';
import { connectDatabase, isPostgresUrl, sqlitePathFrom } from '../api/src/db/connect.ts';
import { BackupFileError } from '../api/src/features/backup/backup-format.ts';
import { createBackup } from '../api/src/features/backup/backup.service.ts';

// `npm run backup -- FILE`: a consistent snapshot of the archive that DATABASE_URL names,
// made while the server keeps running (README "Backups").
const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length || file.startsWith('-')) {
  console.error('Usage: npm run backup -- FILE   (e.g. data/backups/atlas-2026-11-23.atlas.gz)');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL ?? '';
// Opening a SQLite path creates the file: a mistyped path must not back up a new empty database.
if (!isPostgresUrl(databaseUrl) && !fs.existsSync(sqlitePathFrom(databaseUrl))) {
  console.error(`No database at ${sqlitePathFrom(databaseUrl)} (set DATABASE_URL).`);
  process.exit(1);
}
const handle = await connectDatabase(databaseUrl);
try {
  const started = Date.now();
  const { tables, rows, sha256 } = await createBackup(handle, file);
  const size = fs.statSync(file).size;
  console.log(
    `Backup written to ${file}: ${rows} rows in ${tables} tables, ${(size / 1024).toFixed(0)} KiB, sha256 ${sha256}, ${Date.now() - started} ms.`,
  );
} catch (error) {
  console.error(error instanceof BackupFileError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
