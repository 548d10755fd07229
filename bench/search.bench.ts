import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../api/src/app.ts';
import type { Config } from '../api/src/config.ts';
import { connectDatabase } from '../api/src/db/connect.ts';
import type { Database } from '../api/src/db/database.ts';
import { sqliteSearch } from '../api/src/db/dialect/search-sqlite.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import type { IndexDocument } from '../api/src/db/dialect/search-engine.ts';
import { buildSearchDocument, type SearchSource } from '../api/src/features/search/search-document.ts';
import { toIndexTerms } from '../contracts/search-text.ts';

// `npm run bench:search [-- --sizes=1000,10000,50000 --reps=10 --budget=300]` (manual, not part of npm test).
// Builds synthetic archives (about 3,000 transcript words per interview, Arabic and Latin mixed)
// in one temp SQLite file, grown size by size, indexed with the real FTS5 writer, then times
// 20 queries through the HTTP API against a plain LIKE '%term%' scan of the same data.
// Index terms are memoised per vocabulary word while generating (checked equal to
// buildSearchDocument on a sample), and the real per-video indexing cost is timed apart.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const SIZES = (args.sizes ?? '1000,10000,50000').split(',').map(Number);
const REPS = Number(args.reps ?? 10);
/** Generation time allowed for the largest size (issue 6: about five minutes on this machine). */
const BUDGET_S = Number(args.budget ?? 300);
const WORDS_PER_TRANSCRIPT = 3_000;
const SEGMENTS = 6;
const BATCH = 2_000;

// ---- deterministic random text ----
let seed = 42;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const LATIN_C = 'bcdfghklmnprstvz'.split('');
const LATIN_V = ['a', 'e', 'i', 'o', 'u', 'ou', 'é', 'è', 'ê', 'â'];
const ARABIC = 'بتثجحخدذرزسشصضطظعغفقكلمنهوي'.split('');
const ARABIC_FORMS = ['ا', 'أ', 'إ', 'آ'];
const TASHKEEL = ['\u064E', '\u064F', '\u0650', '\u0652', '\u0651'];

function latinWord(): string {
  let w = '';
  for (let i = 0, n = 2 + Math.floor(random() * 3); i < n; i += 1) w += pick(LATIN_C) + pick(LATIN_V);
  return w;
}
function arabicWord(): string {
  let w = random() < 0.3 ? pick(ARABIC_FORMS) : '';
  for (let i = 0, n = 3 + Math.floor(random() * 3); i < n; i += 1) {
    w += pick(ARABIC) + (random() < 0.15 ? pick(TASHKEEL) : '') + (random() < 0.03 ? '\u0640' : '');
  }
  if (random() < 0.2) w = `ال${w}`;
  return w + (random() < 0.1 ? 'ة' : random() < 0.05 ? 'ى' : '');
}

/** Words the queries look for, at fixed frequency ranks of the Zipf vocabularies. */
const LATIN_ANCHORS: Record<number, string> = { 40: 'village', 300: 'ahidous', 900: 'fête', 2_500: 'tradition', 6_000: 'harvest', 12_000: 'weaving', 25_000: 'saffron' };
const ARABIC_ANCHORS: Record<number, string> = { 60: 'الماء', 400: 'أَحِيدُوس', 1_500: 'المدرسة', 5_000: 'الثقافة', 15_000: 'زعفران' };
const VOCABULARY = 30_000;

/** A Zipf(1) sampler over a vocabulary: a 2^20 lookup table, so a draw is one array read. */
function zipfSampler(make: () => string, anchors: Record<number, string>): () => string {
  const words = Array.from({ length: VOCABULARY }, (_, i) => anchors[i] ?? make());
  const harmonic = words.reduce((sum, _, i) => sum + 1 / (i + 1), 0);
  const size = 1 << 20;
  const table = new Uint16Array(size);
  let at = 0;
  for (let i = 0; i < VOCABULARY && at < size; i += 1) {
    const count = Math.max(1, Math.round((size / harmonic) / (i + 1)));
    table.fill(i, at, Math.min(size, at + count));
    at += count;
  }
  table.fill(0, at);
  return () => words[table[Math.floor(random() * size)]!]!;
}
const latin = zipfSampler(latinWord, LATIN_ANCHORS);
const arabic = zipfSampler(arabicWord, ARABIC_ANCHORS);

const termMemo = new Map<string, string[]>();
/** The terms toIndexTerms gives for a text made of vocabulary words and punctuation, memoised per word. */
function memoTerms(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.split(' ')) {
    let terms = termMemo.get(word);
    if (!terms) {
      terms = toIndexTerms(word);
      termMemo.set(word, terms);
    }
    for (const t of terms) out.add(t);
  }
  return [...out];
}

