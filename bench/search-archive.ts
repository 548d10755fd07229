import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { connectDatabase } from '../api/src/db/connect.ts';
import type { Database } from '../api/src/db/database.ts';
import type { IndexDocument } from '../api/src/db/dialect/search-engine.ts';
import { sqliteSearch } from '../api/src/db/dialect/search-sqlite.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { buildSearchDocument, searchHeads, type SearchSource } from '../api/src/features/search/search-document.ts';
import { toIndexTerms } from '../contracts/search-text.ts';

// Synthetic archives for bench/search.bench.ts: about 3,000 transcript words per interview,
// Arabic and Latin mixed (Zipf vocabularies with the benchmark's query words at fixed ranks),
// bulk-inserted into SQLite in transactions and indexed with the real FTS5 writer.

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
    heads: searchHeads(s),
    a: group([s.title, ...s.guests, ...s.hosts, ...s.importantPeople]),
    b: group([s.region, ...s.places, ...s.topics]),
    c: group([s.description, s.originalLanguage, s.interviewDate]),
    d: group([...s.transcripts.map((t) => t.text), ...s.segments.flatMap((g) => [g.title, g.description, g.transcript])]),
  };
}

function sameDocument(a: IndexDocument, b: IndexDocument): boolean {
  return (['a', 'b', 'c', 'd'] as const).every((k) => [...a[k]].sort().join(' ') === [...b[k]].sort().join(' '))
    && JSON.stringify(a.heads) === JSON.stringify(b.heads);
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
export async function openArchive(file: string) {
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

