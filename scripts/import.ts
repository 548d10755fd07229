import { connectDatabase } from '../api/src/db/connect.ts';
import { importBag } from '../api/src/features/bulk/bag-import.ts';
import { BagError } from '../api/src/features/bulk/bagit.ts';
import { storageFromEnv } from './archive-env.ts';
import { progressLine } from './progress-line.ts';

// `npm run import -- --bag DIR`: an archive package (npm run export) into the empty database DATABASE_URL names,
// SQLite or PostgreSQL, and its recordings into MEDIA_STORAGE (docs/behaviour.md §1103). Stop the server first.
const args = process.argv.slice(2);
const dir = args[0] === '--bag' ? args[1] : undefined;
if (!dir || args.length !== 2 || dir.startsWith('-')) {
  console.error('Usage: npm run import -- --bag DIR   (into a migrated, empty database: SEED=none)');
  process.exit(2);
}
const handle = await connectDatabase(process.env.DATABASE_URL ?? '');
try {
  const storage = storageFromEnv();
  const started = Date.now();
  const checked = progressLine('Checked');
  const imported = progressLine('Imported');
  const { interviews, files, source } = await importBag(handle, storage, dir, {
    progress: (step, done, total) => (step === 'checked' ? checked(done, total, 'files') : imported(done, total, 'interviews')),
  });
  console.log(
    `Imported ${interviews} interviews from ${dir} (${source || 'an Atlas package'}, ${files} files checked) into ${handle.dialect}, ` +
      `recordings into ${storage.description}, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(
    error instanceof BagError
      ? `Nothing was imported: ${error.message}`
      : `Import failed, nothing was imported: ${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
