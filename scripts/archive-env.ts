import fs from 'node:fs';
import { mediaConfigFromEnv } from '../api/src/config.ts';
import { isPostgresUrl, sqlitePathFrom } from '../api/src/db/connect.ts';
import { openStorage } from '../api/src/features/media-files/storage/open-storage.ts';
import type { MediaStorage } from '../api/src/features/media-files/storage/storage.ts';

/**
 * DATABASE_URL, once it names an archive that exists: opening a SQLite path creates the file, so a mistyped path would
 * otherwise be read (backed up, exported, ingested into) as a new empty archive. Exits 1 when it does not exist.
 */
export function existingDatabaseUrl(): string {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!isPostgresUrl(databaseUrl) && !fs.existsSync(sqlitePathFrom(databaseUrl))) {
    console.error(`No database at ${sqlitePathFrom(databaseUrl)} (set DATABASE_URL).`);
    process.exit(1);
  }
  return databaseUrl;
}

/** The recordings' store MEDIA_STORAGE names (with S3_ENDPOINT and S3_REGION), opened as the server opens it. */
export function storageFromEnv(): MediaStorage {
  const media = mediaConfigFromEnv();
  return openStorage({ mediaStorage: media.storage, s3Endpoint: media.s3Endpoint, s3Region: media.s3Region });
}
