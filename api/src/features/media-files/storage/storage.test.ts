import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningS3, startS3 } from '../../../../test/s3-server.ts';
import { openStorage } from './open-storage.ts';
import type { MediaStorage } from './storage.ts';

// The same assertions against local files and a real S3-protocol server: one code path.
let s3: RunningS3;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-storage-'));
const source = path.join(dir, 'source.bin');
const bytes = crypto.randomBytes(300_000);

beforeAll(async () => {
  s3 = await startS3();
  fs.writeFileSync(source, bytes);
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const storages: [string, () => MediaStorage][] = [
  ['local files', () => openStorage({ mediaStorage: `file:${path.join(dir, 'media')}` })],
  ['S3', () => openStorage({ mediaStorage: `s3://${s3.bucket}/archive/one`, s3Endpoint: s3.endpoint, s3Region: 'us-east-1' })],
];

describe.each(storages)('media storage on %s', (_name, open) => {
  it('stores, reads whole and by range, lists, and deletes a folder', async () => {
    const storage = open();
    await storage.putFile('media/7/1/original.bin', source, 'application/octet-stream');
    await storage.putFile('media/7/1/hls/index.m3u8', source);
    await storage.putFile('media/8/1/original.bin', source);

    expect(await storage.stat('media/7/1/original.bin')).toEqual({ key: 'media/7/1/original.bin', bytes: bytes.length });
    expect(await storage.stat('media/7/1/nothing')).toBeNull();
    expect(await storage.read('media/7/1/nothing')).toBeNull();

    const whole = await storage.read('media/7/1/original.bin');
    const hash = crypto.createHash('sha256');
    for await (const chunk of whole!) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));

    const part = await storage.read('media/7/1/original.bin', { start: 10, end: 19 });
    const got: Buffer[] = [];
    for await (const chunk of part!) got.push(chunk as Buffer);
    expect(Buffer.concat(got)).toEqual(bytes.subarray(10, 20));

    expect((await storage.list('media/7/')).map((o) => o.key)).toEqual(['media/7/1/hls/index.m3u8', 'media/7/1/original.bin']);
    expect(await storage.deletePrefix('media/7/')).toBe(2);
    expect(await storage.list('media/7/')).toEqual([]);
    expect((await storage.list('media/')).map((o) => o.key)).toEqual(['media/8/1/original.bin']);
  });

  it('refuses a key that could leave its root', async () => {
    const storage = open();
    await expect(storage.putFile('../escape', source)).rejects.toThrow(/invalid storage key/);
    await expect(storage.read('media/../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });

  it('gives a signed short-lived address only where the storage has one', async () => {
    const storage = open();
    const small = path.join(dir, 'small.jpg');
    fs.writeFileSync(small, 'a poster');
    await storage.putFile('media/9/1/poster.jpg', small);
    const url = await storage.signedUrl('media/9/1/poster.jpg', 60);
    if (storage.kind === 'file') expect(url).toBeNull();
    else {
      expect(url).toMatch(/X-Amz-Expires=60/);
      const answer = await fetch(url!);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('a poster');
      // The store checks what it signed: another key, a changed signature, no signature, or a lapsed one is refused.
      expect((await fetch(url!.replace('poster.jpg', 'other.jpg'))).status).toBe(403);
      expect((await fetch(url!.replace(/X-Amz-Signature=[0-9a-f]/, (m) => `${m.slice(0, -1)}${m.endsWith('0') ? '1' : '0'}`))).status).toBe(
        403,
      );
      expect((await fetch(url!.split('?')[0]!)).status).toBe(403);
      const lapsed = await storage.signedUrl('media/9/1/poster.jpg', 1);
      const lapsedAt =
        Date.parse(
          new URL(lapsed!).searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
        ) + 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lapsedAt - Date.now()) + 1100));
      const expired = await fetch(lapsed!);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toMatch(/Request has expired/);
      // And a client holding another secret reads and lists nothing.
      process.env.AWS_SECRET_ACCESS_KEY = 'not-the-secret';
      try {
        const stranger = open();
        await expect(stranger.read('media/9/1/poster.jpg')).rejects.toThrow(/signature/i);
        await expect(stranger.list('media/')).rejects.toThrow(/signature/i);
      } finally {
        process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
      }
    }
  });
});

it('refuses a MEDIA_STORAGE it cannot read', () => {
  expect(() => openStorage({ mediaStorage: 'ftp://x' })).toThrow(/MEDIA_STORAGE/);
  expect(() => openStorage({ mediaStorage: 'file:' })).toThrow(/folder/);
});
