import { connectDatabase } from '../api/src/db/connect.ts';
import { FixityBusyError, runFixity } from '../api/src/features/media-files/fixity.ts';
import { findMediaState } from '../api/src/features/media-files/media-files.repository.ts';
import { storageFromEnv } from './archive-env.ts';

// `npm run fixity`: hashes every held original and derivative again against its recorded sha256
// (docs/behaviour.md §600); names each damaged or missing file; exits 1 when any is.
const storage = storageFromEnv();
const handle = await connectDatabase(process.env.DATABASE_URL ?? '');
try {
  const check = await runFixity(handle.db, storage);
  for (const failure of check.failures) {
    const interview = await findMediaState(handle.db, failure.media_id);
    const name = interview ? `"${interview.title}"` : '(in the trash)';
    console.log(`${failure.problem.toUpperCase()}  interview ${failure.media_id} ${name}  ${storage.description}/${failure.path}`);
  }
  console.log(`Fixity: ${check.files} files checked in ${storage.description}, ${check.failed} damaged or missing.`);
  if (check.failed > 0) process.exitCode = 1;
} catch (error) {
  if (error instanceof FixityBusyError) {
    // Not a failure of the files: another process is checking them now (docs/behaviour.md §611).
    console.error(`Fixity: nothing checked, ${error.message}.`);
    process.exitCode = 3;
  } else {
    console.error(`Fixity check failed to run: ${(error as Error).message}`);
    process.exitCode = 2;
  }
} finally {
  await handle.close();
}
