import { archiveNameFrom } from '../api/src/config.ts';
import { connectDatabase } from '../api/src/db/connect.ts';
import { exportBag } from '../api/src/features/bulk/bag-export.ts';
import { BagError } from '../api/src/features/bulk/bagit.ts';
import { existingDatabaseUrl, storageFromEnv } from './archive-env.ts';
import { progressLine } from './progress-line.ts';

// `npm run export -- --bag DIR [--include-sealed]`: the whole archive DATABASE_URL names, with its recordings
// (MEDIA_STORAGE), as one BagIt package in DIR (docs/behaviour.md §1103), made while the server keeps running.
const args = process.argv.slice(2);
const includeSealed = args.includes('--include-sealed');
const rest = args.filter((a) => a !== '--include-sealed');
const dir = rest[0] === '--bag' ? rest[1] : undefined;
if (!dir || rest.length !== 2 || dir.startsWith('-')) {
  console.error('Usage: npm run export -- --bag DIR [--include-sealed]   (DIR: a new folder; --include-sealed: sealed material too)');
  process.exit(2);
}
const handle = await connectDatabase(existingDatabaseUrl());
try {
  const storage = storageFromEnv();
  const started = Date.now();
  const progress = progressLine('Exported');
  const { interviews, files, bytes } = await exportBag(handle, storage, dir, {
    includeSealed,
    archiveName: archiveNameFrom(),
    progress: (done, total) => progress(done, total, 'interviews'),
  });
  console.log(
    `Package written to ${dir}: ${interviews} interviews, ${files} files, ${(bytes / 1024 ** 2).toFixed(1)} MiB, ` +
      `sealed material ${includeSealed ? 'included' : 'left out'}, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(
    error instanceof BagError ? `Nothing was written: ${error.message}` : `Export failed, nothing was written: ${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
