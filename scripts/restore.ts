import fs from 'node:fs';
import { publishChecklistFromEnv } from '../api/src/config.ts';
import { connectDatabase } from '../api/src/db/connect.ts';
import { mediaFolderFor, restoreMedia } from '../api/src/features/media-files/media-backup.ts';
import { BackupFileError } from '../api/src/features/backup/backup-format.ts';
import { restoreBackup } from '../api/src/features/backup/backup.service.ts';
import { storageFromEnv } from './archive-env.ts';

// `npm run restore -- FILE [--force]`: loads a backup into the database DATABASE_URL names,
// SQLite or PostgreSQL, whichever wrote it (README "Backups"). Stop the server first.
const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE [--force]   (--force replaces a database that holds data)');
  process.exit(2);
}
const handle = await connectDatabase(process.env.DATABASE_URL ?? '');
try {
  const { tables, rows, from, heldBack } = await restoreBackup(handle, files[0]!, { force, publishChecklist: publishChecklistFromEnv() });
  console.log(`Restored ${rows} rows in ${tables} tables from ${files[0]} (written on ${from}) into ${handle.dialect}.`);
  // PUBLISH_CHECKLIST=require: a video that would be public without passing the checklist comes back archived.
  for (const { id, missing } of heldBack) console.log(`ARCHIVED  interview ${id}: ${missing.map((m) => m.message).join(' ')}`);
  // Recordings backed up with --with-media go back into storage, each checked against its recorded sha256.
  const folder = mediaFolderFor(files[0]!);
  if (fs.existsSync(folder)) {
    const storage = storageFromEnv();
    const { objects, problems } = await restoreMedia(handle.db, storage, folder);
    for (const p of problems) console.error(`${p.problem.toUpperCase()}  interview ${p.media_id}  ${p.path}`);
    console.log(`Recordings: ${objects} files checked and restored into ${storage.description}, ${problems.length} damaged or missing.`);
    if (problems.length) process.exitCode = 1;
  }
} catch (error) {
  console.error(
    error instanceof BackupFileError
      ? `Nothing was restored: ${error.message}`
      : `Restore failed, nothing was restored: ${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
