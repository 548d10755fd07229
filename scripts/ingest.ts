import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { mediaConfigFromEnv } from '../api/src/config.ts';
import { connectDatabase } from '../api/src/db/connect.ts';
import { writeContextOutsideServer } from '../api/src/db/db-context.ts';
import { announceChange } from '../api/src/db/dialect/shared-changes.ts';
import { batchIngest, type IngestOutcome, ManifestError } from '../api/src/features/bulk/batch-ingest.ts';
import { ffprobePathFor, toolWorks } from '../api/src/features/media-files/ffmpeg.ts';
import { IngestQueue } from '../api/src/features/media-files/ingest.ts';
import { openStorage } from '../api/src/features/media-files/storage/open-storage.ts';
import { existingDatabaseUrl, storageFromEnv } from './archive-env.ts';

// `npm run ingest -- --manifest FILE.csv --from DIR|s3://bucket/prefix` (docs/behaviour.md §1102): every file the
// manifest names taken in through the recordings pipeline, into the archive DATABASE_URL names and MEDIA_STORAGE.
// Each file's outcome goes to FILE.csv.report.csv as it is known; run again, the command skips what is done there.
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const manifest = option('--manifest');
const from = option('--from');
if (!manifest || !from || args.length !== 4) {
  console.error('Usage: npm run ingest -- --manifest FILE.csv --from DIR   (or --from s3://bucket/prefix)');
  process.exit(2);
}
const databaseUrl = existingDatabaseUrl();
if (!fs.existsSync(manifest)) {
  console.error(`No manifest at ${manifest}.`);
  process.exit(1);
}

const HEADER = ['row', 'file', 'status', 'interview', 'reason'];
const reportFile = `${manifest}.report.csv`;
/** The outcomes of earlier runs: files done there are not taken again. */
const earlier: IngestOutcome[] = fs.existsSync(reportFile)
  ? (parse(fs.readFileSync(reportFile), { bom: true, columns: true }) as Record<string, string>[]).map((r) => ({
      row: Number(r.row),
      file: r.file ?? '',
      status: r.status === 'done' ? 'done' : 'failed',
      interview: r.interview ? Number(r.interview) : null,
      reason: r.reason ?? '',
    }))
  : [];
const done = new Set(earlier.filter((o) => o.status === 'done').map((o) => o.file));
const line = (o: IngestOutcome) => stringify([[o.row, o.file, o.status, o.interview ?? '', o.reason]]);
fs.writeFileSync(
  reportFile,
  stringify([HEADER]) +
    earlier
      .filter((o) => o.status === 'done')
      .map(line)
      .join(''),
);

const handle = await connectDatabase(databaseUrl);
const media = mediaConfigFromEnv();
const storage = storageFromEnv();
const source = openStorage({
  mediaStorage: from.startsWith('s3://') ? from : `file:${path.resolve(from)}`,
  s3Endpoint: media.s3Endpoint,
  s3Region: media.s3Region,
});
const queue = new IngestQueue({
  db: handle.db,
  storage,
  media,
  // A running server forgets what it kept of the interview (the version row every process reads).
  changed: async () => void (await announceChange(handle.db)),
  log: { error: (obj, msg) => console.error(`${msg}: ${(obj as { err?: Error }).err?.message ?? ''}`), info: () => undefined },
});
try {
  if (!(await toolWorks(media.ffmpegPath)) || !(await toolWorks(ffprobePathFor(media.ffmpegPath)))) {
    throw new ManifestError(`ffmpeg and ffprobe are needed (FFMPEG_PATH is ${media.ffmpegPath}): apt-get install ffmpeg`);
  }
  await queue.start(false);
  const outcomes = await batchIngest(fs.readFileSync(manifest), {
    ctx: writeContextOutsideServer(handle),
    media,
    from: source,
    queue,
    done,
    report: (o) => {
      fs.appendFileSync(reportFile, line(o));
      console.log(
        o.status === 'done' ? `done    row ${o.row}  ${o.file}  interview ${o.interview}` : `FAILED  row ${o.row}  ${o.file}: ${o.reason}`,
      );
    },
  });
  const failed = outcomes.filter((o) => o.status === 'failed').length;
  console.log(
    `${outcomes.length - failed} files taken in, ${failed} failed, ${done.size} done in an earlier run; the report is ${reportFile}.`,
  );
  if (failed) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof ManifestError ? `Nothing was taken in: ${error.message}` : `Ingest stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await queue.stop();
  await handle.close();
}
