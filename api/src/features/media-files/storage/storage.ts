import type { Readable } from 'node:stream';

/** One stored object: its key below the storage root and its size. */
export interface StoredObject {
  key: string;
  bytes: number;
}

/** The headers a signed address's answer carries. */
export interface SignedAnswer {
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
}

/** An inclusive byte range, as HTTP Range asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where recordings and their derivatives live (docs/decisions.md §600). Local files and S3 answer the
 * same calls, so ingest, serving, fixity, purge and backup have one code path whatever the storage.
 * Keys are relative paths with `/` separators (`media/12/34/original.mp4`).
 */
export interface MediaStorage {
  readonly kind: 'file' | 's3';
  /** Human-readable place, for logs and reports (`/srv/atlas/media`, `s3://bucket/prefix`). */
  readonly description: string;
  /** Copies a local file in, streaming (memory stays flat whatever the size). */
  putFile(key: string, localPath: string, contentType?: string): Promise<void>;
  /** Reads an object (or a range of it); null when it does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Every object whose key starts with `prefix` (a folder: end it with `/`). */
  list(prefix: string): Promise<StoredObject[]>;
  /** Removes every object below `prefix`; returns how many went. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * A signed address valid `seconds`, where the storage can give one (S3); null for local files. `answer` sets
   * the headers the store answers it with (the type, caching and download name Atlas would have sent).
   */
  signedUrl(key: string, seconds: number, answer?: SignedAnswer): Promise<string | null>;
}

/** Keys come from our own code, but a key that could climb out of the root is refused all the same. */
export function checkKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..') || key.includes('\\')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}

/** Key prefixes must be '' (everything) or a folder ending in '/'. */
export function checkPrefix(prefix: string): string {
  if (prefix !== '') checkKey(prefix.replace(/\/$/, ''));
  return prefix;
}
