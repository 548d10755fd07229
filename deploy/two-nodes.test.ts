import { type ChildProcess, execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths, standardPaths } from '#contracts/paths';
import { pagePath } from '#contracts/public-pages';
import { connectDatabase } from '../api/src/db/connect.ts';
import type { DatabaseHandle } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { ensureAdmin } from '../api/src/features/auth/auth.service.ts';
import { seedSampleArchiveIfEmpty } from '../api/src/seed/seed.ts';
import { freePort } from '../api/test/free-port.ts';
import { call, mediaPayload } from '../api/test/http.ts';
import { makeVideo, sampleDir, waitUntil } from '../api/test/media-samples.ts';
import { nginxUnavailable, type RunningNginx, startNginx } from '../api/test/nginx.ts';
import { type RunningS3, startS3 } from '../api/test/s3-server.ts';
import { adminHeaders, TEST_ADMIN, testDatabaseUrl } from '../api/test/test-server.ts';

// Two Atlas nodes, each its own process, behind nginx with the site deploy/render-nginx.sh prints, on the machine's
// PostgreSQL and an S3-protocol server, as docs/deploy.md "Several machines" sets them up. PostgreSQL only: several
// machines cannot share the embedded database.
const run = promisify(execFile);
const pgUrl = process.env.TEST_DATABASE_URL;
const unavailable = !pgUrl ? 'TEST_DATABASE_URL is unset (two nodes need PostgreSQL)' : nginxUnavailable();
if (unavailable) console.log(`deploy/two-nodes.test.ts skipped: ${unavailable}`);

const METRICS_TOKEN = crypto.randomBytes(16).toString('hex');
const DRAIN_MS = 1_500;

