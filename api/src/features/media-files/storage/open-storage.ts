import { fileStorage } from './file-storage.ts';
import { parseS3Url, s3Storage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

export interface StorageSettings {
  /** MEDIA_STORAGE: `file:FOLDER` or `s3://bucket/prefix`. */
  mediaStorage: string;
  s3Endpoint?: string;
  s3Region?: string;
}

/** The one storage the process uses, from its configuration (README "Recordings"). */
export function openStorage({ mediaStorage, s3Endpoint, s3Region }: StorageSettings): MediaStorage {
  if (mediaStorage.startsWith('file:')) {
    const folder = mediaStorage.slice('file:'.length);
    if (!folder) throw new Error('MEDIA_STORAGE=file: needs a folder, e.g. file:data/media');
    return fileStorage(folder);
  }
  return s3Storage({ ...parseS3Url(mediaStorage), endpoint: s3Endpoint || undefined, region: s3Region || undefined });
}
