import { ROLE_HOST } from '#contracts/constants';
import type { MediaSummary } from '#contracts/media';
import { normalizeSearchText, toIndexPairs, toIndexTerms } from '#contracts/search-text';
import type { DbOrTx } from '../../db/database.ts';
import type { IndexDocument } from '../../db/dialect/search-engine.ts';
import { type AccessColumns, searchableTexts } from '../access/access-rule.ts';
import { MAX_TERM_LENGTH } from './search-query.ts';
import { outsideTrash } from '../access/read-model.ts';

/** Everything a visitor can see of one video that search looks at, as the original text. */
export interface SearchSource {
  id: number;
  title: string;
  description: string;
  interviewDate: string | null;
  region: string | null;
  originalLanguage: string | null;
  guests: string[];
  hosts: string[];
  importantPeople: string[];
  places: string[];
  topics: string[];
  transcripts: { language: string; text: string }[];
  segments: { number: number; title: string; description: string; transcript: string; startTime: string; endTime: string }[];
}

/** A video's transcripts and segments, as snippets are cut from them. */
export type SearchBody = Pick<SearchSource, 'transcripts' | 'segments'>;

/** Roughly the memory a body takes (two bytes a character): what bounds a cache of them. */
export const sizeOfSearchBody = (body: SearchBody): number =>
  2 *
  (body.transcripts.reduce((n, t) => n + t.text.length, 0) +
    body.segments.reduce((n, s) => n + s.title.length + s.description.length + s.transcript.length, 0));

/**
 * The metadata a search looks at, from a video already presented for a page, so a search page
 * reads the videos' metadata once; transcripts and segments are left empty (loadSearchBodies reads
 * them, for the videos whose body matched).
 */
export function searchSourceOf(summary: MediaSummary): SearchSource {
  const byRole = (host: boolean) =>
    summary.participants.filter((p) => (p.role === ROLE_HOST) === host).map((p) => `${p.first_name} ${p.last_name}`);
  return {
    id: summary.id,
    title: summary.title,
    description: summary.description,
    interviewDate: summary.interview_date,
    region: summary.region?.name ?? null,
    originalLanguage: summary.original_language,
    guests: byRole(false),
    hosts: byRole(true),
    importantPeople: summary.important_people.map((p) => p.name),
    places: summary.places,
    topics: summary.topics.map((t) => t.name),
    transcripts: [],
    segments: [],
  };
}

/** The transcripts and segments of videos, for snippets (two statements whatever the count). */
export async function loadSearchBodies(db: DbOrTx, ids: number[]): Promise<Map<number, SearchBody>> {
  const bodies = new Map(
    ids.map((id) => [id, { transcripts: [] as SearchSource['transcripts'], segments: [] as SearchSource['segments'] }]),
  );
  if (ids.length === 0) return bodies;
  // The access rule's columns ride along with the texts (no statement of their own).
  const [transcripts, segments] = await Promise.all([
    db
      .selectFrom('transcripts')
      .innerJoin('languages', 'languages.id', 'transcripts.language_id')
      .innerJoin('media', 'media.id', 'transcripts.media_id')
      .select(['transcripts.media_id', 'transcripts.text', 'languages.name as language', ...ACCESS_COLUMNS])
      .where('transcripts.media_id', 'in', ids)
      .orderBy('transcripts.position')
      .execute(),
    db
      .selectFrom('segments')
      .innerJoin('media', 'media.id', 'segments.media_id')
      .select([
        'segments.media_id',
        'segments.number',
        'segments.title',
        'segments.description',
        'segments.transcript',
        'segments.start_time',
        'segments.end_time',
        ...ACCESS_COLUMNS,
      ])
      .where('segments.media_id', 'in', ids)
      .orderBy('segments.number')
      .orderBy('segments.id')
      .execute(),
  ]);
  const access = new Map<number, AccessColumns>();
  for (const r of transcripts) {
    access.set(r.media_id, r);
    bodies.get(r.media_id)?.transcripts.push({ language: r.language, text: r.text });
  }
  for (const r of segments) {
    access.set(r.media_id, r);
    bodies.get(r.media_id)?.segments.push(segmentSource(r));
  }
  return asSearchable(bodies, access);
}

/**
 * Loads the searchable text of videos for indexing; transcripts and segments only for `bodyIds`.
 * If the grouping below changes, existing rows need a new reindexing migration (the
 * backfill in 2026_11_22_002 is a frozen copy).
 */
