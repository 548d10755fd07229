import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile } from './search-queries.ts';

// `npx tsx bench/facet-counts.bench.ts --file=archive.db [--root=DIR --reps=10 --cached --http]` (manual):
// the facet counts of the archive's facet requests (bench/facet-queries.ts, those without a
// search) worked out in this process by the checkout at `--root` (default: this one), on a
// SQLite archive. Run it with the base checkout and this one, alternately, on copies of the same
// archive (each checkout migrates its own copy). `--cached` keeps counts between requests, as the
// server does between writes. `--http` instead times bench/facet-queries.ts's URLs through the
// server of `--root` on the archive (run with NODE_ENV=production). Prints p50 and p95 in ms, of the
// wall clock and of this process's CPU (the server's and the client's), and one JSON line.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const root = path.resolve(args.root ?? new URL('..', import.meta.url).pathname);
const REPS = Number(args.reps ?? 10);
const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
const { connectDatabase } = await load('api/src/db/connect.ts');
const { migrateToLatest } = await load('api/src/db/migrate.ts');
const facets = await load('api/src/features/media/media.facets.repository.ts');
const { resolveFacetFilter } = await load('api/src/features/media/media.facets.service.ts');

const QUERIES: Record<string, Record<string, string>> = {
  browse: {},
  'region (province)': { region: 'Ifrane Province' },
  'topic + decade': { topic: 'Weaving', decade: '2000' },
  'language + person': { language: 'Tamazight', person: 'Fatima Itto' },
};

if ('http' in args) {
  // The facet URLs of bench/facet-queries.ts through the server of `--root`, as a visitor asks them.
  const fs = await import('node:fs');
  const { buildApp } = await load('api/src/app.ts');
  const { configFromEnv } = await load('api/src/config.ts');
  // The URLs and their timing are this checkout's, the server `--root`'s: both sides are timed alike.
  const { timeFacets } = await import('./facet-queries.ts');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-facet-counts-'));
  const env = {
    ...process.env,
    DATABASE_URL: args.file,
    SEED: 'none',
    JWT_SECRET: 'x'.repeat(64),
    LOG_LEVEL: 'error',
    ATLAS_WEB_DIST: dir,
  };
  const app = await buildApp(configFromEnv(env));
  // The search index tidied first, as bench:search does: its upkeep otherwise works between the timed requests.
  await app.searchUpkeep.run();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const timed = await timeFacets(`http://127.0.0.1:${port}`, REPS);
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`wall p50 (ms): ${timed.perQuery.join(' · ')}`);
  console.log(`CPU p50 (ms): ${timed.perQueryCpu.join(' · ')}`);
  console.log(
    JSON.stringify({
      p50: percentile(timed.all, 50),
      p95: percentile(timed.all, 95),
      cpuP50: percentile(timed.cpu, 50),
      cpuP95: percentile(timed.cpu, 95),
      load: os.loadavg()[0],
    }),
  );
  process.exit(0);
}

const handle = await connectDatabase(args.file!);
await migrateToLatest(handle);
/** The facet counts' store and its owner (api/src/lib/caches.ts), as the public reads go through them. */
async function keptFacetCounts() {
  const { KeptByStatement } = await load('api/src/lib/kept-by-statement.ts');
  const { Caches } = await load('api/src/lib/caches.ts');
  const owner = new Caches({ announce: async () => {}, catchUp: async () => {}, close: async () => {} });
  return owner.through(owner.add(new KeptByStatement(500)));
}
const cache = 'cached' in args ? await keptFacetCounts() : null;
const all: number[] = [];
const cpu: number[] = [];
const per: string[] = [];
const answers: unknown[] = [];
for (const [name, query] of Object.entries(QUERIES)) {
  const filter = { visibility: 'public', ...(await resolveFacetFilter(handle.db, query)) };
  answers.push(await facets.countFacets(handle.db, filter, cache));
  const mine: number[] = [];
  for (let r = 0; r < REPS; r += 1) {
    const begin = performance.now();
    const cpuBegin = process.cpuUsage();
    await facets.countFacets(handle.db, filter, cache);
    mine.push(performance.now() - begin);
    const used = process.cpuUsage(cpuBegin);
    cpu.push((used.user + used.system) / 1000);
  }
  all.push(...mine);
  per.push(`${name} ${percentile(mine, 50).toFixed(1)}`);
}
await handle.close();
console.log(per.join(' · '));
console.log(
  JSON.stringify({
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    cpuP50: percentile(cpu, 50),
    cpuP95: percentile(cpu, 95),
    load: os.loadavg()[0],
    answers: JSON.stringify(answers).length,
    hash: hash(JSON.stringify(answers)),
  }),
);

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}
