import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { toSearchTokens } from '#contracts/search-text';
import { buildApp } from '../api/src/app.ts';
import { benchConfig, MIX_SHARES } from './bench-config.ts';
import { readSampleArchive, seedItems } from '../api/src/seed/seed.ts';

// `npx tsx bench/statements-per-request.ts --db=postgres://root@127.0.0.1:5432/NAME [--size=200 --n=2000 --warm=300
//   --cases=mix,search,detail,… --log]` (manual, never part of npm test; bench:compare copies it into the base's checkout).
// One server in this process on an empty database NAME (PostgreSQL or a SQLite file), filled as bench:api fills it,
// then each case asked `n` times through `app.inject` after `warm` untimed: the SQL statements sent to the database
// per answer (every `pg` client query, or every SQLite statement run) and the process's CPU per answer. Load-independent
// where the CPU figures are not: the statements a request costs are what PostgreSQL's round trips cost (docs/decisions.md
// §2510). `--log`: each case's statements by text, most frequent first.

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => [...a.replace(/^--/, '').split('='), 'yes'].slice(0, 2) as [string, string]),
);
const DB = args.db ?? '';
if (!DB) throw new Error('--db=URL: an empty database of its own');
const SIZE = Number(args.size ?? 200);
const N = Number(args.n ?? 2000);
const WARM = Number(args.warm ?? 300);

/**
 * The caches' clock (performance.now: answers live READ_CACHE_MAX_AGE_MS) runs on requests, not on time: each request
 * moves it on by `step` ms (4,500 requests a second by default, bench:compare's mix on PostgreSQL), so what expires is
 * the same on a loaded machine as on a quiet one, and the same on both sides.
 */
const STEP = Number(args.step ?? 1000 / 4500);
const realNow = performance.now.bind(performance);
let virtualNow = realNow();
performance.now = () => virtualNow;

const statements = new Map<string, number>();
let counting = false;
const note = (text: unknown) => {
  if (!counting) return;
  const key = String(typeof text === 'object' && text && 'text' in text ? (text as { text: string }).text : text).slice(0, 160);
  statements.set(key, (statements.get(key) ?? 0) + 1);
};
const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  note(a[0]);
  return query.apply(this, a);
} as typeof pg.Client.prototype.query;

const config = benchConfig(DB);

const sample = readSampleArchive();
const items = Array.from({ length: SIZE }, (_, i) => {
  const item = sample[i % sample.length]!;
  return { ...item, title: `${item.title} (${Math.floor(i / sample.length) + 1})` };
});
// `--fill=no`: the database was filled by an earlier run (`--fill=only` fills it and stops), so a run under valgrind
// (`valgrind --tool=callgrind --collect-atstart=no … --callgrind`) counts the answers alone.
if (args.fill !== 'no') {
  const filler = await buildApp(config);
  await seedItems(filler.database, items);
  await filler.searchUpkeep.run();
  await filler.close();
  if (args.fill === 'only') process.exit(0);
}
const app = await buildApp(config);
const rows = await app.database.db.selectFrom('media').select(['id', 'title']).where('visibility', '=', 'public').orderBy('id').execute();
const ids = rows.map((r) => r.id);
const words = [...new Set(rows.flatMap((r) => toSearchTokens(r.title)).filter((w) => w.length >= 4 && !/^\d+$/.test(w)))].slice(0, 30);

