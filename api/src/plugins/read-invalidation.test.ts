import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../test/http.ts';
import { adminHeaders, startTestServer, TEST_ADMIN, testDatabaseUrl, type TestServer } from '../../test/test-server.ts';

// Processes share nothing but the database: a write through one is read through every other at
// once (the read_version row). Runs on TEST_DATABASE_URL too.

describe('two servers on one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ databaseUrl: a.config.databaseUrl, seed: 'none' });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('a write through one is read through the other at once: detail, lists, search', async () => {
    const admin = await adminHeaders(a);
    const recent = `${apiPaths.media.recent}?page_size=3`;
    const { body: page } = await call<MediaPage>(b, 'GET', recent);
    const video = page.results[0]!;
    // Warm the other server's cache with what the write will change.
    await call(b, 'GET', apiPaths.media.detail(video.id));
    expect((await call<MediaPage>(b, 'GET', `${apiPaths.media.list}?search=moonlit`)).body.count).toBe(0);

    const saved = await call(a, 'PUT', apiPaths.media.detail(video.id), {
      headers: admin,
      json: mediaPayload({ title: 'Moonlit terraces', interview_date: video.interview_date }),
    });
    expect(saved.status).toBe(200);
    expect((await call<Media>(b, 'GET', apiPaths.media.detail(video.id))).body.title).toBe('Moonlit terraces');
    expect((await call<MediaPage>(b, 'GET', recent)).body.results[0]!.title).toBe('Moonlit terraces');
    // A page the other server never answered is made of the videos' kept summaries: they went too.
    expect((await call<MediaPage>(b, 'GET', `${recent}&never=asked`)).body.results[0]!.title).toBe('Moonlit terraces');
    expect((await call<MediaPage>(b, 'GET', `${apiPaths.media.list}?search=moonlit`)).body.results.map((m) => m.id)).toEqual([video.id]);

    expect((await call(a, 'DELETE', apiPaths.media.detail(video.id), { headers: admin })).status).toBe(204);
    expect((await call(b, 'GET', apiPaths.media.detail(video.id))).status).toBe(404);
  });

  it("a play through one of a video the other has just withdrawn is refused, though the first keeps the video's summary", async () => {
    const admin = await adminHeaders(a);
    const video = (await call<MediaPage>(b, 'GET', `${apiPaths.media.recent}?page_size=1`)).body.results[0]!;
    expect((await call<{ views: number }>(b, 'POST', apiPaths.media.view(video.id))).body.views).toBe(video.metadata.views + 1);
    const withdrawn = await call(a, 'POST', apiPaths.video.bulkUpdateStatus, {
      headers: admin,
      json: { videoIds: [video.id], status: 'archived' },
    });
    expect(withdrawn.status).toBe(200);
    expect((await call(b, 'POST', apiPaths.media.view(video.id))).status).toBe(404);
    const restored = await call(a, 'POST', apiPaths.video.bulkUpdateStatus, {
      headers: admin,
      json: { videoIds: [video.id], status: 'public' },
    });
    expect(restored.status).toBe(200);
  });

  it('a crowd of readers arriving together right after a write all read it (they share one look at the version)', async () => {
    const admin = await adminHeaders(a);
    const recent = `${apiPaths.media.recent}?page_size=3`;
    const video = (await call<MediaPage>(b, 'GET', recent)).body.results[0]!;
    await call(b, 'GET', apiPaths.media.detail(video.id));
    for (const title of ['Crowded square', 'Crowded square, again']) {
      const saved = await call(a, 'PUT', apiPaths.media.detail(video.id), {
        headers: admin,
        json: mediaPayload({ title, interview_date: video.interview_date }),
      });
      expect(saved.status).toBe(200);
      const crowd = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          i % 2
            ? call<MediaPage>(b, 'GET', recent).then((r) => r.body.results[0]!.title)
            : call<Media>(b, 'GET', apiPaths.media.detail(video.id)).then((r) => r.body.title),
        ),
      );
      expect(crowd).toEqual(Array.from({ length: 16 }, () => title));
    }
  });
});

/** A GET on a new connection each time, so the cluster hands it to the next worker. */
function getFresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('WEB_CONCURRENCY=2', () => {
  const database = testDatabaseUrl();
  let server: ChildProcess;
  let base = '';
  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        WEB_CONCURRENCY: '2',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        SEED: 'sample',
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        JWT_SECRET: crypto.randomBytes(32).toString('hex'),
        ATLAS_WEB_DIST: path.join(os.tmpdir(), 'atlas-no-web'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /Atlas is running at http:\/\/localhost:(\d+)\//.exec(out);
        if (found) resolve(`http://127.0.0.1:${found[1]}`);
      });
    });
  }, 60_000);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  });

  it("runs two processes on one port that see each other's writes on the next read", async () => {
    // Child processes of the primary that run the server (tsx also starts an esbuild service).
    const children = execFileSync('ps', ['--ppid', String(server.pid), '-o', 'args='])
      .toString()
      .trim()
      .split('\n');
    expect(children.filter((args) => args.includes('api/src/server.ts'))).toHaveLength(2);
    const url = `${base}${apiPaths.media.recent}?page_size=1`;
    const before = JSON.parse((await getFresh(url)).body) as MediaPage;
    const video = before.results[0]!;
    for (let i = 0; i < 4; i++) expect((await getFresh(url)).status).toBe(200); // both workers cache it

    const login = await fetch(`${base}${apiPaths.auth.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { access } = (await login.json()) as { access: string };
    const saved = await fetch(`${base}${apiPaths.media.detail(video.id)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify(mediaPayload({ title: 'Seen by both workers', interview_date: video.interview_date })),
    });
    expect(saved.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const page = JSON.parse((await getFresh(url)).body) as MediaPage;
      expect(page.results[0]!.title).toBe('Seen by both workers');
    }
  });
});
