import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// `npm run bench:compare -- --base=DIR [--head=DIR --size=50000 --rounds=5 --reps=3 --api-seconds=5 --work=DIR --phase=all|build|measure --mix=api
//   --pg=postgres://root@127.0.0.1:5432]`
// (manual, never part of npm test). This checkout (or `--head`) against another one (DIR: a checkout of the code
// before a change, e.g. `git worktree add --detach /tmp/atlas-base <commit>` with node_modules linked),
// measured alternately side by side in one run:
// - build: each checkout writes `size` generated interviews into its own SQLite archive with its
//   own code and schema (bench/search-rounds.ts, copied into DIR); untimed, kept in `--work`; with `--pg=SERVER`, a
//   PostgreSQL database per side on that server instead (atlas_compare_{size}_{side}, kept for the next run);
// - measure: `rounds` rounds, each running both sides one after the other (which goes first swaps
//   every round): the search bench's queries on the archive (p50, p95), then `npm run bench:api`'s
//   visitor mix (one process, its own 200-interview archive on SQLite or, with `--pg`, in a database of this run's own on that server, dropped after; req/s, p50,
//   p99, CPU per request).
// Prints each round and the medians, with the ratio this/base; load average throughout.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
if (!args.base) throw new Error('--base=DIR: a checkout of the code to compare with');
const sides = [
  { name: 'base', dir: path.resolve(args.base) },
  { name: 'this', dir: path.resolve(args.head ?? new URL('..', import.meta.url).pathname) },
];
const SIZE = Number(args.size ?? 50_000);
const ROUNDS = Number(args.rounds ?? 5);
const REPS = Number(args.reps ?? 3);
const API_SECONDS = Number(args['api-seconds'] ?? 5);
const PHASE = args.phase ?? 'all';
/**
 * `--mix=api`: bench:api's visitor mix of API answers alone, the one code from before server-rendered pages runs
 * (docs/decisions.md §1010); such a base ignores the option and runs its own, the same mix.
 */
const MIX = args.mix ? [`--mix=${args.mix}`] : [];
const WORK = path.resolve(args.work ?? path.join(os.tmpdir(), `atlas-compare-${SIZE}`));
fs.mkdirSync(WORK, { recursive: true });
const PG_SERVER = args.pg?.replace(/\/+$/, '');
const archiveOf = (side: { name: string }) =>
  PG_SERVER ? `${PG_SERVER}/atlas_compare_${SIZE}_${side.name}` : path.join(WORK, `${side.name}.db`);

/** Whether a side's archive was built by an earlier run (a PostgreSQL one is found on the server). */
async function archiveExists(side: { name: string }): Promise<boolean> {
  if (!PG_SERVER) return fs.existsSync(archiveOf(side));
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await client.connect();
  try {
    const name = new URL(archiveOf(side)).pathname.slice(1);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) return false;
  } finally {
    await client.end();
  }
  // A build stopped half-way leaves a database without its last batch: count what it holds.
  const archive = new pg.Client({ connectionString: archiveOf(side) });
  await archive.connect();
  try {
    const { rows } = await archive.query<{ n: string }>('select count(*) as n from media');
    return Number(rows[0]!.n) === SIZE;
  } finally {
    await archive.end();
  }
}

// The driver and its queries, into each checkout that is not this one.
for (const file of ['search-rounds.ts', 'search-queries.ts']) {
  const source = new URL(`./${file}`, import.meta.url).pathname;
  for (const side of sides) if (path.join(side.dir, 'bench', file) !== source) fs.copyFileSync(source, path.join(side.dir, 'bench', file));
}

