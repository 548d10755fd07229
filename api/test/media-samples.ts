import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Upload } from 'tus-js-client';
import { apiPaths } from '#contracts/paths';
import type { TestServer } from './test-server.ts';

const run = promisify(execFile);

/** A folder of test recordings made here with ffmpeg and espeak-ng (nothing large is committed). */
export function sampleDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-samples-'));
}

/** A short test-pattern video with a tone: `testsrc` and `sine`. */
export async function makeVideo(dir: string, { width = 640, height = 360, seconds = 2 } = {}): Promise<string> {
  const file = path.join(dir, `testsrc-${width}x${height}-${seconds}s.mp4`);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '96k', '-shortest', file],
  ]);
  return file;
}

/** A short spoken sentence (espeak-ng), as WAV. */
export async function makeSpeech(dir: string, words = 'The river was wider then, and the bridge was made of wood.'): Promise<string> {
  const file = path.join(dir, 'speech.wav');
  await run('espeak-ng', ['-w', file, words]);
  return file;
}

/** Uploads a file with the tus client the admin screen uses; resolves with the upload's address. */
export function tusUpload(
  server: Pick<TestServer, 'url'>,
  token: Record<string, string>,
  file: string,
  metadata: Record<string, string>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(fs.createReadStream(file), {
      endpoint: `${server.url}${apiPaths.admin.uploads}`,
      uploadSize: fs.statSync(file).size,
      chunkSize: 256 * 1024,
      metadata,
      headers: { authorization: token.authorization! },
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(upload.url ?? ''),
    });
    upload.start();
  });
}

/** Asks `read` until `done` holds or `timeoutMs` passes: waits for a state, never for a time. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
