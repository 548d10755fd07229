import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentOverview } from '#contracts/consent';
import { SHEET_COLUMNS } from '#contracts/interview-sheet';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload } from '../../../test/http.ts';
import { makeSpeech, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { startTestServer, testDatabaseUrl } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { connectDatabase } from '../../db/connect.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { loadSnapshot } from '../media/media.snapshot.ts';
import { fileStorage } from '../media-files/storage/file-storage.ts';
import { exportBag } from './bag-export.ts';
import { importBag } from './bag-import.ts';
import { BagError } from './bagit.ts';
import { runScript } from '../../../test/scripts.ts';

// The archive package (docs/behaviour.md §1103): a BagIt bag checked here against RFC 8493 by this test's own
// reading (not the code that wrote it), then imported into an empty database and compared interview by interview.

const t = useTestServer();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bag-'));
const samples = sampleDir();
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(samples, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\nsigned release form\n%%EOF\n');
let recorded: number;
let sealed: number;
let withheld: number;
const storage = () => fileStorage(t.server.config.media!.storage!.replace(/^file:/, ''));
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  const create = async (overrides: Record<string, unknown>) =>
    (await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload(overrides), headers: t.admin })).body.id;
  recorded = await create({
    title: 'A held recording',
    transcript: [{ language: 'English', text: '[00:00:00] The river.\n[00:00:02] The bridge.' }],
  });
  const speech = await makeSpeech(samples);
  await tusUpload(t.server, t.admin, speech, { filename: 'speech.wav', media_id: String(recorded) });
  await waitUntil(
    async () => (await call<MediaFileList>(t.server, 'GET', apiPaths.admin.mediaFiles(recorded), { headers: t.admin })).body,
    (list) => list.results.length > 0 && list.results.every((f) => f.status === 'ready'),
  );
  // A release with its signed form.
  const overview = (await call<ConsentOverview>(t.server, 'GET', apiPaths.admin.consents(recorded), { headers: t.admin })).body;
  const guest = overview.participants.find((p) => p.role === 2)!;
  const release = await call<{ id: number }>(t.server, 'PUT', apiPaths.admin.participantConsent(recorded, guest.id), {
    json: { scope: 'public', signed_on: '2024-03-01', valid_until: null, conditions: '' },
    headers: t.admin,
  });
  await fetch(`${t.server.url}${apiPaths.admin.consentForm(release.body.id)}?name=release.pdf`, {
    method: 'PUT',
    headers: { authorization: t.admin.authorization!, 'content-type': 'application/pdf' },
    body: new Uint8Array(PDF),
  });
  await call(t.server, 'POST', apiPaths.admin.collections, {
    json: { slug: 'river-voices', title: 'River voices', title_ar: 'أصوات النهر', media: [recorded, 1], cover: recorded },
    headers: t.admin,
  });
  sealed = await create({ title: 'Sealed until 2099', transcript: [{ language: 'English', text: 'Words under seal.' }] });
  await call(t.server, 'PUT', apiPaths.admin.mediaAccess(sealed), {
    json: { access: 'sealed', sealed_until: '2099-01-01' },
    headers: t.admin,
  });
  withheld = await create({
    title: 'A passage withheld',
    transcript: [{ language: 'English', text: '[00:00:00] Open words.\n[00:01:00] Secret words.' }],
  });
  await call(t.server, 'PUT', apiPaths.admin.mediaAccess(withheld), {
    json: { access: 'open', redactions: [{ start_time: '00:01:00', end_time: '00:02:00', reason: 'A narrator asked' }] },
    headers: t.admin,
  });
}, 180_000);

