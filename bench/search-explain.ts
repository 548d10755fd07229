import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../api/src/db/database.ts';
import { postgresSearch } from '../api/src/db/dialect/search-postgres.ts';
import { parseSearch } from '../api/src/features/search/search-query.ts';
import { SEARCH_QUERIES } from './search-queries.ts';

// `npx tsx bench/search-explain.ts --pg=postgres://… [--page=1 --runs=3 --plan=QUERY]` (manual): each of
// bench/search-queries.ts's 25 queries' page statements, as this checkout's PostgreSQL search engine writes them
// for a public page of 20, run under `EXPLAIN (ANALYZE, BUFFERS)` `--runs` times: the fastest execution time and
// its shared buffers (hit + read), which the machine's load does not change; then the statements run `--cpu-runs` times
// more, and the database backend's CPU time per run is read from /proc (this machine's server: clock ticks of 10 ms,
// hence the repeats), which the load does not inflate as it does the wall clock. `--plan=QUERY` prints that query's plans.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const pool = new pg.Pool({ connectionString: args.pg!, max: 1 });
const backend = Number((await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
/** The backend's user + system CPU so far, ms (/proc/PID/stat fields 14 and 15, in ticks of 10 ms). */
const backendCpu = () => {
  const fields = fs.readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const CPU_RUNS = Number(args['cpu-runs'] ?? 20);
const statements: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
  },
});
const page = Number(args.page ?? 1);
const runs = Number(args.runs ?? 3);
const out: Record<string, { ms: number; buffers: number; total: number; cpu: number }> = {};
for (const q of args.plan ? [args.plan] : SEARCH_QUERIES) {
  statements.length = 0;
  const { total } = await postgresSearch.search(db, parseSearch(q), { visibility: 'public', limit: 20, offset: (page - 1) * 20 });
  let best = { ms: Infinity, buffers: 0, plans: [] as string[] };
  for (let r = 0; r < runs; r += 1) {
    let ms = 0;
    let buffers = 0;
    const plans: string[] = [];
    for (const s of statements) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.parameters as unknown[]);
      const lines = rows.map((row) => row['QUERY PLAN']);
      ms += Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1)!)?.[1] ?? 0);
      const top = lines.find((l) => l.includes('Buffers:'));
      buffers += [...(top ?? '').matchAll(/(?:hit|read)=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      plans.push(`${s.sql}\n${JSON.stringify(s.parameters)}\n${lines.join('\n')}`);
    }
    if (ms < best.ms) best = { ms, buffers, plans };
  }
  const cpuBefore = backendCpu();
  for (let r = 0; r < CPU_RUNS; r += 1) for (const s of statements) await pool.query(s.sql, s.parameters as unknown[]);
  const cpu = Math.round(((backendCpu() - cpuBefore) / CPU_RUNS) * 10) / 10;
  out[q] = { ms: Math.round(best.ms * 10) / 10, buffers: best.buffers, total, cpu };
  if (args.plan) console.log(best.plans.join('\n\n'));
  else console.log(`${q}\t${out[q].ms} ms\t${cpu} ms CPU\t${best.buffers} buffers\t${total} hits`);
}
const sum = (key: 'ms' | 'cpu') => Math.round(Object.values(out).reduce((a, o) => a + o[key], 0));
const max = (key: 'ms' | 'cpu') => Math.max(...Object.values(out).map((o) => o[key]));
console.log(JSON.stringify({ page, sumMs: sum('ms'), maxMs: max('ms'), sumCpu: sum('cpu'), maxCpu: max('cpu') }));
await db.destroy();
