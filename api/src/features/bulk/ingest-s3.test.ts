import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeSpeech, sampleDir } from '../../../test/media-samples.ts';
import { type RunningS3, startS3 } from '../../../test/s3-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { openStorage } from '../media-files/storage/open-storage.ts';
import { runScript } from '../../../test/scripts.ts';

// `npm run ingest -- --from s3://bucket/prefix` (docs/behaviour.md §1102): the manifest's files read from an S3
// prefix (a real S3-protocol server, api/test/s3-server.ts), the recordings kept in the archive's own storage.

let s3: RunningS3;
const t = useTestServer(async () => {
  s3 = await startS3('atlas-drive');
  return { seed: 'none' };
});
const work = sampleDir();
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function ingest(manifest: string) {
  const { config } = t.server;
  const env = {
    ...process.env,
    DATABASE_URL: config.databaseUrl,
    MEDIA_STORAGE: config.media!.storage,
    UPLOAD_DIR: config.media!.uploadDir,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
  };
  const args = [path.resolve('scripts/ingest.ts'), '--manifest', manifest, '--from', `s3://${s3.bucket}/tapes`];
  const result = await runScript(args, { env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
  const report = parse(fs.readFileSync(`${manifest}.report.csv`), { bom: true, columns: true }) as Record<string, string>[];
  return { ...result, report };
}
const titled = async (title: string) => t.server.app.database.db.selectFrom('media').select('id').where('title', '=', title).execute();

describe('npm run ingest --from s3://', () => {
  it('takes in the files held under an S3 prefix, a report by file; a missing object fails alone, and a second run skips what is done', async () => {
    const existing = (
      await call<Media>(t.server, 'POST', apiPaths.video.create, { json: mediaPayload({ title: 'A tape on the shelf' }), headers: t.admin })
    ).body.id;
    const drive = openStorage({ mediaStorage: `s3://${s3.bucket}/tapes`, s3Endpoint: s3.endpoint, s3Region: 'us-east-1' });
    await drive.putFile('box-1/tape-1.wav', await makeSpeech(work, 'The first tape, kept in the cloud.'));
    await drive.putFile('tape-2.wav', await makeSpeech(work, 'A second tape, for a new interview.'));
    const manifest = path.join(work, 'manifest.csv');
    fs.writeFileSync(
      manifest,
      [
        'file,id,title,visibility',
        `box-1/tape-1.wav,${existing},,`,
        'tape-2.wav,,The dyers of Fez,archived',
        'box-1/lost.wav,,A tape never sent,',
      ].join('\n'),
    );

    const first = await ingest(manifest);
    expect(first.code, first.stderr + first.stdout).toBe(1);
    expect(first.report.map((r) => [r.row, r.file, r.status])).toEqual([
      ['2', 'box-1/tape-1.wav', 'done'],
      ['3', 'tape-2.wav', 'done'],
      ['4', 'box-1/lost.wav', 'failed'],
    ]);
    expect(first.report[0]!.interview).toBe(String(existing));
    expect(first.report[2]!.reason).toBe(`box-1/lost.wav is not in ${drive.description}`);
    expect(first.stdout).toMatch(/2 files taken in, 1 failed/);
    expect(first.stdout).toContain(`FAILED  row 4  box-1/lost.wav: box-1/lost.wav is not in ${drive.description}`);

    // The new interview has its recording, ready; the missing object made no interview and left no upload behind.
    const made = await titled('The dyers of Fez');
    expect(made).toHaveLength(1);
    expect(first.report[1]!.interview).toBe(String(made[0]!.id));
    const db = t.server.app.database.db;
    for (const id of [existing, made[0]!.id]) {
      const original = await db
        .selectFrom('media_files')
        .select(['status', 'filename'])
        .where('media_id', '=', id)
        .where('role', '=', 'original')
        .execute();
      expect(original).toEqual([{ status: 'ready', filename: id === existing ? 'tape-1.wav' : 'tape-2.wav' }]);
    }
    expect(await titled('A tape never sent')).toEqual([]);
    const uploads = t.server.config.media!.uploadDir!;
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads).filter((f) => f.startsWith('ingest-')) : []).toEqual([]);

    // Again, the object now sent: the done files are skipped, only the one that failed is taken in.
    await drive.putFile('box-1/lost.wav', await makeSpeech(work, 'The tape that was lost, found again.'));
    const second = await ingest(manifest);
    expect(second.code, second.stderr + second.stdout).toBe(0);
    expect(second.stdout).toMatch(/1 files taken in, 0 failed, 2 done in an earlier run/);
    expect(second.report.map((r) => [r.row, r.status])).toEqual([
      ['2', 'done'],
      ['3', 'done'],
      ['4', 'done'],
    ]);
    expect(await titled('The dyers of Fez')).toHaveLength(1);
    expect(await titled('A tape never sent')).toHaveLength(1);
    const originals = await db.selectFrom('media_files').select('media_id').where('role', '=', 'original').execute();
    expect(originals).toHaveLength(3);
  }, 180_000);
});
