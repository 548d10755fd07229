import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the few calls used here are typed below.
import S3rver from 's3rver';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

export interface RunningS3 {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server on a free loopback port (s3rver, docs/decisions.md §600), its objects in a
 * temporary folder. It accepts the key pair S3RVER/S3RVER, which the AWS SDK reads from the
 * environment like any other credentials, so the storage code under test is the production path.
 */
export async function startS3(bucket = 'atlas-media'): Promise<RunningS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-s3-'));
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
