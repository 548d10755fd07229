import fs from 'node:fs';
import os from 'node:os';
import { type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { connectDatabase } from '../api/src/db/connect.ts';
import * as pairMark from '../api/src/db/migrations/2026_11_26_1120_search_pair_mark.ts';
import { type ArchiveWriter, BATCH, generate, openPostgresArchive, openSqliteArchive } from './search-archive.ts';

// `npx tsx bench/migration.bench.ts [--size=50000 --file=/tmp/atlas-migration-50000.db
//   --pg=postgres://root@127.0.0.1:5432/atlas_bench --build]` (manual): the time migration 1120 takes on an
// archive of `--size` interviews (docs/decisions.md §1120), on SQLite and PostgreSQL, one after the other.
// The archives are bench/search-archive.ts's (the search and facet benches' 3,000-word interviews, the very
// same rows in both databases), built side by side with `--build` or when the SQLite file is missing, and
// kept: `--pg=none` leaves PostgreSQL out. The migration's own `up` runs in one transaction, as the
// migrator runs it at start-up; it writes every body again in the same form, so the archive is left as it
// was and can be timed again; `--only=sqlite` or `--only=postgres` times one (two processes can time both at
// once). Prints progress every `--every` interviews, then one line per database and one JSON line.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const SIZE = Number(args.size ?? 50_000);
const FILE = args.file ?? `/tmp/atlas-migration-${SIZE}.db`;
const PG_URL = args.pg === 'none' ? null : (args.pg ?? 'postgres://root@127.0.0.1:5432/atlas_bench');
const EVERY = Number(args.every ?? 5_000);
const ONLY = args.only ?? 'both';
const load = () => os.loadavg()[0]!.toFixed(1);

async function build(): Promise<void> {
  fs.rmSync(FILE, { force: true });
  const begin = performance.now();
  const writers: { name: string; writer: ArchiveWriter }[] = [{ name: 'SQLite', writer: await openSqliteArchive(FILE) }];
  if (PG_URL) writers.push({ name: 'PostgreSQL', writer: await openPostgresArchive(PG_URL) });
  for (let count = 0; count < SIZE;) {
    const batch = generate(count + 1, Math.min(SIZE, count + BATCH));
    await Promise.all(writers.map(({ writer }) => writer.write(batch)));
    count += batch.length;
    process.stdout.write(`  built ${count} / ${SIZE} in ${((performance.now() - begin) / 1000).toFixed(0)} s (load ${load()})\r`);
  }
  for (const { writer } of writers) {
    await writer.finish();
    await writer.close();
  }
  console.log(
    `\nBuilt ${SIZE} interviews in ${((performance.now() - begin) / 1000).toFixed(0)} s: ${FILE}${PG_URL ? ` and ${PG_URL}` : ''}`,
  );
}

/** Counts the statements that write an interview's body (one per interview on either database). */
function bodyWrites(onWrite: (count: number) => void): KyselyPlugin {
  let count = 0;
  return {
    transformQuery({ node }) {
      const text = (node as RootOperationNode & { sqlFragments?: readonly string[] }).sqlFragments?.[0] ?? '';
      if (/^\s*(update search_documents|insert into search_index)/.test(text)) onWrite((count += 1));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

/** CPU seconds a process of this machine has spent (user and system), from /proc. */
function processCpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Timed {
  name: string;
  seconds: number;
  interviews: number;
  /** CPU seconds of this process (SQLite works inside it) and, on PostgreSQL, of the server's backend. */
  cpuSeconds: number;
  serverCpuSeconds: number | null;
  loadBefore: string;
  loadAfter: string;
}

async function time(name: string, url: string): Promise<Timed> {
  const handle = await connectDatabase(url);
  try {
    const interviews = Number((await sql<{ n: number }>`select count(*) as n from media`.execute(handle.db)).rows[0]!.n);
    const loadBefore = load();
    const begin = performance.now();
    const cpuBegin = process.cpuUsage();
    let backend: { pid: number; before: number } | null = null;
    const db = handle.db.withPlugin(
      bodyWrites((count) => {
        if (count % EVERY === 0)
          console.log(`  ${name}: ${count} / ${interviews} in ${((performance.now() - begin) / 1000).toFixed(0)} s (load ${load()})`);
      }),
    );
    // As Kysely's migrator runs a migration on both databases: inside one transaction.
    const serverCpuSeconds = await db.transaction().execute(async (trx) => {
      if (handle.dialect === 'postgres') {
        const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
        backend = { pid, before: processCpuSeconds(pid) };
      }
      await pairMark.up(trx, handle.dialect);
      return backend ? processCpuSeconds(backend.pid) - backend.before : null;
    });
    const seconds = (performance.now() - begin) / 1000;
    const cpu = process.cpuUsage(cpuBegin);
    return { name, seconds, interviews, cpuSeconds: (cpu.user + cpu.system) / 1e6, serverCpuSeconds, loadBefore, loadAfter: load() };
  } finally {
    await handle.close();
  }
}

if ('build' in args || !fs.existsSync(FILE)) await build();
const results = [];
if (ONLY !== 'postgres') results.push(await time('SQLite', FILE));
if (PG_URL && ONLY !== 'sqlite') results.push(await time('PostgreSQL', PG_URL));
for (const r of results) {
  console.log(
    `${r.name}: migration 1120 on ${r.interviews} interviews in ${r.seconds.toFixed(0)} s ` +
      `(${((r.seconds * 1000) / r.interviews).toFixed(1)} ms an interview; CPU ${r.cpuSeconds.toFixed(0)} s here` +
      `${r.serverCpuSeconds === null ? '' : ` + ${r.serverCpuSeconds.toFixed(0)} s in the server`}; load ${r.loadBefore} → ${r.loadAfter})`,
  );
}
if (results.length === 2) console.log(`PostgreSQL / SQLite: ${(results[1]!.seconds / results[0]!.seconds).toFixed(2)}`);
console.log(JSON.stringify(results));
