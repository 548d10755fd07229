import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../api/src/db/connect.ts';
import type { Database } from '../api/src/db/database.ts';
import type { IndexDocument } from '../api/src/db/dialect/search-engine.ts';
import { headWords } from '../api/src/db/dialect/search-terms.ts';
import { sqliteSearch, wordSuffixes } from '../api/src/db/dialect/search-sqlite.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { buildSearchDocument, searchHeads, type SearchSource } from '../api/src/features/search/search-document.ts';
import { MAX_TERM_LENGTH } from '../api/src/features/search/search-query.ts';
import { toIndexPairs, toIndexTerms, toSearchTokens } from '../contracts/search-text.ts';

// Synthetic archives for bench/search.bench.ts: about 3,000 transcript words per interview,
// Arabic and Latin mixed (Zipf vocabularies with the benchmark's query words at fixed ranks),
// written in bulk to SQLite and, with the very same rows, to PostgreSQL.
//
// Fast enough to build 50,000 interviews in a minute or two: transcripts are made of passages
// drawn from a pool (each interview six passages of 500 words out of 1,000 per language mix),
// so the words and index terms of a passage are worked out once, not per interview; rows go in
// as large transactions of prepared statements (SQLite) or multi-row `unnest` inserts
// (PostgreSQL, whose GIN indexes are dropped for the load and built once at the end, which is
// many times faster than growing them row by row). The first interviews are also indexed by
// the real buildSearchDocument, checked equal to the pooled terms, and timed.

const PASSAGE_WORDS = 500;
const PASSAGES_PER_TRANSCRIPT = 6;
const POOL = 1_000;
const SEGMENTS = 6;
export const BATCH = 1_000;

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
const LATIN_ANCHORS: Record<number, string> = {
  40: 'village',
  300: 'ahidous',
  900: 'fête',
  2_500: 'tradition',
  6_000: 'harvest',
  12_000: 'weaving',
  25_000: 'saffron',
};
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
    const count = Math.max(1, Math.round(size / harmonic / (i + 1)));
    table.fill(i, at, Math.min(size, at + count));
    at += count;
  }
  table.fill(0, at);
  return () => words[table[Math.floor(random() * size)]!]!;
}
const latin = zipfSampler(latinWord, LATIN_ANCHORS);
const arabic = zipfSampler(arabicWord, ARABIC_ANCHORS);

const wordTerms = new Map<string, string[]>();
const textTerms = new Map<string, string[]>();
/** The index terms of a text made of vocabulary words and punctuation, memoised per word and per text. */
function termsOf(text: string): string[] {
  let found = textTerms.get(text);
  if (found) return found;
  const out = new Set<string>();
  for (const word of text.split(' ')) {
    let terms = wordTerms.get(word);
    if (!terms) {
      terms = toIndexTerms(word).map((t) => t.slice(0, MAX_TERM_LENGTH));
      wordTerms.set(word, terms);
    }
    for (const t of terms) out.add(t);
  }
  found = [...out];
  textTerms.set(text, found);
  return found;
}

function passage(words: number, arabicShare: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) {
    out.push(random() < arabicShare ? arabic() : latin());
    if (i % 14 === 13) out.push(arabicShare > 0.5 ? '،' : '.');
  }
  return out.join(' ');
}

/** Pools of texts per language mix (mostly Arabic, mostly Latin), their terms worked out once. */
const MIXES = [0.85, 0.15] as const;
const pools = MIXES.map((share) => ({
  share,
  passages: Array.from({ length: POOL }, () => passage(PASSAGE_WORDS, share)),
  segmentTitles: Array.from({ length: 300 }, () => passage(4, share)),
  segmentDescriptions: Array.from({ length: 300 }, () => passage(15, share)),
  segmentTranscripts: Array.from({ length: 300 }, () => passage(40, share)),
  descriptions: Array.from({ length: 2_000 }, () => passage(40, share)),
}));

