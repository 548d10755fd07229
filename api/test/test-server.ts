import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { parseSocialLinks } from '#contracts/site';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedSampleArchiveIfEmpty } from '../src/seed/seed.ts';
import { startListening } from '../src/start-listening.ts';
import { SAMPLE_SUFFIX, withPgClient, workerDatabaseUrl } from './pg-worker-databases.ts';

export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' } as const;

export interface TestServer {
  app: FastifyInstance;
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  config: Config;
  /** Stops the server; the database stays, so a restart can reopen it. */
  stop(): Promise<void>;
  /** Stops the server and removes its database. */
  close(): Promise<void>;
}

/**
 * A fresh database: a new schema on `pgUrl` (PostgreSQL; TEST_DATABASE_URL by default) or a temp
 * SQLite file. Also used by bench/api.bench.ts.
 */
export function testDatabaseUrl(pgUrl = process.env.TEST_DATABASE_URL): { url: string; drop(): Promise<void> } {
  if (pgUrl) {
    const workerUrl = workerDatabaseUrl(pgUrl);
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    return {
      url: `${workerUrl}${workerUrl.includes('?') ? '&' : '?'}schema=${schema}`,
      drop: async () => {
        await withPgClient(workerUrl, (client) => client.query(`drop schema if exists "${schema}" cascade`));
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-test-'));
  return { url: path.join(dir, 'atlas.db'), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A database holding the sample archive already migrated and seeded, ready for a server (`drop` removes it). */
type TestDatabase = ReturnType<typeof testDatabaseUrl>;

/**
 * The sample archive, migrated and seeded once for this worker; each server that asks for it starts on a copy.
 * Migrating and seeding was most of a test server's start (docs/decisions.md §1412). On SQLite the copy is of the
 * file; on PostgreSQL it is a database of the server's own made from the worker's seeded one as its template
 * (`create database … template`, tens of milliseconds). The server still migrates and seeds its copy, which finds
 * nothing left to do.
 */
let seededSample: Promise<string> | null = null;
function seededSampleArchive(pgUrl: string | undefined): Promise<string> {
  seededSample ??= (async () => {
    let url: string;
    if (pgUrl) {
      // Made afresh: a run stopped midway may have left one (pg-worker-databases.ts drops them and their copies too).
      url = sampleTemplateUrl(workerDatabaseUrl(pgUrl));
      await onPostgresServer(url, (admin, name) =>
        admin.query(`drop database if exists "${name}" with (force)`).then(() => admin.query(`create database "${name}"`)),
      );
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-sample-'));
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
      url = path.join(dir, 'atlas.db');
    }
    const handle = await connectDatabase(url);
    try {
      await migrateToLatest(handle);
      await seedSampleArchiveIfEmpty({ db: handle.db, dialect: handle.dialect, consentPolicy: 'warn' });
    } finally {
      // Closed, the template is whole: SQLite checkpoints its write-ahead log into the file, and PostgreSQL copies
      // a database only while nobody is connected to it.
      await handle.close();
    }
    return url;
  })();
  return seededSample;
}

/** A copy of this worker's seeded sample archive (SQLite: a file; PostgreSQL: a database). */
async function sampleArchiveCopy(pgUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  const template = await seededSampleArchive(pgUrl);
  if (!pgUrl) {
    const database = testDatabaseUrl('');
    fs.copyFileSync(template, database.url);
    return database;
  }
  const templateName = databaseName(template);
  const url = new URL(template);
  url.pathname = `/${templateName}_${crypto.randomBytes(4).toString('hex')}`;
  const copy = url.toString();
  await onPostgresServer(copy, (admin, name) => admin.query(`create database "${name}" template "${templateName}"`));
  return { url: copy, drop: () => onPostgresServer(copy, (admin, name) => admin.query(`drop database if exists "${name}" with (force)`)) };
}

/** A worker's template of the sample archive: its database's name with `_sample` (copies add `_<random>`). */
function sampleTemplateUrl(workerUrl: string): string {
  const url = new URL(workerUrl);
  url.pathname = `/${databaseName(workerUrl)}${SAMPLE_SUFFIX}`;
  return url.toString();
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs `work` on a connection to the server's `postgres` database, with the name of the database `url` names. */
async function onPostgresServer(url: string, work: (admin: pg.Client, name: string) => Promise<unknown>): Promise<void> {
  const server = new URL(url);
  server.pathname = '/postgres';
  await withPgClient(server.toString(), (admin) => work(admin, databaseName(url)));
}

/**
 * Starts the real server on a free loopback port with a fresh database.
 * Pass `databaseUrl` to reopen an existing database (restart tests).
 */
export async function startTestServer(overrides: Partial<Config> & { databaseUrl?: string } = {}): Promise<TestServer> {
  // The default archive starts as a copy of this worker's seeded one (the consent policy shapes the seed's writes,
  // so only with the default policy).
  const sample = (overrides.seed ?? 'sample') === 'sample' && !overrides.consentPolicy;
  const database = overrides.databaseUrl ? null : sample ? await sampleArchiveCopy() : testDatabaseUrl();
  // Recordings in a folder of their own, unless the test names one (a restart reopens the same).
  const mediaDir = overrides.media?.storage ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-media-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: overrides.databaseUrl ?? database!.url,
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    platformPassword: '',
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    seed: 'sample',
    webDist: process.env.ATLAS_WEB_DIST ? path.resolve(process.env.ATLAS_WEB_DIST) : path.resolve('dist/web'),
    logRequests: false,
    // Tests never reach a third-party host: posters only.
    thumbnailFetch: false,
    logLevel: 'info',
    webConcurrency: 1,
    trustProxy: [],
    mediaOrigins: [],
    socialLinks: parseSocialLinks(undefined),
    // Hundreds of servers, sign-ins and accounts per run: passwords hashed at scrypt's N = 2^10 (docs/decisions.md §1531).
    passwordCost: 10,
    ...overrides,
    media: {
      ...(mediaDir ? { storage: `file:${path.join(mediaDir, 'stored')}`, uploadDir: path.join(mediaDir, 'uploads') } : {}),
      fixityEveryMs: 0,
      ...overrides.media,
    },
  };
  const app = await buildApp(config);
  // As the product starts (pages rendered ahead where PUBLIC_URL is set, docs/decisions.md §1520).
  await startListening(app, { port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const stop = () => app.close();
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    config,
    stop,
    async close() {
      await stop();
      await database?.drop();
      if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Logs in as the test admin and returns the bearer header. */
export async function adminHeaders(server: Pick<TestServer, 'url'>): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/u/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const { access } = (await res.json()) as { access: string };
  return { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
}
