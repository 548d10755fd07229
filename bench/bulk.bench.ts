import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { apiPaths } from '../contracts/paths.ts';
import { connectDatabase } from '../api/src/db/connect.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { readSampleArchive, seedItems } from '../api/src/seed/seed.ts';
import { freePort } from '../api/test/free-port.ts';
import { peakOf, resetPeak, runCommand } from './peak-rss.ts';
import { clones } from './sample-clones.ts';

// `npm run bench:bulk [-- --size=10000 --keep=DIR]` (manual): the bulk round trip (docs/behaviour.md §1100–§1103) on
// an archive of `--size` interviews cloned from the sample archive (bench/sample-clones.ts, as bench:api builds its
// archive), SQLite. Each step runs in the process that does it in production, and its wall time and memory growth
// (peak RSS above the RSS it started from, bench/peak-rss.ts) are measured there: the spreadsheet steps in a server
// (`api/src/server.ts`, its peak read from /proc around each request), the package's in `npm run export` and
// `npm run import` (under /usr/bin/time; their start is the peak of the same command stopped at its usage line,
// every module loaded). Each spreadsheet step has a server of its own, so none starts from another's garbage.
// `--keep=DIR` builds the archive in DIR once and keeps it and the files made from it; `--only=sheet|package`.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const SIZE = Number(args.size ?? 10_000);
/** The target: memory growth of every export and import of 10,000 interviews under 200 MiB (bench/RESULTS.md "Bulk in and out"). */
const TARGET_MIB = 200;
const work = args.keep ? path.resolve(args.keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bulk-'));
fs.mkdirSync(work, { recursive: true });
const file = (name: string) => path.join(work, name);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const mib = (bytes: number) => bytes / 1024 ** 2;

interface Step {
  name: string;
  seconds: number;
  start: number;
  peak: number;
  output: string;
  lines: string[];
}
const steps: Step[] = [];
const record = (step: Step) => {
  steps.push(step);
  const growth = step.peak - step.start;
  console.log(`  ${step.name}: ${step.seconds.toFixed(1)} s, +${growth.toFixed(0)} MiB (${step.output}; load ${load()})`);
};

async function build(database: string): Promise<void> {
  const began = performance.now();
  const handle = await connectDatabase(database);
  await migrateToLatest(handle);
  const sample = readSampleArchive();
  for (let done = 0; done < SIZE;) {
    const batch = Math.min(500, SIZE - done);
    await seedItems(handle, clones(sample, batch, done));
    done += batch;
    process.stderr.write(`  built ${done} / ${SIZE} in ${((performance.now() - began) / 1000).toFixed(0)} s\r`);
  }
  await handle.close();
  console.log(`\nBuilt ${SIZE} interviews in ${((performance.now() - began) / 1000).toFixed(0)} s: ${database}`);
}

interface Server {
  child: ChildProcess;
  url: string;
  lines: string[];
  stop(): Promise<void>;
}

const ADMIN = { username: 'bench', password: crypto.randomBytes(18).toString('base64url') };
const mediaEnv = (name: string) => ({
  MEDIA_STORAGE: `file:${file(`${name}-media`)}`,
  UPLOAD_DIR: file(`${name}-uploads`),
  FIXITY_EVERY: 'off',
  THUMBNAIL_FETCH: 'off',
});

/** The real server (`api/src/server.ts`, one process), on the archive, as deployed. */
async function startServer(database: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...process.execArgv, 'api/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database,
      SEED: 'none',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      ...mediaEnv('archive'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listening = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${lines.join('\n')}`)));
    const take = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        if (line.startsWith('Atlas is running at')) resolve();
        else lines.push(line);
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
  });
  await listening;
  child.removeAllListeners('exit');
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    lines,
    stop: () => new Promise<void>((done) => (child.once('exit', () => done()), child.kill('SIGTERM'))),
  };
}

/** One request's step, measured in the server: its RSS before, its peak until the answer has been read whole. */
async function serverStep(server: Server, name: string, run: () => Promise<string>): Promise<void> {
  const pid = server.child.pid!;
  server.lines.length = 0;
  const start = resetPeak(pid);
  const began = performance.now();
  const output = await run();
  const seconds = (performance.now() - began) / 1000;
  record({ name, seconds, start, peak: peakOf(pid), output, lines: [...server.lines] });
}

async function download(url: string, headers: Record<string, string>, to: string): Promise<string> {
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(to));
  return `${mib(fs.statSync(to).size).toFixed(1)} MiB written`;
}

interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  changes: unknown[];
  errors: { row: number; column: string; message: string }[];
}
async function upload(url: string, headers: Record<string, string>, from: string): Promise<ImportReport> {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: fs.readFileSync(from) });
  const body = (await res.json()) as ImportReport;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  if (body.errors.length) throw new Error(`${url}: ${body.errors.length} problems, first ${JSON.stringify(body.errors[0])}`);
  return body;
}

/** The exported sheet with one title changed in every hundred rows: the edit an import then applies. */
function editSheet(from: string, to: string): number {
  const rows = parse(fs.readFileSync(from), { bom: true }) as string[][];
  const title = rows[0]!.indexOf('title');
  let edited = 0;
  for (let r = 1; r < rows.length; r += 100) {
    rows[r]![title] = `${rows[r]![title]} (edited)`;
    edited += 1;
  }
  fs.writeFileSync(to, stringify(rows, { bom: true, record_delimiter: 'windows' }));
  return edited;
}

/** A step in a server of its own, started for it and logged into: no other step's garbage in its RSS. */
async function inServer(
  database: string,
  name: string,
  run: (url: string, auth: Record<string, string>) => Promise<string>,
): Promise<void> {
  const server = await startServer(database);
  try {
    const login = await fetch(`${server.url}/api/u/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const auth = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
    await serverStep(server, name, () => run(server.url, auth));
  } finally {
    await server.stop();
  }
}

async function sheetSteps(database: string): Promise<void> {
  await inServer(database, 'CSV export', (url, auth) => download(`${url}${apiPaths.admin.exportCsv}`, auth, file('sheet.csv')));
  await inServer(database, 'xlsx export', (url, auth) => download(`${url}${apiPaths.admin.exportXlsx}`, auth, file('sheet.xlsx')));
  await inServer(database, 'import dry run', async (url, auth) => {
    const report = await upload(`${url}${apiPaths.admin.import}?dry_run=1`, auth, file('sheet.csv'));
    return `${report.unchanged} unchanged, ${report.updated} updated, ${report.created} created`;
  });
  const edited = editSheet(file('sheet.csv'), file('edited.csv'));
  await inServer(database, `import of ${edited} edited cells`, async (url, auth) => {
    const report = await upload(`${url}${apiPaths.admin.import}?name=edited.csv`, auth, file('edited.csv'));
    if (report.updated !== edited) throw new Error(`${report.updated} interviews updated, ${edited} edited`);
    return `${report.updated} updated, ${report.unchanged} unchanged`;
  });
}

async function packageSteps(database: string): Promise<void> {
  const bag = file('bag');
  fs.rmSync(bag, { recursive: true, force: true });
  const exportEnv = { ...process.env, DATABASE_URL: database, ...mediaEnv('archive') };
  const idleExport = await runCommand('scripts/export.ts', [], exportEnv);
  const exported = await runCommand('scripts/export.ts', ['--bag', bag], exportEnv, true);
  if (exported.code !== 0) throw new Error(`npm run export failed: ${exported.lines.join('\n')}`);
  record({ name: 'BagIt export', seconds: exported.seconds, start: idleExport.peak, peak: exported.peak, ...outputOf(exported) });

  const target = file('imported.db');
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.rmSync(file('imported-media'), { recursive: true, force: true });
  const empty = await connectDatabase(target);
  await migrateToLatest(empty);
  await empty.close();
  const importEnv = { ...process.env, DATABASE_URL: target, ...mediaEnv('imported') };
  const idleImport = await runCommand('scripts/import.ts', [], importEnv);
  const imported = await runCommand('scripts/import.ts', ['--bag', bag], importEnv, true);
  if (imported.code !== 0) throw new Error(`npm run import failed: ${imported.lines.join('\n')}`);
  record({ name: 'BagIt import', seconds: imported.seconds, start: idleImport.peak, peak: imported.peak, ...outputOf(imported) });
}

const outputOf = (run: { stdout: string; lines: string[] }) => ({ output: run.stdout.trim().split('\n').at(-1) ?? '', lines: run.lines });

function report(): void {
  const cell = (n: number) => n.toFixed(0);
  console.log(`\n${SIZE.toLocaleString('en')} interviews, Node ${process.version}, load average ${load()} at the end\n`);
  console.log('| step | wall | RSS at start | peak RSS | growth | target (< 200 MiB) | what it did |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- | --- |');
  for (const s of steps) {
    const growth = s.peak - s.start;
    console.log(
      `| ${s.name} | ${s.seconds.toFixed(1)} s | ${cell(s.start)} MiB | ${cell(s.peak)} MiB | ${cell(growth)} MiB | ${growth < TARGET_MIB ? 'met' : 'MISSED'} | ${s.output} |`,
    );
  }
  console.log('\nProgress lines each printed (first two and last two):');
  for (const s of steps) {
    const shown = s.lines.length > 4 ? [...s.lines.slice(0, 2), `… (${s.lines.length - 4} more)`, ...s.lines.slice(-2)] : s.lines;
    console.log(`  ${s.name}: ${shown.length ? shown.join(' | ') : '(none: an HTTP answer, no log line at LOG_LEVEL=warn)'}`);
  }
  const missed = steps.filter((s) => s.peak - s.start >= TARGET_MIB);
  console.log(
    missed.length
      ? `\nTarget MISSED: memory growth of ${missed.map((s) => s.name).join(', ')} is ${TARGET_MIB} MiB or more for ${SIZE} interviews.`
      : `\nTarget met: every step's memory growth is under ${TARGET_MIB} MiB for ${SIZE} interviews.`,
  );
  console.log(JSON.stringify({ size: SIZE, load: load(), steps: steps.map(({ lines: _, ...s }) => s) }));
}

const database = file('archive.db');
console.log(`Bulk round trip on ${SIZE} interviews in ${work} (load average ${load()} at the start)`);
if (!fs.existsSync(database)) await build(database);
if (args.only !== 'package') await sheetSteps(database);
if (args.only !== 'sheet') await packageSteps(database);
report();
if (!args.keep) fs.rmSync(work, { recursive: true, force: true });
