import fs from 'node:fs';
import { connectDatabase } from '../api/src/db/connect.ts';
import { BackupFileError } from '../api/src/features/backup/backup-format.ts';
import { createBackup } from '../api/src/features/backup/backup.service.ts';
import { backupMedia, mediaFolderFor } from '../api/src/features/media-files/media-backup.ts';
import { existingDatabaseUrl, storageFromEnv } from './archive-env.ts';

// `npm run backup -- FILE`: a consistent snapshot of the archive that DATABASE_URL names,
// made while the server keeps running (README "Backups").
// `--with-media` also copies the held recordings into FILE.media/ (docs/behaviour.md §600).
const args = process.argv.slice(2);
const withMedia = args.includes('--with-media');
const [file, ...rest] = args.filter((a) => a !== '--with-media');
if (!file || rest.length || file.startsWith('-')) {
  console.error('Usage: npm run backup -- FILE [--with-media]   (e.g. data/backups/atlas-2026-11-23.atlas.gz)');
  process.exit(2);
}
const handle = await connectDatabase(existingDatabaseUrl());
try {
  const started = Date.now();
  const { tables, rows, sha256 } = await createBackup(handle, file);
  const size = fs.statSync(file).size;
  console.log(
    `Backup written to ${file}: ${rows} rows in ${tables} tables, ${(size / 1024).toFixed(0)} KiB, sha256 ${sha256}, ${Date.now() - started} ms.`,
  );
  if (withMedia) {
    const storage = storageFromEnv();
    const copied = await backupMedia(handle.db, storage, mediaFolderFor(file));
    console.log(`Recordings copied to ${mediaFolderFor(file)}: ${copied.objects} files, ${(copied.bytes / 1024 ** 2).toFixed(1)} MiB.`);
    for (const key of copied.missing) console.error(`MISSING in ${storage.description}: ${key}`);
    if (copied.missing.length) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof BackupFileError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
