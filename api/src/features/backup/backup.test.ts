import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { connectDatabase } from '../../db/connect.ts';
import { call, fullPayload, segmentPayload } from '../../../test/http.ts';
import { adminHeaders, startTestServer, testDatabaseUrl } from '../../../test/test-server.ts';
import { readBackup } from './backup-format.ts';
import { createBackup, restoreBackup } from './backup.service.ts';
import { runScript } from '../../../test/scripts.ts';

// Backups are made by the real command while 8 clients save, and restored into the other
// database (SQLite ↔ PostgreSQL) by the real command; then every table must be equal.

const pgUrl = process.env.TEST_DATABASE_URL;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

function freshDatabase(kind: 'sqlite' | 'postgres') {
  const database = testDatabaseUrl(kind === 'postgres' ? pgUrl : '');
  cleanups.push(database.drop);
  return database.url;
}

async function command(script: 'backup' | 'restore', databaseUrl: string, ...args: string[]) {
  return runScript([`scripts/${script}.ts`, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl } })
    .then(({ stdout }) => ({ code: 0, stdout, stderr: '' }))
    .catch((error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));
}

/** Every table of a backup file as sorted JSON rows. */
async function tablesOf(file: string): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  let current: string[] = [];
  let columns: string[] = [];
  await readBackup(file, {
    async table(name, cols) {
      current = tables[name] = [];
      columns = cols;
    },
    async row(values) {
      current.push(JSON.stringify(Object.fromEntries(columns.map((c, i) => [c, values[i]]))));
    },
  });
  for (const rows of Object.values(tables)) rows.sort();
  return tables;
}

async function dumpOf(databaseUrl: string, name: string) {
  const handle = await connectDatabase(databaseUrl);
  const file = path.join(dir, name);
  try {
    await createBackup(handle, file);
  } finally {
    await handle.close();
  }
  return tablesOf(file);
}

/** Backs up a server's database while 8 clients save; checks the snapshot is one moment. */
async function backupWhileWriting(kind: 'sqlite' | 'postgres', file: string): Promise<string> {
  const server = await startTestServer({ databaseUrl: freshDatabase(kind) });
  cleanups.push(server.stop);
  const headers = await adminHeaders(server);
  const save = (id: number | null, stamp: string) =>
    call<Media>(server, id ? 'PUT' : 'POST', id ? apiPaths.media.fullDetail(id) : apiPaths.media.full, {
      headers,
      json: {
        ...fullPayload({ title: stamp }),
        segments: [segmentPayload(1, { title: `${stamp} part 1` }), segmentPayload(2, { title: `${stamp} part 2` })],
      },
    });
  let backingUp = true;
  let savesDuringBackup = 0;
  const writers = Array.from({ length: 8 }, async (_, writer) => {
    const id = (await save(null, `w${writer} n0`)).body.id;
    for (let n = 1; backingUp; n += 1) {
      expect((await save(id, `w${writer} n${n}`)).status).toBe(200);
      savesDuringBackup += 1;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 300)); // let every writer get going first
  const before = savesDuringBackup;
  const result = await command('backup', server.config.databaseUrl, file);
  backingUp = false;
  await Promise.all(writers);
  expect(result.stderr).toBe('');
  expect(result.stdout).toMatch(/^Backup written to /);
  expect(savesDuringBackup - before).toBeGreaterThan(0);

  // One moment: each video's segments carry its title's stamp; nothing points at a missing row.
  const tables = await tablesOf(file);
  const rows = (table: string) => tables[table]!.map((r) => JSON.parse(r) as Record<string, unknown>);
  const titles = new Map(rows('media').map((m) => [m.id, String(m.title)]));
  expect([...titles.values()].filter((title) => /^w\d+ n\d+$/.test(title))).toHaveLength(8);
  for (const segment of rows('segments')) {
    expect(titles.has(segment.media_id)).toBe(true);
    const title = titles.get(segment.media_id)!;
    if (/^w\d+ n\d+$/.test(title)) expect(String(segment.title)).toMatch(new RegExp(`^${title} part`));
  }
  await server.stop();
  return server.config.databaseUrl;
}

describe('backup and restore', () => {
  type Kind = 'sqlite' | 'postgres';
  const directions: [Kind, Kind][] = pgUrl
    ? [
        ['sqlite', 'postgres'],
        ['postgres', 'sqlite'],
      ]
    : [['sqlite', 'sqlite']];
  if (!pgUrl) console.warn('backup.test: TEST_DATABASE_URL is unset, so SQLite ↔ PostgreSQL runs as SQLite → SQLite only');

  it.each(directions)('a backup made on %s while 8 clients save restores on %s with every table equal', async (from, to) => {
    const file = path.join(dir, `${from}-to-${to}.atlas.gz`);
    await backupWhileWriting(from, file);
    const target = freshDatabase(to);
    const restored = await command('restore', target, file);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables/);
    expect(await dumpOf(target, `${from}-to-${to}-check.atlas.gz`)).toEqual(await tablesOf(file));

    // The restored archive serves, searches and takes new videos.
    const server = await startTestServer({ databaseUrl: target });
    cleanups.push(server.stop);
    const found = await call<{ count: number }>(server, 'GET', `${apiPaths.media.list}?search=Tizguite`);
    expect(found.body.count).toBeGreaterThanOrEqual(8);
    const created = await call<Media>(server, 'POST', apiPaths.media.full, { json: fullPayload(), headers: await adminHeaders(server) });
    expect(created.status).toBe(201);
    await server.stop();
  });

  it('refuses truncated, corrupted and foreign files, and a database holding data, writing nothing', async () => {
    const source = freshDatabase('sqlite');
    await (await startTestServer({ databaseUrl: source })).stop();
    const good = path.join(dir, 'good.atlas.gz');
    const handle = await connectDatabase(source);
    await createBackup(handle, good);
    // A backup is renamed into place: never over a folder or a device.
    await expect(createBackup(handle, dir)).rejects.toThrow(/not a regular file/);
    await handle.close();
    const bytes = fs.readFileSync(good);
    const bad = {
      truncated: [bytes.subarray(0, Math.floor(bytes.length * 0.7)), /truncated/],
      corrupted: [Buffer.from(bytes).fill(0x41, 2000, 2010), /damaged|truncated/],
      'foreign (text)': [Buffer.from('id,title\n1,hello\n'), /not an Atlas backup/],
      'foreign (gzip)': [(await import('node:zlib')).gzipSync('{"hello":"world"}\n'), /not an Atlas backup/],
    } as const;
    for (const [name, [content, message]] of Object.entries(bad)) {
      const file = path.join(dir, `${name}.atlas.gz`);
      fs.writeFileSync(file, content);
      const target = freshDatabase('sqlite');
      const handleB = await connectDatabase(target);
      await expect(restoreBackup(handleB, file), name).rejects.toThrow(message);
      await handleB.close();
      // Through our own connection, so the test runs on every Node version (node:sqlite or better-sqlite3).
      const check = await connectDatabase(target);
      const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table'`.execute(check.db);
      await check.close();
      expect(Number(rows[0]?.n), name).toBe(0);
    }
    const truncated = await command('restore', freshDatabase('sqlite'), path.join(dir, 'truncated.atlas.gz'));
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/^Nothing was restored: .*truncated/);

    const refused = await command('restore', source, good);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not empty.*--force/);
    const forced = await connectDatabase(source);
    await expect(restoreBackup(forced, good, { force: true })).resolves.toMatchObject({ from: 'sqlite' });
    await forced.close();
  });
});
