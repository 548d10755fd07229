import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { makeSpeech, sampleDir } from '../../../test/media-samples.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { runScript } from '../../../test/scripts.ts';

// `npm run ingest` (docs/behaviour.md §1102), run as staff run it, against a running server's archive.

const t = useTestServer({ seed: 'none' });
const drive = sampleDir();
afterAll(() => fs.rmSync(drive, { recursive: true, force: true }));

async function ingest(manifest: string) {
  const { config } = t.server;
  const env = {
    ...process.env,
    DATABASE_URL: config.databaseUrl,
    MEDIA_STORAGE: config.media!.storage,
    UPLOAD_DIR: config.media!.uploadDir,
  };
  const args = [path.resolve('scripts/ingest.ts'), '--manifest', manifest, '--from', drive];
  const result = await runScript(args, { env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
  const report = parse(fs.readFileSync(`${manifest}.report.csv`), { bom: true, columns: true }) as Record<string, string>[];
  return { ...result, report };
}
const titled = async (title: string) => t.server.app.database.db.selectFrom('media').select('id').where('title', '=', title).execute();

describe('npm run ingest', () => {
  it('takes in every file: into the interview a row names or a new one; a failure leaves nothing half-made; a second run skips what is done', async () => {
    const existing = (
      await call<Media>(t.server, 'POST', apiPaths.video.create, {
        json: mediaPayload({ title: 'Waiting for its tape' }),
        headers: t.admin,
      })
    ).body.id;
    fs.mkdirSync(path.join(drive, 'box 1'));
    fs.renameSync(await makeSpeech(drive, 'The first tape of the box.'), path.join(drive, 'box 1', 'tape-1.wav'));
    fs.renameSync(await makeSpeech(drive, 'The second tape, a new interview.'), path.join(drive, 'box 1', 'tape-2.wav'));
    fs.writeFileSync(path.join(drive, 'notes.mp3'), 'Notes typed on the drive, not a recording.\n'.repeat(20));
    const manifest = path.join(drive, 'manifest.csv');
    fs.writeFileSync(
      manifest,
      [
        'file,id,title,topics,visibility',
        `box 1/tape-1.wav,${existing},,,`,
        'box 1/tape-2.wav,,Weavers of Azrou,,archived',
        'notes.mp3,,Not a recording,,',
        'missing.wav,,A tape never found,,',
        `box 1/tape-1.wav,${existing},,,`,
      ].join('\n'),
    );

    const first = await ingest(manifest);
    expect(first.code, first.stderr + first.stdout).toBe(1);
    expect(
      first.report.map((r) => [r.row, r.status]),
      JSON.stringify(first.report),
    ).toEqual([
      ['2', 'done'],
      ['3', 'done'],
      ['4', 'failed'],
      ['5', 'failed'],
      ['6', 'done'],
    ]);
    expect(first.report[0]!.interview).toBe(String(existing));
    expect(first.report[2]!.reason).toMatch(/^not an audio or video recording/);
    expect(first.report[3]!.reason).toMatch(/missing\.wav is not in /);
    // The last row's file is the first one again: already held, not taken twice.
    expect(first.report[4]!.reason).toBe('already held (same SHA-256)');
    expect(first.stdout).toMatch(/3 files taken in, 2 failed/);

    const made = await titled('Weavers of Azrou');
    expect(made).toHaveLength(1);
    expect(await titled('Not a recording')).toEqual([]);
    expect(await titled('A tape never found')).toEqual([]);
    const sha256 = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(drive, 'box 1', 'tape-2.wav')))
      .digest('hex');
    const original = await t.server.app.database.db
      .selectFrom('media_files')
      .select(['status', 'sha256', 'filename'])
      .where('media_id', '=', made[0]!.id)
      .where('role', '=', 'original')
      .executeTakeFirstOrThrow();
    expect(original).toEqual({ status: 'ready', sha256, filename: 'tape-2.wav' });
    const files = await t.server.app.database.db.selectFrom('media_files').select('status').where('media_id', '=', existing).execute();
    expect(files.length).toBeGreaterThan(1);
    expect(files.every((f) => f.status === 'ready')).toBe(true);

    // Again: the done rows are skipped, the failed ones tried again (and fail again), no interview twice.
    const second = await ingest(manifest);
    expect(second.stdout).toMatch(/0 files taken in, 2 failed, \d done in an earlier run/);
    expect(second.report.filter((r) => r.status === 'done').map((r) => r.row)).toEqual(['2', '3', '6']);
    // Without its report, the archive's checksums still say what is held.
    fs.rmSync(`${manifest}.report.csv`);
    const third = await ingest(manifest);
    expect(third.report.filter((r) => r.status === 'done').map((r) => r.reason)).toEqual([
      'already held (same SHA-256)',
      'already held (same SHA-256)',
      'already held (same SHA-256)',
    ]);
    expect(await titled('Weavers of Azrou')).toHaveLength(1);
  }, 180_000);

  it('refuses a manifest without a file column, or with a column the archive does not know', async () => {
    const manifest = path.join(drive, 'wrong.csv');
    fs.writeFileSync(manifest, 'path,title\nx.wav,X\n');
    const refused = await ingest(manifest);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Nothing was taken in: The manifest needs a “file” column') });
    fs.writeFileSync(manifest, 'file,colour\nx.wav,red\n');
    expect((await ingest(manifest)).stderr).toContain('columns the archive does not know: colour');
  });
});