export async function loadSearchSources(db: DbOrTx, ids: number[], bodyIds = ids): Promise<Map<number, SearchSource>> {
  if (ids.length === 0) return new Map();
  const bodyFilter = bodyIds.length ? bodyIds : [-1];
  const [media, topics, people, places, participants, transcripts, segments] = await Promise.all([
    db
      .selectFrom('media')
      .leftJoin('regions', 'regions.id', 'media.region_id')
      .leftJoin('languages', 'languages.id', 'media.original_language_id')
      .select([
        'media.id',
        'media.title',
        'media.description',
        'media.interview_date',
        'regions.name as region',
        'languages.name as language',
        ...ACCESS_COLUMNS,
      ])
      .where('media.id', 'in', ids)
      // A video in the trash leaves the index (docs/decisions.md §1902).
      .where((eb) => outsideTrash(eb))
      .execute(),
    db
      .selectFrom('media_topics')
      .innerJoin('topics', 'topics.id', 'media_topics.topic_id')
      .select(['media_topics.media_id', 'topics.name'])
      .where('media_topics.media_id', 'in', ids)
      .orderBy('media_topics.position')
      .execute(),
    db
      .selectFrom('media_important_people')
      .innerJoin('important_people', 'important_people.id', 'media_important_people.person_id')
      .select(['media_important_people.media_id', 'important_people.name'])
      .where('media_important_people.media_id', 'in', ids)
      .orderBy('media_important_people.position')
      .execute(),
    db
      .selectFrom('media_places')
      .innerJoin('places', 'places.id', 'media_places.place_id')
      .select(['media_places.media_id', 'places.name'])
      .where('media_places.media_id', 'in', ids)
      .orderBy('media_places.position')
      .execute(),
    db
      .selectFrom('participants')
      .select(['media_id', 'first_name', 'last_name', 'role'])
      .where('media_id', 'in', ids)
      .orderBy('role')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('transcripts')
      .innerJoin('languages', 'languages.id', 'transcripts.language_id')
      .select(['transcripts.media_id', 'transcripts.text', 'languages.name as language'])
      .where('transcripts.media_id', 'in', bodyFilter)
      .orderBy('transcripts.position')
      .execute(),
    db
      .selectFrom('segments')
      .select(['media_id', 'number', 'title', 'description', 'transcript', 'start_time', 'end_time'])
      .where('media_id', 'in', bodyFilter)
      .orderBy('number')
      .orderBy('id')
      .execute(),
  ]);
  const sources = new Map<number, SearchSource>(
    media.map((m) => [
      m.id,
      {
        id: m.id,
        title: m.title,
        description: m.description,
        interviewDate: m.interview_date,
        region: m.region,
        originalLanguage: m.language,
        guests: [],
        hosts: [],
        importantPeople: [],
        places: [],
        topics: [],
        transcripts: [],
        segments: [],
      },
    ]),
  );
  const each = <T extends { media_id: number }>(rows: T[], add: (s: SearchSource, row: T) => void) => {
    for (const row of rows) {
      const source = sources.get(row.media_id);
      if (source) add(source, row);
    }
  };
  each(topics, (s, r) => s.topics.push(r.name));
  each(people, (s, r) => s.importantPeople.push(r.name));
  each(places, (s, r) => s.places.push(r.name));
  // Any role other than host is shown and searched as a guest (docs/behaviour.md §3: 1 host, 2 guest).
  each(participants, (s, r) => (r.role === ROLE_HOST ? s.hosts : s.guests).push(`${r.first_name} ${r.last_name}`));
  each(transcripts, (s, r) => s.transcripts.push({ language: r.language, text: r.text }));
  each(segments, (s, r) => s.segments.push(segmentSource(r)));
  return asSearchable(sources, new Map(media.map((m) => [m.id, m])));
}

/** The media columns the access rule decides from, read with the texts. */
const ACCESS_COLUMNS = ['media.id', 'media.visibility', 'media.access', 'media.sealed_until', 'media.redactions'] as const;

const segmentSource = (r: {
  number: number;
  title: string;
  description: string;
  transcript: string;
  start_time: string;
  end_time: string;
}) => ({
  number: r.number,
  title: r.title,
  description: r.description,
  transcript: r.transcript,
  startTime: r.start_time,
  endTime: r.end_time,
});

/** Search holds, and cuts snippets from, only what the public sees today (docs/behaviour.md §300). */
function asSearchable<B extends SearchBody>(bodies: Map<number, B>, access: Map<number, AccessColumns>): Map<number, B> {
  for (const [id, body] of bodies) {
    const row = access.get(id);
    if (row) bodies.set(id, searchableTexts(body, row));
  }
  return bodies;
}

/** Distinct terms: the index stores which columns hold a term, never how often (detail=column). */
const terms = (texts: (string | null | undefined)[]) => [
  ...new Set(texts.flatMap((t) => (t ? toIndexTerms(t) : [])).map((t) => t.slice(0, MAX_TERM_LENGTH))),
];

/** Fields normalised and joined by a newline (normalisation turns every newline inside a field into a space). */
const head = (texts: (string | null | undefined)[]) =>
  texts
    .flatMap((t) => (t ? [normalizeSearchText(t)] : []))
    .filter((t) => t !== '')
    .join('\n');

/** The metadata groups as the substring index holds them: a = title and people, b = places, c = the rest (see IndexDocument). */
export function searchHeads(source: SearchSource): IndexDocument['heads'] {
  return {
    a: head([source.title, ...source.guests, ...source.hosts, ...source.importantPeople]),
    b: head([source.region, ...source.places, ...source.topics]),
    c: head([source.description, source.originalLanguage, source.interviewDate]),
  };
}

/** What the index holds of a video (see IndexDocument): the body's words, then its word pairs (phrases). */
export function buildSearchDocument(source: SearchSource): IndexDocument {
  const texts = [...source.transcripts.map((t) => t.text), ...source.segments.flatMap((s) => [s.title, s.description, s.transcript])];
  const pairs = new Set(texts.flatMap((t) => toIndexPairs(t, MAX_TERM_LENGTH)));
  return { heads: searchHeads(source), body: [...terms(texts), ...pairs] };
}