const REGIONS = ['Ifrane', 'Azrou', 'Boulemane', 'Imouzzer', 'Ain Leuh', 'Timahdite', 'Guigou', 'Sefrou', 'إفران', 'آزرو'];
const PLACES = Array.from({ length: 200 }, (_, i) => (i % 2 ? `Douar ${latinWord()}` : `دوار ${arabicWord()}`));
const TOPICS = ['Ahidous', 'Music', 'Weaving', 'Harvest', 'Water', 'Religion', 'الثقافة الأمازيغية', 'الموسيقى', 'الزراعة', 'التاريخ'];
const PEOPLE = ['Moha Ou Hammou', 'Itto', 'Lalla Aicha', 'موحى أوحمو', 'الشيخ علي'];
const NAMES = ['Fatima', 'Youssef', 'Itto', 'Mohamed', 'Khadija', 'Hassan', 'فاطمة', 'يوسف', 'خديجة', 'حسن'];
const LANGUAGES = ['الدارجة المغربية', 'Tamazight', 'العربية', 'English'];

/** One generated interview: what a visitor sees, its index entry, and the passages of its transcript. */
export interface Interview {
  source: SearchSource;
  visibility: 'public' | 'archived';
  created: string;
  doc: IndexDocument;
}

function fakeInterview(id: number): Interview & { parts: string[] } {
  const pool = random() < 0.5 ? pools[0]! : pools[1]!;
  const arabicMix = pool.share > 0.5;
  const start = (n: number) => `00:${String(n * 8).padStart(2, '0')}:00`;
  const parts = Array.from({ length: PASSAGES_PER_TRANSCRIPT }, () => pick(pool.passages));
  const source: SearchSource = {
    id,
    title: `${pick(TOPICS)} — ${passage(5, pool.share)}`,
    description: pick(pool.descriptions),
    interviewDate: `${1990 + Math.floor(random() * 35)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    region: pick(REGIONS),
    originalLanguage: arabicMix ? LANGUAGES[0]! : LANGUAGES[1]!,
    guests: [`${pick(NAMES)} ${latinWord()}`],
    hosts: [`${pick(NAMES)} ${latinWord()}`],
    importantPeople: [pick(PEOPLE)],
    places: [...new Set([pick(PLACES), pick(PLACES)])],
    topics: [...new Set([pick(TOPICS), pick(TOPICS)])],
    transcripts: [{ language: arabicMix ? LANGUAGES[2]! : LANGUAGES[3]!, text: parts.join(' ') }],
    segments: Array.from({ length: SEGMENTS }, (_, i) => ({
      number: i + 1,
      title: pick(pool.segmentTitles),
      description: pick(pool.segmentDescriptions),
      transcript: pick(pool.segmentTranscripts),
      startTime: start(i),
      endTime: start(i + 1),
    })),
  };
  const visibility = random() < 0.9 ? 'public' : 'archived';
  const created = new Date(Date.UTC(2020, 0, 1) + id * 60_000).toISOString();
  return { source, visibility, created, parts, doc: pooledDocument(source, parts) };
}

const textPairs = new Map<string, string[]>();
/** The word pairs of a text (phrases, docs/behaviour.md §802), memoised per text. */
function pairsOf(text: string): string[] {
  let found = textPairs.get(text);
  if (!found) {
    found = toIndexPairs(text, MAX_TERM_LENGTH);
    textPairs.set(text, found);
  }
  return found;
}

const edgeTokens = new Map<string, string[]>();
/** The first and last words of a text (a transcript's passages are joined by a space: pairs span them). */
function edgesOf(text: string): string[] {
  let found = edgeTokens.get(text);
  if (!found) {
    const tokens = toSearchTokens(text);
    found = tokens.length ? [tokens[0]!, tokens[tokens.length - 1]!] : [];
    edgeTokens.set(text, found);
  }
  return found;
}

/** buildSearchDocument's result from memoised terms (checked equal on the first interviews). */
function pooledDocument(s: SearchSource, parts: string[]): IndexDocument {
  const segmentTexts = s.segments.flatMap((g) => [g.title, g.description, g.transcript]);
  const texts = [...parts, ...segmentTexts];
  const group = [...new Set(texts.flatMap((t) => (t ? termsOf(t) : [])))];
  const seams = parts
    .slice(1)
    .flatMap((part, i) => toIndexPairs(`${edgesOf(parts[i]!)[1] ?? ''} ${edgesOf(part)[0] ?? ''}`, MAX_TERM_LENGTH));
  const pairs = new Set([...texts.flatMap((t) => (t ? pairsOf(t) : [])), ...seams]);
  return { heads: searchHeads(s), body: [...group, ...pairs] };
}

function sameDocument(a: IndexDocument, b: IndexDocument): boolean {
  return [...a.body].sort().join(' ') === [...b.body].sort().join(' ') && JSON.stringify(a.heads) === JSON.stringify(b.heads);
}

/** Interviews `from`..`to` (inclusive), the same whatever database they are written to. */
export function generate(from: number, to: number): Interview[] {
  return Array.from({ length: to - from + 1 }, (_, i) => fakeInterview(from + i));
}

/** Checks the pooled terms against the real builder and returns its cost per interview, ms. */
export function checkAgainstRealIndexer(interviews: Interview[]): number {
  const begin = performance.now();
  for (const v of interviews) {
    if (!sameDocument(buildSearchDocument(v.source), v.doc))
      throw new Error(`pooled terms differ from buildSearchDocument for ${v.source.id}`);
  }
  return (performance.now() - begin) / Math.max(1, interviews.length);
}

const participants = (s: SearchSource) =>
  [...s.guests.map((name) => ({ name, role: 2 })), ...s.hosts.map((name) => ({ name, role: 1 }))].map(({ name, role }) => ({
    first: name.split(' ')[0]!,
    last: name.split(' ').slice(1).join(' '),
    role,
  }));

export interface ArchiveWriter {
  /** Writes interviews (in id order, one transaction). */
  write(interviews: Interview[]): Promise<void>;
  /** Builds what was put off during the load (indexes, statistics); call before measuring. */
  finish(): Promise<void>;
  megabytes(): Promise<number>;
  close(): Promise<void>;
}

// ---- SQLite ----
export async function openSqliteArchive(file: string): Promise<ArchiveWriter & { realWriteMs: number }> {
  const handle = await connectDatabase(file);
  await migrateToLatest(handle);
  await handle.close();

  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const ids = (table: string, names: string[]) =>
    new Map(names.map((name) => [name, Number(sqlite.prepare(`insert into ${table} (name) values (?)`).run(name).lastInsertRowid)]));
  const language = ids('languages', LANGUAGES);
  const topic = ids('topics', TOPICS);
  const person = ids('important_people', PEOPLE);
  const place = ids('places', PLACES);
  const region = ids('regions', REGIONS);
  const insertMedia = sqlite.prepare(`insert into media (id, title, description, visibility, interview_date, region_id,
    original_language_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTranscript = sqlite.prepare('insert into transcripts (media_id, language_id, text, position) values (?, ?, ?, 0)');
  const insertSegment = sqlite.prepare(`insert into segments (media_id, number, title, start_time, end_time, description, transcript)
    values (?, ?, ?, ?, ?, ?, ?)`);
  const insertParticipant = sqlite.prepare('insert into participants (media_id, first_name, last_name, role) values (?, ?, ?, ?)');
  const link = (table: string, column: string) => sqlite.prepare(`insert into ${table} (media_id, ${column}, position) values (?, ?, ?)`);
  const linkTopic = link('media_topics', 'topic_id');
  const linkPerson = link('media_important_people', 'person_id');
  const linkPlace = link('media_places', 'place_id');
  const insertIndex = sqlite.prepare('insert into search_index (rowid, ha, hb, hc, body, visibility) values (?, ?, ?, ?, ?, ?)');
  const insertHeads = sqlite.prepare('insert into search_heads (media_id, a, b, c) values (?, ?, ?, ?)');
  const REAL_SAMPLE = 200;
  let realMs = 0;
  let realCount = 0;

  const writeRows = (interviews: Interview[]) => {
    for (const { source: s, visibility, created, doc } of interviews) {
      insertMedia.run(
        s.id,
        s.title,
        s.description,
        visibility,
        s.interviewDate,
        region.get(s.region!),
        language.get(s.originalLanguage!),
        created,
        created,
      );
      for (const t of s.transcripts) insertTranscript.run(s.id, language.get(t.language), t.text);
      for (const g of s.segments) insertSegment.run(s.id, g.number, g.title, g.startTime, g.startTime, g.description, g.transcript);
      for (const p of participants(s)) insertParticipant.run(s.id, p.first, p.last, p.role);
      s.topics.forEach((name, i) => linkTopic.run(s.id, topic.get(name), i));
      s.importantPeople.forEach((name, i) => linkPerson.run(s.id, person.get(name), i));
      s.places.forEach((name, i) => linkPlace.run(s.id, place.get(name), i));
      if (s.id > REAL_SAMPLE) {
        insertHeads.run(s.id, doc.heads.a, doc.heads.b, doc.heads.c);
        insertIndex.run(
          s.id,
          wordSuffixes(doc.heads.a),
          wordSuffixes(doc.heads.b),
          wordSuffixes(doc.heads.c),
          doc.body.join(' '),
          visibility,
        );
      }
    }
  };

  return {
    /** The real builder and writer (buildSearchDocument + sqliteSearch.write) per interview, ms. */
    get realWriteMs() {
      return realMs / Math.max(1, realCount);
    },
    async write(interviews) {
      // One transaction, written in slices with a turn of the event loop between them, so that
      // a PostgreSQL load running beside it can send its rows meanwhile.
      sqlite.exec('begin');
      for (let i = 0; i < interviews.length; i += 50) {
        writeRows(interviews.slice(i, i + 50));
        await new Promise((resolve) => setImmediate(resolve));
      }
      sqlite.exec('commit');
      // The first interviews go through the real builder and writer reindexMedia uses, timed.
      const sample = interviews.filter((v) => v.source.id <= REAL_SAMPLE);
      if (sample.length === 0) return;
      sqlite.exec('begin');
      const begin = performance.now();
      for (const v of sample) await sqliteSearch.write(db, v.source.id, buildSearchDocument(v.source));
      realMs += performance.now() - begin;
      realCount += sample.length;
      sqlite.exec('commit');
    },
    async finish() {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.exec('analyze');
    },
    megabytes: async () => fs.statSync(file).size / 1e6,
    close: () => db.destroy(),
  };
}

// ---- PostgreSQL ----
/**
 * A fresh database `url` names (dropped and created again: never point it at a database in use)
 * on the server, migrated, loaded with `write` and indexed by `finish`.
 */
export async function openPostgresArchive(url: string): Promise<ArchiveWriter & { drop(): Promise<void> }> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name for the bench: ${name}`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const handle = await connectDatabase(url);
  await migrateToLatest(handle);
  await handle.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  const ids = async (table: string, names: string[]) => {
    const { rows } = await client.query<{ id: number; name: string }>(
      `insert into ${table} (name) select unnest($1::text[]) returning id, name`,
      [names],
    );
    return new Map(rows.map((r) => [r.name, r.id]));
  };
  const language = await ids('languages', LANGUAGES);
  const topic = await ids('topics', TOPICS);
  const person = await ids('important_people', PEOPLE);
  const place = await ids('places', PLACES);
  const region = await ids('regions', REGIONS);
  // The search indexes are built once after the load (many times faster than row by row).
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(`select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in ('search_documents', 'search_heads') and indexdef ilike '% using gin %'`);
  let dropped = false;

  return {
    async write(interviews) {
      if (!dropped) {
        for (const index of indexes) await client.query(`drop index if exists "${index.indexname}"`);
        dropped = true;
      }
      // One statement per batch (data-modifying CTEs), sent before the caller writes the same
      // batch to SQLite, so the PostgreSQL server works while this process does.
      const col = <T>(rows: T[], f: (r: T) => unknown) => rows.map(f);
      const sources = interviews.map((v) => v.source);
      const transcripts = sources.flatMap((s) =>
        s.transcripts.map((t) => ({ id: s.id, language: language.get(t.language)!, text: t.text })),
      );
      const segments = sources.flatMap((s) => s.segments.map((g) => ({ id: s.id, ...g })));
      const people = sources.flatMap((s) => participants(s).map((p) => ({ id: s.id, ...p })));
      const links = (names: (s: SearchSource) => string[], lookup: Map<string, number>) =>
        sources.flatMap((s) => names(s).map((n, position) => ({ id: s.id, target: lookup.get(n)!, position })));
      const topics = links((s) => s.topics, topic);
      const persons = links((s) => s.importantPeople, person);
      const places = links((s) => s.places, place);
      const docs = interviews.map((v) => ({ id: v.source.id, ...v.doc }));
      // The metadata words' index as postgresSearch.write stores it (docs/decisions.md §2550).
      const words = docs.flatMap((d) => {
        const { terms, groups } = headWords(d.heads);
        return terms.map((term, i) => ({ id: d.id, term, groups: groups[i]! }));
      });
      const parameters = [
        col(sources, (s) => s.id),
        col(sources, (s) => s.title),
        col(sources, (s) => s.description),
        col(interviews, (v) => v.visibility),
        col(sources, (s) => s.interviewDate),
        col(sources, (s) => region.get(s.region!)),
        col(sources, (s) => language.get(s.originalLanguage!)),
        col(interviews, (v) => v.created), // $8
        col(transcripts, (t) => t.id),
        col(transcripts, (t) => t.language),
        col(transcripts, (t) => t.text), // $9-11
        col(segments, (g) => g.id),
        col(segments, (g) => g.number),
        col(segments, (g) => g.title),
        col(segments, (g) => g.startTime),
        col(segments, (g) => g.description),
        col(segments, (g) => g.transcript), // $12-17
        col(people, (p) => p.id),
        col(people, (p) => p.first),
        col(people, (p) => p.last),
        col(people, (p) => p.role), // $18-21
        col(topics, (l) => l.id),
        col(topics, (l) => l.target),
        col(topics, (l) => l.position), // $22-24
        col(persons, (l) => l.id),
        col(persons, (l) => l.target),
        col(persons, (l) => l.position), // $25-27
        col(places, (l) => l.id),
        col(places, (l) => l.target),
        col(places, (l) => l.position), // $28-30
        col(docs, (d) => d.body.join(' ')), // $31
        col(docs, (d) => d.heads.a),
        col(docs, (d) => d.heads.b),
        col(docs, (d) => d.heads.c), // $32-34
        col(words, (w) => w.term),
        col(words, (w) => w.id),
        col(words, (w) => w.groups), // $35-37
      ];
      return client
        .query(
          `with media_rows as (
          insert into media (id, title, description, visibility, interview_date, region_id, original_language_id, created_at, updated_at)
          select id, title, description, visibility, interview_date, region_id, language_id, created, created
          from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[])
            as t(id, title, description, visibility, interview_date, region_id, language_id, created)
        ), transcript_rows as (
          insert into transcripts (media_id, language_id, text, position)
          select id, language_id, text, 0 from unnest($9::int[], $10::int[], $11::text[]) as t(id, language_id, text)
        ), segment_rows as (
          insert into segments (media_id, number, title, start_time, end_time, description, transcript)
          select id, number, title, start_time, start_time, description, transcript
          from unnest($12::int[], $13::int[], $14::text[], $15::text[], $16::text[], $17::text[]) as t(id, number, title, start_time, description, transcript)
        ), participant_rows as (
          insert into participants (media_id, first_name, last_name, role) select * from unnest($18::int[], $19::text[], $20::text[], $21::int[])
        ), topic_rows as (
          insert into media_topics (media_id, topic_id, position) select * from unnest($22::int[], $23::int[], $24::int[])
        ), person_rows as (
          insert into media_important_people (media_id, person_id, position) select * from unnest($25::int[], $26::int[], $27::int[])
        ), place_rows as (
          insert into media_places (media_id, place_id, position) select * from unnest($28::int[], $29::int[], $30::int[])
        ), document_rows as (
          -- As postgresSearch.write stores it: the body's normalised terms as one tsvector.
          insert into search_documents (media_id, body)
          select id, array_to_tsvector(string_to_array(body, ' ')) from unnest($1::int[], $31::text[]) as t(id, body)
        ), word_rows as (
          -- With the video's visibility and dates, as postgresSearch.write stores them (docs/decisions.md §2590).
          insert into search_head_words (term, media_id, groups, visibility, interview_date, created_at)
          select w.term, w.id, w.groups, t.visibility, t.interview_date, t.created
          from unnest($35::text[], $36::int[], $37::smallint[]) as w(term, id, groups)
          join unnest($1::int[], $4::text[], $5::text[], $8::text[]) as t(id, visibility, interview_date, created) on t.id = w.id
        )
        insert into search_heads (media_id, head, a, b, c)
        select id, a || E'\\n' || b || E'\\n' || c, a, b, c from unnest($1::int[], $32::text[], $33::text[], $34::text[]) as t(id, a, b, c)`,
          parameters,
        )
        .then(() => undefined);
    },
    async finish() {
      if (dropped) {
        for (const index of indexes) await client.query(index.indexdef);
        dropped = false;
      }
      await client.query(`select setval(pg_get_serial_sequence('media', 'id'), (select max(id) from media))`);
      await client.query('analyze');
    },
    async megabytes() {
      const { rows } = await client.query<{ size: string }>('select pg_database_size(current_database()) as size');
      return Number(rows[0]!.size) / 1e6;
    },
    close: () => client.end(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