interface AtlasNode {
  name: string;
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

describe.skipIf(unavailable !== null)('two Atlas nodes behind nginx, on one PostgreSQL and one S3 store', () => {
  let s3: RunningS3;
  let nginx: RunningNginx;
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let site: string;
  let uploads: string;
  const nodes = new Map<string, AtlasNode>();
  let env: NodeJS.ProcessEnv;
  let admin: Record<string, string>;
  const node = (name: string) => nodes.get(name)!;

  /** One node: `node api/src/server.ts` with the settings every node shares and its own name and port. */
  async function startNode(name: string, port: number): Promise<AtlasNode> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      env: { ...env, NODE_NAME: name, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const started: AtlasNode = { name, url: `http://127.0.0.1:${port}`, process: child, exited };
    nodes.set(name, started);
    await waitUntil(
      () =>
        fetch(`${started.url}${apiPaths.health}`).then(
          (r) => r.status,
          () => (child.exitCode === null ? 0 : -1),
        ),
      (status) => status === 200 || status === -1,
      60_000,
    );
    if (child.exitCode !== null) throw new Error(`node ${name} exited with ${child.exitCode}`);
    return started;
  }

  /**
   * Waits until nginx sends `name` visitors again: after a node was refused, nginx leaves it out for 2 s and takes it
   * back with the next request that reaches it (docs/deploy.md "Restarts without a failed request"). Read from the
   * node's own count of the lists it answered.
   */
  async function takenBackBySite(name: string): Promise<void> {
    const listsServed = async () => {
      const text = await (
        await fetch(`${node(name).url}${standardPaths.metrics}`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      const line = new RegExp(`^atlas_http_requests_total\\{method="GET",route="/api/v/media/",status="200",node="${name}"\\} (\\d+)`, 'm');
      return Number(line.exec(text)?.[1] ?? 0);
    };
    const before = await listsServed();
    await waitUntil(
      async () => {
        await Promise.all([0, 1].map(() => fetch(`${site}${apiPaths.media.list}`).then((r) => r.arrayBuffer())));
        return listsServed();
      },
      (n) => n > before,
    );
  }

  beforeAll(async () => {
    s3 = await startS3();
    database = testDatabaseUrl();
    // The archive is prepared once, as an operator's first start (or `npm run migrate`) would; the nodes then
    // start side by side on it.
    handle = await connectDatabase(database.url);
    await migrateToLatest(handle);
    await seedSampleArchiveIfEmpty({ db: handle.db, dialect: handle.dialect, consentPolicy: 'warn' });
    await ensureAdmin(handle.db, TEST_ADMIN.username, TEST_ADMIN.password, 10);
    // One folder every node reads and writes for unfinished uploads (docs/deploy.md "Several machines").
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-uploads-'));
    const [portA, portB, portSite] = [await freePort(), await freePort(), await freePort()];
    env = {
      ...process.env,
      DATABASE_URL: database.url,
      SEED: 'none',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      MEDIA_STORAGE: `s3://${s3.bucket}/atlas`,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
      MEDIA_DELIVERY: 'signed',
      UPLOAD_DIR: uploads,
      FIXITY_EVERY: 'off',
      THUMBNAIL_FETCH: 'off',
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      HOST: '127.0.0.1',
    };
    await Promise.all([startNode('a', portA), startNode('b', portB)]);
    const { stdout } = await run('bash', ['deploy/render-nginx.sh'], {
      env: {
        ...process.env,
        ATLAS_NODES: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
        ATLAS_LISTEN: `127.0.0.1:${portSite}`,
        MEDIA_ROOT: '/nonexistent',
      },
    });
    nginx = await startNginx(() => stdout, [portSite]);
    site = `http://127.0.0.1:${portSite}`;
    admin = await adminHeaders(node('a'));
  }, 120_000);

  afterAll(async () => {
    for (const { process: child, exited } of nodes.values()) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await nginx?.stop();
    await handle?.close();
    await database?.drop();
    await s3?.stop();
    if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
  });

  it("shows a write on one node in the other's next answer, the API's and the page's alike", async () => {
    const created = await call<Media>(node('a'), 'POST', apiPaths.video.create, {
      json: mediaPayload({ title: 'Written on A' }),
      headers: admin,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await call<Media>(node('b'), 'GET', apiPaths.media.detail(id))).body.title).toBe('Written on A');

    // B answered the list before; the write on A is in B's next list.
    const renamed = `Renamed on B ${crypto.randomBytes(3).toString('hex')}`;
    const before = await call<{ results: Media[] }>(node('a'), 'GET', `${apiPaths.media.list}?search=${encodeURIComponent(renamed)}`);
    expect(before.body.results).toEqual([]);
    expect(
      (await call(node('b'), 'PUT', apiPaths.media.detail(id), { json: mediaPayload({ title: renamed }), headers: admin })).status,
    ).toBe(200);
    const after = await call<{ results: Media[] }>(node('a'), 'GET', `${apiPaths.media.list}?search=${encodeURIComponent(renamed)}`);
    expect(after.body.results.map((m) => m.id)).toEqual([id]);
    const page = await fetch(`${node('a').url}${pagePath('video', { videoId: id })}`);
    expect(await page.text()).toContain(renamed);
  });

  it('resumes an upload begun on one node through the other, ingests it once, and hands its files out by signed address', async () => {
    const id = (
      await call<Media>({ url: site }, 'POST', apiPaths.video.create, {
        json: mediaPayload({ title: 'Uploaded in two halves' }),
        headers: admin,
      })
    ).body.id;
    const bytes = fs.readFileSync(await makeVideo(sampleDir(), { width: 320, height: 180, seconds: 2 }));
    const metadata = [
      `filename ${Buffer.from('halves.mp4').toString('base64')}`,
      `media_id ${Buffer.from(String(id)).toString('base64')}`,
    ].join(',');
    const tus = { authorization: admin.authorization!, 'tus-resumable': '1.0.0' };
    const patch = { ...tus, 'content-type': 'application/offset+octet-stream' };
    const uploadsAt = (base: string) => `${base}${apiPaths.admin.uploads}`;
    const created = await fetch(uploadsAt(node('a').url), {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const uploadId = created.headers.get('location')!.split('/').pop()!;
    const half = Math.floor(bytes.length / 2);
    const first = await fetch(`${uploadsAt(node('a').url)}${uploadId}`, {
      method: 'PATCH',
      headers: { ...patch, 'upload-offset': '0' },
      body: bytes.subarray(0, half),
    });
    expect(first.status).toBe(204);
    // The connection to A is gone; the client asks B where it stands and sends the rest there.
    const head = await fetch(`${uploadsAt(node('b').url)}${uploadId}`, { method: 'HEAD', headers: tus });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const rest = await fetch(`${uploadsAt(node('b').url)}${uploadId}`, {
      method: 'PATCH',
      headers: { ...patch, 'upload-offset': String(half) },
      body: bytes.subarray(half),
    });
    expect(rest.status).toBe(204);

    const files = await waitUntil(
      () => call<MediaFileList>({ url: site }, 'GET', apiPaths.admin.mediaFiles(id), { headers: admin }),
      (list) => list.body.results.length > 0 && list.body.results.every((f) => f.status === 'ready' || f.status === 'failed'),
    );
    expect(files.body.results.every((f) => f.status === 'ready')).toBe(true);
    // Both nodes watch the jobs; one took it, once.
    const jobs = await handle.db.selectFrom('ingest_jobs').select(['status', 'attempts']).where('media_id', '=', id).execute();
    expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
    // The original arrived whole: what the store holds hashes as what was sent.
    const original = files.body.results.find((f) => f.role === 'original')!;
    expect(original.sha256).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));

    // The public plays it from the store: the playlists come from Atlas (a player reads their lines against their own
    // address); each segment and the poster, once Atlas says yes, is a redirect to a signed address.
    const stream = (await call<Media>({ url: site }, 'GET', apiPaths.media.detail(id))).body.stream!;
    const master = await fetch(`${site}${stream.hls}`, { redirect: 'manual' });
    expect(master.status).toBe(200);
    const firstLine = (playlist: string) => playlist.split('\n').find((line) => line && !line.startsWith('#'))!;
    const variant = new URL(firstLine(await master.text()), `${site}${stream.hls}`);
    const segment = new URL(firstLine(await (await fetch(variant, { redirect: 'manual' })).text()), variant);
    expect(segment.origin).toBe(site);
    for (const address of [segment.pathname, stream.poster!]) {
      const answer = await fetch(`${site}${address}`, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      const signed = answer.headers.get('location')!;
      expect(signed.startsWith(`${s3.endpoint}/`)).toBe(true);
      expect((await fetch(signed)).status).toBe(200);
      // The same file without the signature: the bucket is private.
      expect((await fetch(signed.split('?')[0]!)).status).toBe(403);
    }
    // Archived, the interview's files are refused before any address is signed.
    expect(
      (await call(node('b'), 'PATCH', apiPaths.media.visibility(id), { json: { visibility: 'archived' }, headers: admin })).status,
    ).toBe(200);
    expect((await fetch(`${site}${stream.hls}`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(segment, { redirect: 'manual' })).status).toBe(404);
  });

  it('serves Prometheus metrics named after the node, to the holder of the token only', async () => {
    const url = `${node('a').url}${standardPaths.metrics}`;
    expect((await fetch(url)).status).toBe(401);
    const metrics = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^atlas_http_requests_total\{.*node="a".*\} \d+/m);
    expect(text).toMatch(/^atlas_ingest_jobs\{status="done",node="a"\} [1-9]/m);
    expect(text).toMatch(/^atlas_database_pool_connections\{state="open",node="a"\} [1-9]/m);
  });

  it('restarts the nodes one at a time under visitors and writes with no failed request and no acknowledged write lost', async () => {
    const answers: number[] = [];
    const acknowledged: number[] = [];
    let stop = false;
    const visitor = async (n: number) => {
      const addresses = [apiPaths.media.list, `${apiPaths.media.list}?search=river`, apiPaths.media.recent, apiPaths.media.detail(1)];
      for (let i = n; !stop; i += 1) {
        if (i % 5 === 0) {
          const saved = await fetch(`${site}${apiPaths.video.create}`, {
            method: 'POST',
            headers: admin,
            body: JSON.stringify(mediaPayload({ title: `Rolling ${i}` })),
          });
          answers.push(saved.status);
          if (saved.status === 201) acknowledged.push(((await saved.json()) as Media).id);
          else await saved.arrayBuffer();
        } else {
          const read = await fetch(`${site}${addresses[i % addresses.length]!}`);
          await read.arrayBuffer();
          answers.push(read.status);
        }
      }
    };
    const visitors = [0, 1, 2, 3].map(visitor);
    // One node at a time, as docs/deploy.md's loop does: each drains, stops, starts again and answers its health check.
    for (const name of ['b', 'a']) {
      const going = node(name);
      const port = Number(new URL(going.url).port);
      going.process.kill('SIGTERM');
      // It says it is going while it still serves what it is sent.
      await waitUntil(
        () =>
          fetch(`${going.url}${apiPaths.health}`).then(
            async (r) => ({ status: r.status, body: (await r.json()) as unknown }),
            // Closed already: the draining answer was never seen, which the expectation below reports.
            () => ({ status: 503, body: 'closed before its health check answered' as unknown }),
          ),
        (health) => health.status === 503,
        DRAIN_MS,
      ).then((health) => expect(health.body).toEqual({ status: 'draining' }));
      expect(await going.exited).toBe(0);
      await startNode(name, port);
      // The next node goes only once nginx sends visitors to this one again.
      await takenBackBySite(name);
    }
    stop = true;
    await Promise.all(visitors);
    expect(answers.filter((status) => status >= 500)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    const found = await handle.db.selectFrom('media').select('id').where('id', 'in', acknowledged).execute();
    expect(found.length).toBe(acknowledged.length);
  });

  it('loses no acknowledged write when a node is killed mid-request, and the other goes on serving', async () => {
    // nginx left each node out while it restarted; B takes visitors again before A goes.
    await takenBackBySite('b');
    const a = node('a');
    const acknowledged: number[] = [];
    const writes = Array.from({ length: 16 }, (_, i) =>
      call<Media>(a, 'POST', apiPaths.video.create, { json: mediaPayload({ title: `Before the kill ${i}` }), headers: admin }).then(
        (saved) => {
          if (saved.status === 201) acknowledged.push(saved.body.id);
          return saved.status;
        },
        () => 'cut off',
      ),
    );
    await waitUntil(
      async () => acknowledged.length,
      (n) => n >= 3,
    );
    a.process.kill('SIGKILL');
    const outcomes = await Promise.all(writes);
    expect(outcomes).toContain(201);
    for (const id of acknowledged) expect((await call(node('b'), 'GET', apiPaths.media.detail(id))).status).toBe(200);
    // Through the site, nginx finds A gone and sends everything to B.
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${site}${apiPaths.media.list}`)).status).toBe(200);
    expect(
      (await call({ url: site }, 'POST', apiPaths.video.create, { json: mediaPayload({ title: 'After the kill' }), headers: admin }))
        .status,
    ).toBe(201);
  });
});
