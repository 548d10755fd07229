import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
// @ts-expect-error @20minutes/s3rver ships no types; the few calls used here are typed below.
import S3rver from '@20minutes/s3rver';

interface KoaContext {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  query: Record<string, string>;
  status: number;
  type: string;
  body: unknown;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;
interface S3rverInstance {
  middleware: KoaMiddleware[];
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

function denied(ctx: KoaContext, code: string, message: string): void {
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** Node's sha256 (an HMAC when given a key), in the shape the SDK's signer asks for. */
class Sha256 {
  private readonly hash: crypto.Hash | crypto.Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? crypto.createHmac('sha256', bytes(secret)) : crypto.createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

/** Signs the request again with the server's key pair, its date and its signed headers, and compares. */
async function bucketRequestSigned(ctx: KoaContext): Promise<boolean> {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      ctx.headers.authorization ?? '',
    );
  const date = ctx.headers['x-amz-date'];
  if (!auth || !date) return false;
  const [, region, signedHeaders, signature] = auth;
  const headers = Object.fromEntries(signedHeaders!.split(';').map((name) => [name, ctx.headers[name] ?? '']));
  const signer = new SignatureV4({
    service: 's3',
    region: region!,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    sha256: Sha256,
    uriEscapePath: false,
  });
  const signingDate = new Date(date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const again = await signer.sign(
    { method: ctx.method, protocol: 'http:', hostname: '127.0.0.1', path: ctx.path, query: ctx.query, headers },
    { signingDate },
  );
  return String(again.headers.authorization).endsWith(`Signature=${signature}`);
}

export interface RunningS3 {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  /** The key pair the server accepts (the AWS SDK reads it from the environment, set by startS3). */
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

const KEY = 'S3RVER';

/**
 * A real S3-protocol server on a free loopback port (@20minutes/s3rver, docs/decisions.md §600), its objects
 * in a temporary folder. It checks every request's signature, presigned addresses' included (their expiry
 * too), against the key pair S3RVER/S3RVER, which the AWS SDK reads from the environment like any other
 * credentials, so the storage code under test is the production path. The server itself serves an unsigned
 * request; the bucket here is private, as a deployment's is: a request carrying no signature is refused
 * with S3's 403 `AccessDenied`.
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
  server.middleware.unshift(async (ctx, next) => {
    const signed = 'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
    if (!signed) return denied(ctx, 'AccessDenied', 'Access Denied');
    // The server rebuilds a bucket-level address (list, delete many) without the slash the AWS SDK signs
    // (`/bucket/`), so it refuses every such request however well signed: those are checked here, with the
    // SDK's own signer, and passed on unsigned once found good.
    if (ctx.path !== `/${bucket}/` || !ctx.headers.authorization) return next();
    if (!(await bucketRequestSigned(ctx)))
      return denied(ctx, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
    delete ctx.headers.authorization;
    return next();
  });
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID = KEY;
  process.env.AWS_SECRET_ACCESS_KEY = KEY;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: KEY,
    secretAccessKey: KEY,
    async stop() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