function fastDocument(s: SearchSource): IndexDocument {
  const group = (texts: (string | null)[]) => [...new Set(texts.flatMap((t) => (t ? memoTerms(t) : [])))];
  return {
    a: group([s.title, ...s.guests, ...s.hosts, ...s.importantPeople]),
    b: group([s.region, ...s.places, ...s.topics]),
    c: group([s.description, s.originalLanguage, s.interviewDate]),
    d: group([...s.transcripts.map((t) => t.text), ...s.segments.flatMap((g) => [g.title, g.description, g.transcript])]),
  };
}

function sameDocument(a: IndexDocument, b: IndexDocument): boolean {
  return (['a', 'b', 'c', 'd'] as const).every((k) => [...a[k]].sort().join(' ') === [...b[k]].sort().join(' '));
}

function passage(words: number, arabicShare: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) {
    out.push(random() < arabicShare ? arabic() : latin());
    if (i % 14 === 13) out.push(arabicShare > 0.5 ? '،' : '.');
  }
  return out.join(' ');
}

const REGIONS = ['Ifrane', 'Azrou', 'Boulemane', 'Imouzzer', 'Ain Leuh', 'Timahdite', 'Guigou', 'Sefrou', 'إفران', 'آزرو'];
const PLACES = Array.from({ length: 200 }, (_, i) => (i % 2 ? `Douar ${latinWord()}` : `دوار ${arabicWord()}`));
const TOPICS = ['Ahidous', 'Music', 'Weaving', 'Harvest', 'Water', 'Religion', 'الثقافة الأمازيغية', 'الموسيقى', 'الزراعة', 'التاريخ'];
const PEOPLE = ['Moha Ou Hammou', 'Itto', 'Lalla Aicha', 'موحى أوحمو', 'الشيخ علي'];
const NAMES = ['Fatima', 'Youssef', 'Itto', 'Mohamed', 'Khadija', 'Hassan', 'فاطمة', 'يوسف', 'خديجة', 'حسن'];