/** Runs a script of a checkout with this process's loader (tsx), in that checkout. */
function run(side: { dir: string }, script: string, scriptArgs: string[]): string {
  const result = spawnSync(process.execPath, [...process.execArgv, path.join(side.dir, script), ...scriptArgs], {
    cwd: side.dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${script} in ${side.dir} failed:\n${result.stderr}`);
  return result.stdout;
}
const jsonLine = (out: string, fromEnd: number) => JSON.parse(out.trim().split('\n').at(-fromEnd)!) as Record<string, number>;
const load = () => os.loadavg()[0]!;

if (PHASE === 'all' || PHASE === 'build') {
  for (const side of sides) {
    if (await archiveExists(side)) continue;
    const begin = performance.now();
    run(side, 'bench/search-rounds.ts', ['--build', `--file=${archiveOf(side)}`, `--size=${SIZE}`]);
    console.log(`${side.name}: ${SIZE} interviews written in ${((performance.now() - begin) / 1000).toFixed(0)} s`);
  }
}
if (PHASE === 'build') process.exit(0);

interface Figures {
  searchP50: number;
  searchP95: number;
  mixRate: number;
  mixP50: number;
  mixP99: number;
  mixCpu: number;
}
const figures = new Map<string, Figures[]>(sides.map((s) => [s.name, []]));
/** Per side, each search query's median per round (which queries make the p95). */
const perQuery = new Map<string, Record<string, number>[]>(sides.map((s) => [s.name, []]));
const loads: number[] = [load()];

/**
 * With `--pg`, the visitor mix's database: one of this run's own (bench:api makes a schema in it per server and drops
 * it), made here and dropped at the end, never a database tests or other runs use (docs/decisions.md §2510).
 */
const MIX_DATABASE = PG_SERVER ? `atlas_compare_mix_${process.pid}` : null;
async function onPgServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
if (MIX_DATABASE) await onPgServer(`create database "${MIX_DATABASE}"`);

function apiMix(side: { dir: string }) {
  const pgMix = MIX_DATABASE ? [`--pg=${PG_SERVER}/${MIX_DATABASE}`] : [];
  const out = run(side, 'bench/api.bench.ts', [
    '--cases=mixed',
    '--processes=1',
    '--logging=no',
    `--seconds=${API_SECONDS}`,
    ...MIX,
    ...pgMix,
  ]);
  const line = out.split('\n').find((l) => l.startsWith('mixed (visitor mix)'));
  if (!line) throw new Error(`no visitor mix line in:\n${out}`);
  // The columns after the name: processes, req/s, p50, p99, CPU, the database's CPU (0 on SQLite), errors.
  const [, , , rate, p50, p99, cpu, , errors] = line.replace('mixed (visitor mix)', 'mixed x').trim().split(/\s+/).map(Number);
  if (errors) throw new Error(`the visitor mix answered ${errors} errors`);
  return { mixRate: rate!, mixP50: p50!, mixP99: p99!, mixCpu: cpu! };
}

try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const out = run(side, 'bench/search-rounds.ts', ['--measure', `--file=${archiveOf(side)}`, `--reps=${REPS}`, '--per-query']);
      const search = jsonLine(out, 1);
      perQuery.get(side.name)!.push(jsonLine(out, 2));
      const mix = apiMix(side);
      const f = { searchP50: search.p50!, searchP95: search.p95!, ...mix };
      figures.get(side.name)!.push(f);
      loads.push(load());
      console.log(
        `round ${round + 1} ${side.name}: search p50 ${f.searchP50.toFixed(1)} ms, p95 ${f.searchP95.toFixed(1)} ms; ` +
          `mix ${f.mixRate} req/s, p50 ${f.mixP50} ms, p99 ${f.mixP99} ms, CPU ${f.mixCpu.toFixed(3)} ms/req; load ${load().toFixed(1)}`,
      );
    }
  }
} finally {
  if (MIX_DATABASE) await onPgServer(`drop database if exists "${MIX_DATABASE}" with (force)`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: [string, keyof Figures, boolean][] = [
  [`search p50 ms (${SIZE})`, 'searchP50', false],
  [`search p95 ms (${SIZE})`, 'searchP95', false],
  ['visitor mix req/s', 'mixRate', true],
  ['visitor mix p50 ms', 'mixP50', false],
  ['visitor mix p99 ms', 'mixP99', false],
  ['visitor mix server CPU ms/req', 'mixCpu', false],
];
console.log(
  `\n${ROUNDS} alternate rounds on ${PG_SERVER ? 'PostgreSQL' : 'SQLite'}; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (${os.cpus().length} cores)\n`,
);
console.log('| measure | base (median) | this (median) | this / base | base per round | this per round |');
console.log('| --- | ---: | ---: | ---: | --- | --- |');
for (const [label, key, higherIsBetter] of rows) {
  const base = figures.get('base')!.map((f) => f[key]);
  const mine = figures.get('this')!.map((f) => f[key]);
  const ratio = median(mine) / median(base);
  const fmt = (v: number) => (key === 'mixCpu' ? v.toFixed(3) : key === 'mixRate' ? String(Math.round(v)) : v.toFixed(1));
  console.log(
    `| ${label} | ${fmt(median(base))} | ${fmt(median(mine))} | ${ratio.toFixed(3)}${higherIsBetter ? ' (higher is better)' : ''} | ${base.map(fmt).join(', ')} | ${mine.map(fmt).join(', ')} |`,
  );
}
console.log('\n| query (median of rounds, ms) | base | this | this / base |\n| --- | ---: | ---: | ---: |');
for (const q of Object.keys(perQuery.get('base')![0] ?? {})) {
  const [base, mine] = ['base', 'this'].map((name) => median(perQuery.get(name)!.map((r) => r[q]!)));
  console.log(`| ${q} | ${base!.toFixed(1)} | ${mine!.toFixed(1)} | ${(mine! / base!).toFixed(2)} |`);
}