let n = 0;
let i = 0;
const pick = <T>(list: T[]) => list[i++ % list.length]!;
type Ask = () => { method: 'GET' | 'POST'; url: string };
const cases: Record<string, Ask> = {
  detail: () => ({ method: 'GET', url: `/api/v/media/${pick(ids)}/` }),
  search: () => ({ method: 'GET', url: `/api/v/media/?search=${encodeURIComponent(pick(words))}&page_size=20` }),
  recent: () => ({ method: 'GET', url: '/api/v/media/recent/?page_size=20' }),
  mostWatched: () => ({ method: 'GET', url: '/api/v/media/most-watched/?page_size=20' }),
  play: () => ({ method: 'POST', url: `/api/v/media/${pick(ids)}/view/` }),
  uncachedSearch: () => ({ method: 'GET', url: `/api/v/media/?search=${encodeURIComponent(pick(words))}&page_size=20&uncached=${n++}` }),
  uncachedList: () => ({ method: 'GET', url: `/api/v/media/?page_size=20&uncached=${n++}` }),
  uncachedDetail: () => ({ method: 'GET', url: `/api/v/media/${pick(ids)}/?uncached=${n++}` }),
  page: () => ({
    method: 'GET',
    url: `${pick(['/', '/archive', `/archive/${pick(ids)}`, '/map'])}?lng=${pick(['en', 'ar', 'en'])}`,
  }),
  people: () => ({ method: 'GET', url: `/api/v/people/?media=${pick(ids)}` }),
};
// bench:api's visitor mixes (docs/decisions.md §123, §1010), in the same shares, in a fixed order: `mix` the API
// answers alone (`--mix=api`), `pagesMix` with pages (bench:api's and bench:compare's default).
// bench:api's visitor mixes, in the same shares, in a fixed order: `mix` the API answers alone, `pagesMix` with pages.
const MIXES = { mix: MIX_SHARES.api, pagesMix: MIX_SHARES.pages };
for (const [mixName, shares] of Object.entries(MIXES)) {
  const order = shares.flatMap(([name, share]) => Array.from({ length: share }, () => name));
  // Shuffled the same way every run (a linear congruential generator), so both sides ask the same sequence.
  let seed = 1;
  for (let k = order.length - 1; k > 0; k -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (k + 1);
    [order[k], order[j]] = [order[j]!, order[k]!];
  }
  let m = 0;
  cases[mixName] = () => cases[order[m++ % order.length]!]!();
}

let bytes = 0;
/** The mix asked as visitors ask: 32 at once, so PostgreSQL's shared reads are shared as under load. */
async function ask(make: Ask, count: number, concurrency: number): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        virtualNow += STEP;
        const { method, url } = make();
        const res = await app.inject({ method, url });
        bytes += res.rawPayload.length;
        if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }),
  );
}

const names = args.cases
  ? args.cases.split(',')
  : ['mix', 'detail', 'search', 'recent', 'play', 'people', 'uncachedSearch', 'uncachedList', 'uncachedDetail'];
for (const name of names) {
  for (const concurrency of (args.concurrency ?? '1,32').split(',').map(Number)) {
    await ask(cases[name]!, WARM, concurrency);
    statements.clear();
    bytes = 0;
    counting = true;
    if ('callgrind' in args) spawnSync('callgrind_control', ['--instr=on', String(process.pid)], { stdio: 'ignore' });
    const cpu = process.cpuUsage();
    const begin = realNow();
    const windowStart = process.hrtime.bigint() / 1000n;
    await ask(cases[name]!, N, concurrency);
    const used = process.cpuUsage(cpu);
    if ('callgrind' in args) {
      spawnSync('callgrind_control', ['--instr=off', String(process.pid)], { stdio: 'ignore' });
      spawnSync('callgrind_control', [`--dump=${name}-x${concurrency}`, String(process.pid)], { stdio: 'ignore' });
    }
    const ms = realNow() - begin;
    // The window on V8's clock (microseconds), to read a `--cpu-prof` profile of the answers alone.
    if ('window' in args) console.log(`window ${name} x${concurrency}: ${windowStart} ${process.hrtime.bigint() / 1000n}`);
    counting = false;
    const total = [...statements.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${name.padEnd(15)} x${String(concurrency).padStart(2)}: ${(total / N).toFixed(3)} statements/answer, CPU ${((used.user + used.system) / 1000 / N).toFixed(3)} ms/answer, wall ${(ms / N).toFixed(3)} ms, ${Math.round(bytes / N)} bytes/answer`,
    );
    if ('log' in args)
      for (const [text, count] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top ?? 12)))
        console.log(`    ${(count / N).toFixed(3)}  ${text.replace(/\s+/g, ' ')}`);
  }
}
await app.close();