/** RFC 8493 read by hand: every rule this test checks is the RFC's, none is the writer's. */
function checkBag(dir: string): { info: Map<string, string>; payload: string[] } {
  expect(fs.readFileSync(path.join(dir, 'bagit.txt'), 'utf8')).toBe('BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n');
  const info = new Map(
    fs
      .readFileSync(path.join(dir, 'bag-info.txt'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        expect(line).toMatch(/^[^:\s][^:]*: \S/);
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 2)] as [string, string];
      }),
  );
  expect(info.get('Bagging-Date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const walk = (relative: string): string[] =>
    fs
      .readdirSync(path.join(dir, relative), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(`${relative}/${e.name}`) : [`${relative}/${e.name}`]));
  const payload = walk('data').sort();
  const manifest = fs
    .readFileSync(path.join(dir, 'manifest-sha256.txt'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => /^([0-9a-f]{64}) +(data\/.+)$/.exec(line)!);
  expect(manifest.every(Boolean)).toBe(true);
  expect(manifest.map((m) => m[2]).sort()).toEqual(payload);
  let octets = 0;
  for (const [, hash, file] of manifest) {
    const bytes = fs.readFileSync(path.join(dir, file!));
    octets += bytes.length;
    expect(sha256(bytes), file).toBe(hash);
  }
  expect(info.get('Payload-Oxum')).toBe(`${octets}.${payload.length}`);
  const tags = fs.readFileSync(path.join(dir, 'tagmanifest-sha256.txt'), 'utf8').split('\n').filter(Boolean);
  expect(tags.map((line) => line.split(/ +/)[1]).sort()).toEqual(['bag-info.txt', 'bagit.txt', 'manifest-sha256.txt']);
  for (const line of tags) {
    const [hash, file] = line.split(/ +/);
    expect(sha256(fs.readFileSync(path.join(dir, file!)))).toBe(hash);
  }
  return { info, payload };
}

const emptyDatabase = async () => {
  const database = testDatabaseUrl();
  return { database, handle: await connectDatabase(database.url) };
};

describe('the archive package', () => {
  let full: string;
  let target: { database: ReturnType<typeof testDatabaseUrl>; handle: DatabaseHandle };
  let targetStorage: string;
  afterAll(async () => {
    await target?.handle.close();
    await target?.database.drop();
  });

  it('is a BagIt bag to the letter: declaration, bag-info, every payload file in the manifest with its SHA-256', async () => {
    full = path.join(work, 'full');
    const progress: number[] = [];
    const summary = await exportBag(t.server.app.database, storage(), full, {
      includeSealed: true,
      archiveName: 'Middle Atlas Voices',
      progress: (done) => progress.push(done),
    });
    const ids = (await t.server.app.database.db.selectFrom('media').select('id').execute()).map((r) => r.id);
    expect(summary.interviews).toBe(ids.length);
    expect(progress.at(-1)).toBe(ids.length);
    expect(fs.existsSync(`${full}.partial`)).toBe(false);

    const { info, payload } = checkBag(full);
    expect(info.get('Source-Organization')).toBe('Middle Atlas Voices');
    expect(info.get('Atlas-Sealed-Material')).toMatch(/^included/);
    for (const id of ids) {
      for (const name of ['interview.json', 'row.csv', 'ohms.xml', 'access.json', 'consents.json', 'recordings.json']) {
        expect(payload).toContain(`data/interviews/${id}/${name}`);
      }
    }
    expect(payload).toEqual(
      expect.arrayContaining(['data/interviews.csv', 'data/vocabulary.json', 'data/gazetteer.json', 'data/consent-forms.json']),
    );
    expect(payload).toContain(`data/consent-forms/${sha256(PDF)}`);

    const detail = JSON.parse(fs.readFileSync(path.join(full, `data/interviews/${recorded}/interview.json`), 'utf8')) as Media;
    const api = (await call<Media>(t.server, 'GET', apiPaths.media.detail(recorded), { headers: t.admin })).body;
    expect({ ...detail, stream: undefined }).toEqual({ ...api, stream: undefined });
    const row = parse(fs.readFileSync(path.join(full, `data/interviews/${recorded}/row.csv`)), { bom: true }) as string[][];
    expect(row[0]).toEqual([...SHEET_COLUMNS]);
    expect(row[1]![0]).toBe(String(recorded));
    const ohms = new XMLParser().parse(fs.readFileSync(path.join(full, `data/interviews/${recorded}/ohms.xml`), 'utf8'));
    expect(ohms.ROOT.record.title).toBe('A held recording');
    expect(fs.readFileSync(path.join(full, `data/interviews/${recorded}/transcripts/1-en.vtt`), 'utf8')).toMatch(
      /^WEBVTT\n\n00:00:00.000 --> /,
    );
    // The recording and its derivatives, each byte as held.
    const original = payload.find((p) => p.startsWith(`data/interviews/${recorded}/recordings/`) && p.includes('/original'))!;
    const held = await t.server.app.database.db
      .selectFrom('media_files')
      .selectAll()
      .where('media_id', '=', recorded)
      .where('role', '=', 'original')
      .executeTakeFirstOrThrow();
    expect(sha256(fs.readFileSync(path.join(full, original)))).toBe(held.sha256);
    expect(payload.filter((p) => p.includes('/hls/')).length).toBeGreaterThan(2);
    const sealedDetail = JSON.parse(fs.readFileSync(path.join(full, `data/interviews/${sealed}/interview.json`), 'utf8')) as Media;
    expect(sealedDetail.transcripts.map((x) => x.text)).toEqual(['Words under seal.']);
  });

  it('imports into an empty database: every interview under its id, whole, with its releases, access and recordings', async () => {
    target = await emptyDatabase();
    targetStorage = path.join(work, 'imported-media');
    const summary = await importBag(target.handle, fileStorage(targetStorage), full);
    const source = t.server.app.database;
    const ids = (await source.db.selectFrom('media').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(summary.interviews).toBe(ids.length);
    for (const id of ids) {
      const before = await loadSnapshot(source.db, source.dialect, id);
      const after = await loadSnapshot(target.handle.db, target.handle.dialect, id);
      expect(after, `interview ${id}`).toEqual(before);
    }
    const labels = async (db: DatabaseHandle['db']) =>
      db.selectFrom('vocabulary_labels').select(['kind', 'value', 'label_ar']).orderBy('kind').orderBy('value').execute();
    expect(await labels(target.handle.db)).toEqual(await labels(source.db));
    const files = async (db: DatabaseHandle['db']) =>
      (
        await db
          .selectFrom('media_files')
          .select(['id', 'media_id', 'source_id', 'role', 'label', 'storage_key', 'sha256', 'parts'])
          .where('withheld', 'is', null)
          .orderBy('id')
          .execute()
      ).map((f) => ({ ...f }));
    expect(await files(target.handle.db)).toEqual(await files(source.db));
    const collections = async (db: DatabaseHandle['db']) =>
      db
        .selectFrom('collections')
        .innerJoin('collection_media', 'collection_media.collection_id', 'collections.id')
        .select(['slug', 'title', 'title_ar', 'cover_media_id', 'media_id', 'position'])
        .orderBy('slug')
        .orderBy('position')
        .execute();
    expect(await collections(target.handle.db)).toEqual(await collections(source.db));
    expect((await collections(target.handle.db)).filter((c) => c.slug === 'river-voices').map((c) => c.media_id)).toEqual([recorded, 1]);
    const form = await target.handle.db.selectFrom('consent_forms').select(['sha256', 'data']).executeTakeFirstOrThrow();
    expect(Buffer.from(form.data, 'base64')).toEqual(PDF);
    const original = await target.handle.db.selectFrom('media_files').selectAll().where('role', '=', 'original').executeTakeFirstOrThrow();
    expect(sha256(fs.readFileSync(path.join(targetStorage, original.storage_key)))).toBe(original.sha256);
    // New rows take ids after the imported ones.
    const next = await target.handle.db
      .insertInto('regions')
      .values({ name: 'After the import', latitude: null, longitude: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const highest = await target.handle.db
      .selectFrom('regions')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(Number(highest.max));

    await expect(importBag(target.handle, fileStorage(targetStorage), full)).rejects.toThrow(/already holds interviews/);
  });

  it('without --include-sealed leaves sealed material and withheld passages out, and says so', async () => {
    const dir = path.join(work, 'plain');
    await exportBag(t.server.app.database, storage(), dir, { includeSealed: false, archiveName: 'Middle Atlas Voices' });
    const { info, payload } = checkBag(dir);
    expect(info.get('Atlas-Sealed-Material')).toMatch(/^excluded/);
    const read = (id: number, name: string) => JSON.parse(fs.readFileSync(path.join(dir, `data/interviews/${id}/${name}`), 'utf8'));
    expect((read(sealed, 'interview.json') as Media).transcripts).toEqual([]);
    expect((read(withheld, 'interview.json') as Media).transcripts[0]!.text).not.toContain('Secret words');
    expect(read(recorded, 'recordings.json')).toMatchObject({ left_out: null });
    expect(payload.some((p) => p.startsWith(`data/interviews/${recorded}/recordings/`))).toBe(true);
    const csv = fs.readFileSync(path.join(dir, 'data/interviews.csv'), 'utf8');
    expect(csv).not.toContain('Secret words');
  });

  it('refuses a bag with a wrong checksum, a missing or an unlisted file, or a recording the archive did not hold, naming it; nothing is imported', async () => {
    const copy = (name: string) => {
      const dir = path.join(work, name);
      fs.cpSync(full, dir, { recursive: true });
      return dir;
    };
    const damaged = copy('damaged');
    fs.appendFileSync(path.join(damaged, `data/interviews/${recorded}/ohms.xml`), ' ');
    const missing = copy('missing');
    fs.rmSync(path.join(missing, `data/interviews/${sealed}/access.json`));
    const extra = copy('extra');
    fs.writeFileSync(path.join(extra, 'data/notes.txt'), 'not in the manifest');
    // A recording changed and the bag's manifests written again to match: a valid bag, but not the archive's file.
    const replaced = copy('replaced');
    const recordings = path.join(replaced, `data/interviews/${recorded}/recordings`);
    const relative = fs.readdirSync(recordings, { recursive: true, withFileTypes: true }).find((entry) => entry.isFile())!;
    const file = path.join(relative.parentPath, relative.name);
    const bytes = fs.readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    fs.writeFileSync(file, bytes);
    const name = path.relative(replaced, file).split(path.sep).join('/');
    const manifest = path.join(replaced, 'manifest-sha256.txt');
    fs.writeFileSync(
      manifest,
      fs
        .readFileSync(manifest, 'utf8')
        .split('\n')
        .map((line) => (line.endsWith(`  ${name}`) ? `${sha256(bytes)}  ${name}` : line))
        .join('\n'),
    );
    const tags = path.join(replaced, 'tagmanifest-sha256.txt');
    fs.writeFileSync(
      tags,
      fs
        .readFileSync(tags, 'utf8')
        .split('\n')
        .map((line) => (line.endsWith('  manifest-sha256.txt') ? `${sha256(fs.readFileSync(manifest))}  manifest-sha256.txt` : line))
        .join('\n'),
    );
    const oxum = copy('oxum');
    fs.writeFileSync(
      path.join(oxum, 'bag-info.txt'),
      fs.readFileSync(path.join(oxum, 'bag-info.txt'), 'utf8').replace(/Payload-Oxum: \d+/, 'Payload-Oxum: 1'),
    );
    for (const [dir, message] of [
      [damaged, `data/interviews/${recorded}/ohms.xml is damaged`],
      [missing, `data/interviews/${sealed}/access.json is missing`],
      [extra, 'data/notes.txt is in data/ but not in manifest-sha256.txt'],
      [oxum, "bag-info.txt's Payload-Oxum is 1."],
      [replaced, `${name} does not match the SHA-256 the archive recorded for it`],
    ] as const) {
      const { database, handle } = await emptyDatabase();
      try {
        const failure = await importBag(handle, fileStorage(path.join(work, 'refused-media')), dir).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(BagError);
        expect((failure as Error).message).toContain(message);
        const count = await handle.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(0);
      } finally {
        await handle.close();
        await database.drop();
      }
    }
    expect(fs.existsSync(path.join(work, 'refused-media'))).toBe(false);
  });

  // Three processes of its own (export, import, a server), each compiling its script through tsx: on a loaded machine
  // more than the 30 s a test gets.
  it('npm run export and npm run import: the package into a SQLite database, where a server plays the recording', async () => {
    const { config } = t.server;
    const dir = path.join(work, 'by-command');
    const exported = await runScript(['scripts/export.ts', '--bag', dir], {
      env: { ...process.env, DATABASE_URL: config.databaseUrl, MEDIA_STORAGE: config.media!.storage, ARCHIVE_NAME: 'Voices by command' },
    });
    expect(exported.stdout).toMatch(/Package written to .*by-command: \d+ interviews, \d+ files, .*sealed material left out/);
    expect(exported.stderr).toMatch(/Exported \d+ \/ \d+ interviews/);
    expect(checkBag(dir).info.get('Source-Organization')).toBe('Voices by command');

    // Whichever database the source is on, the package goes into SQLite here (PostgreSQL to SQLite on the PostgreSQL run).
    const database = testDatabaseUrl('');
    const storagePath = path.join(work, 'by-command-media');
    const env = { ...process.env, DATABASE_URL: database.url, MEDIA_STORAGE: `file:${storagePath}`, SEED: 'none' };
    try {
      const imported = await runScript(['scripts/import.ts', '--bag', dir], { env });
      expect(imported.stdout).toMatch(/Imported \d+ interviews from .*Voices by command.* into sqlite/);
      const refused = await runScript(['scripts/import.ts', '--bag', dir], { env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^Nothing was imported: The database already holds interviews/m),
      });
      const server = await startTestServer({
        seed: 'none',
        databaseUrl: database.url,
        media: { storage: `file:${storagePath}`, uploadDir: path.join(work, 'by-command-uploads') },
      });
      try {
        const detail = (await call<Media>(server, 'GET', apiPaths.media.detail(recorded))).body;
        expect(detail.title).toBe('A held recording');
        expect((await fetch(new URL(detail.stream!.hls, server.url))).status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  }, 90_000);
});