function fakeSource(id: number): SearchSource & { visibility: string; created: string } {
  const arabicShare = random() < 0.5 ? 0.85 : 0.15;
  const start = (n: number) => `00:${String(n * 8).padStart(2, '0')}:00`;
  return {
    id,
    visibility: random() < 0.9 ? 'public' : 'archived',
    created: new Date(Date.UTC(2020, 0, 1) + id * 60_000).toISOString(),
    title: `${pick(TOPICS)} — ${passage(5, arabicShare)}`,
    description: passage(40, arabicShare),
    interviewDate: `${1990 + Math.floor(random() * 35)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    region: pick(REGIONS),
    originalLanguage: arabicShare > 0.5 ? 'الدارجة المغربية' : 'Tamazight',
    guests: [`${pick(NAMES)} ${latinWord()}`],
    hosts: [`${pick(NAMES)} ${latinWord()}`],
    importantPeople: [pick(PEOPLE)],
    places: [pick(PLACES), pick(PLACES)],
    topics: [pick(TOPICS), pick(TOPICS)].filter((t, i, all) => all.indexOf(t) === i),
    transcripts: [{ language: arabicShare > 0.5 ? 'العربية' : 'English', text: passage(WORDS_PER_TRANSCRIPT, arabicShare) }],
    segments: Array.from({ length: SEGMENTS }, (_, i) => ({
      number: i + 1,
      title: passage(4, arabicShare),
      description: passage(15, arabicShare),
      transcript: passage(40, arabicShare),
      startTime: start(i),
    })),
  };
}

// ---- bulk load ----
/** A synthetic archive in one SQLite file that grows in transactions of BATCH videos. */
async function openArchive(file: string) {
  const handle = await connectDatabase(file);
  await migrateToLatest(handle);
  await handle.close();

  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const lookup = (table: string) => {
    const insert = sqlite.prepare(`insert into ${table} (name) values (?) on conflict(name) do update set name = excluded.name returning id`);
    const cache = new Map<string, number>();
    return (name: string) => {
      let id = cache.get(name);
      if (id === undefined) {
        id = (insert.get(name) as { id: number }).id;
        cache.set(name, id);
      }
      return id;
    };
  };
  const language = lookup('languages');
  const topic = lookup('topics');
  const person = lookup('important_people');
  const place = lookup('places');
  const regionIds = new Map(REGIONS.map((name) => [name, Number(sqlite.prepare('insert into regions (name) values (?)').run(name).lastInsertRowid)]));
  const insertMedia = sqlite.prepare(`insert into media (id, title, description, visibility, interview_date, region_id,
    original_language_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTranscript = sqlite.prepare('insert into transcripts (media_id, language_id, text, position) values (?, ?, ?, 0)');
  const insertSegment = sqlite.prepare(`insert into segments (media_id, number, title, start_time, end_time, description, transcript)
    values (?, ?, ?, ?, ?, ?, ?)`);
  const insertParticipant = sqlite.prepare('insert into participants (media_id, first_name, last_name, role) values (?, ?, ?, ?)');
  const link = (table: string, column: string) => sqlite.prepare(`insert or ignore into ${table} (media_id, ${column}, position) values (?, ?, ?)`);
  const linkTopic = link('media_topics', 'topic_id');
  const linkPerson = link('media_important_people', 'person_id');
  const linkPlace = link('media_places', 'place_id');

  let count = 0;
  let seconds = 0;
  let realIndexMs = 0;
  const SAMPLE = 200;

  async function add(id: number): Promise<void> {
    const s = fakeSource(id);
    insertMedia.run(id, s.title, s.description, s.visibility, s.interviewDate, regionIds.get(s.region!), language(s.originalLanguage!), s.created, s.created);
    for (const t of s.transcripts) insertTranscript.run(id, language(t.language), t.text);
    for (const g of s.segments) insertSegment.run(id, g.number, g.title, g.startTime, g.startTime, g.description, g.transcript);
    for (const [role, names] of [[2, s.guests], [1, s.hosts]] as const) {
      for (const name of names) insertParticipant.run(id, name.split(' ')[0], name.split(' ').slice(1).join(' '), role);
    }
    s.topics.forEach((name, i) => linkTopic.run(id, topic(name), i));
    s.importantPeople.forEach((name, i) => linkPerson.run(id, person(name), i));
    s.places.forEach((name, i) => linkPlace.run(id, place(name), i));
    if (id <= SAMPLE) {
      // The real builder and writer reindexMedia uses (minus re-reading the rows), timed.
      const begin = performance.now();
      const doc = buildSearchDocument(s);
      await sqliteSearch.write(db, id, doc);
      realIndexMs += performance.now() - begin;
      if (!sameDocument(doc, fastDocument(s))) throw new Error(`memoised terms differ from buildSearchDocument for video ${id}`);
    } else {
      await sqliteSearch.write(db, id, fastDocument(s));
    }
  }

  return {
    get count() {
      return count;
    },
    /** Seconds spent generating and indexing so far. */
    get seconds() {
      return seconds;
    },
    /** Real buildSearchDocument + FTS5 write per video, ms (first SAMPLE videos). */
    get indexMsPerVideo() {
      return realIndexMs / Math.min(SAMPLE, Math.max(1, count));
    },
    async grow(size: number, deadline = Infinity): Promise<void> {
      const begin = performance.now();
      while (count < size && seconds + (performance.now() - begin) / 1000 < deadline) {
        sqlite.exec('begin');
        for (const end = Math.min(size, count + BATCH); count < end; ) await add((count += 1));
        sqlite.exec('commit');
        process.stdout.write(`  ${count} / ${size} (${(seconds + (performance.now() - begin) / 1000).toFixed(0)} s)\r`);
      }
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      seconds += (performance.now() - begin) / 1000;
      process.stdout.write('\n');
    },
    megabytes: () => fs.statSync(file).size / 1e6,
    close: () => db.destroy(),
  };
}

// ---- measurements ----
const QUERIES = [
  'ahidous', 'احيدوس', 'أَحِيدُوس', 'الماء', 'ماء', 'fete', 'FÊTE', 'tradition', 'harvest', 'weaving',
  'saffron', 'زعفران', 'مدرسة', 'الثقافه', 'ifrane', 'azrou ahidous', 'moha ou hammou', 'village tradition', 'ahid', 'الدارجة',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Wall-clock latency of each request, and the CPU time this process (server and client, one
 * process) spent on it: the CPU figure does not grow when other jobs load the machine.
 */
async function timeHttp(base: string): Promise<{ all: number[]; cpu: number[]; counts: number[]; perQuery: string }> {
  const all: number[] = [];
  const cpu: number[] = [];
  const counts: number[] = [];
  const perQuery: string[] = [];
  for (const q of QUERIES) {
    const url = `${base}/api/v/media/?${new URLSearchParams({ search: q, page_size: '20' })}`;
    const warm = await fetch(url);
    if (!warm.ok) throw new Error(`${q}: HTTP ${warm.status}`);
    counts.push(((await warm.json()) as { count: number }).count);
    const mine: number[] = [];
    for (let r = 0; r < REPS; r += 1) {
      const begin = performance.now();
      const cpuBegin = process.cpuUsage();
      const res = await fetch(url);
      await res.arrayBuffer();
      mine.push(performance.now() - begin);
      const used = process.cpuUsage(cpuBegin);
      cpu.push((used.user + used.system) / 1000);
    }
    all.push(...mine);
    perQuery.push(`${q} ${percentile(mine, 50).toFixed(1)}`);
  }
  return { all, cpu, counts, perQuery: perQuery.join(' · ') };
}

/** The naive alternative: a case-insensitive LIKE '%term%' scan of every text column, same page and count. */
function timeLike(file: string, reps: number): number[] {
  const sqlite = new SQLite(file, { readonly: true });
  const where = `m.visibility = 'public' and (m.title like @t or m.description like @t
    or exists (select 1 from transcripts t where t.media_id = m.id and t.text like @t)
    or exists (select 1 from segments s where s.media_id = m.id and (s.title like @t or s.description like @t or s.transcript like @t)))`;
  // One scan gives the page and the count, as the search's own query does.
  const page = sqlite.prepare(`select m.id, count(*) over () as n from media m where ${where}
    order by m.interview_date desc, m.created_at desc limit 20`);
  const all: number[] = [];
  for (const q of QUERIES) {
    for (let r = 0; r < reps; r += 1) {
      const begin = performance.now();
      page.all({ t: `%${q}%` });
      all.push(performance.now() - begin);
    }
  }
  sqlite.close();
  return all;
}

const rows: string[][] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-search-bench-'));
const file = path.join(dir, 'archive.db');
const loadBefore = os.loadavg()[0]!.toFixed(1);
let note = '';
try {
  const archive = await openArchive(file);
  for (const size of [...SIZES].sort((x, y) => x - y)) {
    console.log(`Growing the archive to ${size} interviews…`);
    await archive.grow(size, BUDGET_S);
    if (archive.count < size) {
      note = `Stopped at ${archive.count} interviews: generation reached the ${BUDGET_S} s budget before ${size} `
        + `(${(archive.seconds / archive.count * 1000).toFixed(1)} ms per interview, so ${size} would take about `
        + `${(archive.seconds / archive.count * size / 60).toFixed(0)} min).`;
      console.log(note);
    }
    const config: Config = {
      port: 0, host: '127.0.0.1', databaseUrl: file, adminUsername: '', adminPassword: '', platformPassword: '',
      jwtSecret: 'x'.repeat(64), seed: 'none', webDist: path.join(dir, 'no-web'), logRequests: false,
    };
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const fts = await timeHttp(base);
    await app.close();
    const like = timeLike(file, archive.count >= 10_000 ? 1 : 3);
    const [f50, f95, l50, l95] = [percentile(fts.all, 50), percentile(fts.all, 95), percentile(like, 50), percentile(like, 95)];
    rows.push([
      String(archive.count), archive.seconds.toFixed(0), archive.megabytes().toFixed(0), f50.toFixed(1), f95.toFixed(1),
      Math.max(...fts.all).toFixed(1), percentile(fts.cpu, 50).toFixed(1), percentile(fts.cpu, 95).toFixed(1), l50.toFixed(0), l95.toFixed(0), `${(l50 / f50).toFixed(0)}×`, `${(l95 / f95).toFixed(0)}×`,
      `${Math.min(...fts.counts)}–${Math.max(...fts.counts)}`,
    ]);
    console.log(`  FTS via HTTP p50 ${f50.toFixed(1)} ms p95 ${f95.toFixed(1)} ms; LIKE p50 ${l50.toFixed(0)} ms p95 ${l95.toFixed(0)} ms`);
    console.log(`  per-query FTS p50 (ms): ${fts.perQuery}`);
    if (archive.count < size) break;
  }
  console.log(`Real indexing cost (buildSearchDocument + FTS5 write): ${archive.indexMsPerVideo.toFixed(1)} ms per interview.`);
  await archive.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const header = ['interviews', 'built s', 'db MB', 'FTS p50 ms', 'FTS p95 ms', 'FTS max ms', 'CPU p50 ms', 'CPU p95 ms', 'LIKE p50 ms', 'LIKE p95 ms', 'p50 ratio', 'p95 ratio', 'hits/query'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
console.log(`\n${QUERIES.length} queries × ${REPS} runs through GET /api/v/media/?search= (page_size 20, snippets included); `
  + `LIKE: in-process SQL, same page and count. Load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after (${os.cpus().length} cores).\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
if (note) console.log(`\n${note}`);
