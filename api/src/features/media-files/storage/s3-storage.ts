import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, checkPrefix, type MediaStorage, type StoredObject } from './storage.ts';

export interface S3Location {
  bucket: string;
  /** '' or a folder ending in '/'. */
  prefix: string;
  endpoint?: string;
  region?: string;
}

/** Upload parts of 16 MiB, 2 at a time: memory stays near 32 MiB whatever the file's size. */
const PART_BYTES = 16 * 1024 * 1024;
const QUEUE = 2;

/**
 * S3 or an S3-compatible store (`MEDIA_STORAGE=s3://bucket/prefix`). Credentials come from the AWS
 * SDK's own chain (environment, shared files, instance roles): Atlas never holds them.
 */
export function s3Storage(location: S3Location): MediaStorage {
  const client = new S3Client({
    region: location.region || 'us-east-1',
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    // Most S3-compatible servers do not take the SDK's newer default checksums: send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const full = (key: string) => location.prefix + checkKey(key);
  const local = (key: string) => key.slice(location.prefix.length);
  return {
    kind: 's3',
    description: `s3://${Bucket}/${location.prefix}`,
    async putFile(key, localPath, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: full(key), Body: fs.createReadStream(localPath), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: QUEUE,
      });
      await upload.done();
    },
    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: full(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return { key, bytes: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(prefix) {
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: location.prefix + checkPrefix(prefix), ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) found.push({ key: local(object.Key ?? ''), bytes: object.Size ?? 0 });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async deletePrefix(prefix) {
      const objects = await this.list(prefix);
      // DeleteObjects takes at most 1,000 keys a call.
      for (let i = 0; i < objects.length; i += 1000) {
        const Objects = objects.slice(i, i + 1000).map((o) => ({ Key: full(o.key) }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
      return objects.length;
    },
    async signedUrl(key, seconds, answer = {}) {
      const command = new GetObjectCommand({
        Bucket,
        Key: full(key),
        ResponseContentType: answer.contentType,
        ResponseCacheControl: answer.cacheControl,
        ResponseContentDisposition: answer.contentDisposition,
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** `s3://bucket/some/prefix` → bucket and `some/prefix/`. */
export function parseS3Url(value: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match) throw new Error(`MEDIA_STORAGE must be file:FOLDER or s3://bucket/prefix, got "${value}"`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/**
 * The origin a signed address points at, which the page's Content-Security-Policy must allow (MEDIA_DELIVERY=signed):
 * S3_ENDPOINT's, or AWS's virtual-hosted address of the bucket.
 */
export function signedUrlOrigin(mediaStorage: string, endpoint: string, region: string): string {
  if (endpoint) return new URL(endpoint).origin;
  return `https://${parseS3Url(mediaStorage).bucket}.s3.${region || 'us-east-1'}.amazonaws.com`;
}
