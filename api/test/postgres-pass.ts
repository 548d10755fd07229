/**
 * The API suites the PostgreSQL pass leaves out (TEST_DATABASE_URL set; vitest.config.ts), each a file or a folder
 * (docs/decisions.md §2530). Every one runs on the embedded database in `npm test`. Left out are the suites that send
 * PostgreSQL nothing, and those whose subject is not the database: what they send it, other suites of the pass send
 * too (scripts/pg-coverage.ts checks it on a run that captures the statements).
 */
export const SQLITE_ONLY_SUITES: readonly string[] = [
  // No database at all: schemas, parsers, pure functions, caches in memory, the speech tools, the storages.
  'contracts/',
  'api/src/config.test.ts',
  'api/src/db/dialect/search-terms.test.ts',
  'api/src/features/auth/password.test.ts',
  'api/src/features/media-files/ladder.test.ts',
  'api/src/features/media-files/storage/storage.test.ts',
  'api/src/features/media/media.gazetteer.test.ts',
  'api/src/features/search/search-matcher.test.ts',
  'api/src/features/speech/engines.test.ts',
  'api/src/lib/',
  // A server on the database, its subject elsewhere: connections and headers, markup and formats drawn from reads the
  // pass's route suites make, ffmpeg's and the speech tools' work, mail, nginx.
  'api/src/app.test.ts',
  'api/src/plugins/security.test.ts',
  'api/src/plugins/trust-proxy.test.ts',
  'api/src/plugins/docs.test.ts',
  'api/src/features/seo/server-rendering.test.ts',
  'api/src/features/webvtt/',
  'api/src/features/ohms/ohms.test.ts',
  'api/src/features/iiif/iiif.test.ts',
  'api/src/features/accounts/account-mail.test.ts',
  'api/src/features/media-files/first-playable.test.ts',
  'api/src/features/transcripts/transcript-jobs.test.ts',
  'deploy/nginx-delivery.test.ts',
];
