import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { jsonArrayAgg, jsonObject, parseJsonColumn } from '../../db/dialect/json-aggregate.ts';
import type { ParticipantRow } from '../participants/participants.table.ts';
import type { SegmentRow } from '../segments/segments.table.ts';
import { outsideTrash, storedVisibility, type Visibility } from '../access/read-model.ts';

// Read queries for videos: a page's ids in the page's order (from an index), then the page's
// videos with their names and participants in one statement, so a list of N videos costs a
// fixed number of statements, never N.

export type MediaOrder = 'recent' | 'oldest' | 'views';

export interface MediaListFilter {
  /** The stored visibility kept: the read model's (access/read-model.ts `listedVisibility`). */
  visibility?: Visibility;
  ids?: number[];
  /** Region names as stored (a province or commune resolved to its places by the service). */
  regionNames?: string[];
  place?: string;
  topic?: string;
  language?: string;
  /** First year of a decade: 1990 keeps interviews dated 1990-01-01 … 1999-12-31. */
  decade?: number;
  /** A guest or host by full name. */
  person?: string;
  /** The search engine's matching ids as a subquery (composed, never re-implemented here). */
  matching?: RawBuilder<unknown>;
}

/**
 * Every list filter as one condition on `media`: lists, counts, facet counts and the search
 * engine's `within` all use it, so they always agree. Each facet is an uncorrelated
 * `media.id in (…)` subquery served by the link tables' indexes (no per-row work).
 */
export function listFilter(eb: ExpressionBuilder<Database, 'media'>, filter: MediaListFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.visibility) conditions.push(storedVisibility(eb, filter.visibility));
  // A video in the trash is in no list, the staff's included (docs/decisions.md §1902).
  conditions.push(outsideTrash(eb));
  if (filter.ids) conditions.push(eb('media.id', 'in', filter.ids.length ? filter.ids : [-1]));
  if (filter.regionNames) {
    const names = filter.regionNames.length ? filter.regionNames : [''];
    conditions.push(eb('media.region_id', 'in', eb.selectFrom('regions').select('regions.id').where('regions.name', 'in', names)));
  }
  if (filter.place !== undefined) {
    conditions.push(
      eb(
        'media.id',
        'in',
        eb
          .selectFrom('media_places')
          .innerJoin('places', 'places.id', 'media_places.place_id')
          .select('media_places.media_id')
          .where('places.name', '=', filter.place),
      ),
    );
  }
  if (filter.topic !== undefined) {
    conditions.push(
      eb(
        'media.id',
        'in',
        eb
          .selectFrom('media_topics')
          .innerJoin('topics', 'topics.id', 'media_topics.topic_id')
          .select('media_topics.media_id')
          .where('topics.name', '=', filter.topic),
      ),
    );
  }
  if (filter.language !== undefined) {
    conditions.push(
      eb(
        'media.original_language_id',
        'in',
        eb.selectFrom('languages').select('languages.id').where('languages.name', '=', filter.language),
      ),
    );
  }
  if (filter.decade !== undefined) {
    conditions.push(eb('media.interview_date', '>=', String(filter.decade)));
    conditions.push(eb('media.interview_date', '<', String(filter.decade + 10)));
  }
  if (filter.person !== undefined) {
    conditions.push(
      eb('media.id', 'in', eb.selectFrom('participants').select('participants.media_id').where(participantName, '=', filter.person)),
    );
  }
  if (filter.matching) conditions.push(sql<SqlBool>`media.id in (${filter.matching})`);
  return eb.and(conditions);
}

/** A participant's full name as shown on the site ("first last"): the person facet's value. */
export const participantName = sql<string>`participants.first_name || ' ' || participants.last_name`;

/** The ids of the filtered list, in the list's order. */
function idsInOrder(db: DbOrTx, filter: MediaListFilter, order: MediaOrder) {
  const query = db
    .selectFrom('media')
    .select('media.id')
    .where((eb) => listFilter(eb, filter));
  return order === 'oldest'
    ? query
        .orderBy('media.interview_date', (ob) => ob.asc().nullsLast())
        .orderBy('media.created_at', 'asc')
        .orderBy('media.id', 'asc')
    : order === 'recent'
      ? query
          .orderBy('media.interview_date', (ob) => ob.desc().nullsLast())
          .orderBy('media.created_at', 'desc')
          .orderBy('media.id', 'desc')
      : query.orderBy('media.views', 'desc').orderBy('media.id', 'desc');
}

type PlainPage = { visibility: Visibility; limit: number; offset: number };

/**
 * A list without facets or search words (most lists: the archive's first pages, recent, most
 * watched) filters on visibility alone: its statements are built and compiled once per order
 * (docs/decisions.md §1330), the same SQL the filter would write.
 */
const plainPage = (order: MediaOrder) =>
  compiledOnce((db, { visibility, limit, offset }: PlainPage) => idsInOrder(db, { visibility }, order).limit(limit).offset(offset));
const plainPages = { recent: plainPage('recent'), oldest: plainPage('oldest'), views: plainPage('views') };
const plainCount = compiledOnce((db, { visibility }: { visibility: Visibility }) => countOf(db, { visibility }));

/** The visibility when it is the filter's only condition. */
const onlyVisibility = ({ visibility, ...others }: MediaListFilter): Visibility | null =>
  visibility !== undefined && Object.values(others).every((value) => value === undefined) ? visibility : null;

/** The ids of one page of the filtered list, in the list's order. */
export async function listMediaIds(
  db: DbOrTx,
  filter: MediaListFilter,
  order: MediaOrder,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const visibility = onlyVisibility(filter);
  const rows =
    visibility === null
      ? await idsInOrder(db, filter, order).limit(page.limit).offset(page.offset).execute()
      : await plainPages[order].execute(db, { visibility, ...page });
  return rows.map((r) => r.id);
}

/** The names of a video's topics, important people or places, in their order, as a JSON array. */
function linkedNames(
  dialect: DialectName,
  link: 'media_topics' | 'media_important_people' | 'media_places',
  names: 'topics' | 'important_people' | 'places',
  key: 'topic_id' | 'person_id' | 'place_id',
) {
  return sql`(select ${jsonArrayAgg(dialect, sql`n.name`, sql`l.position`)}
    from ${sql.table(link)} l join ${sql.table(names)} n on n.id = l.${sql.ref(key)} where l.media_id = media.id)`;
}

/**
 * Every column of a table's rows, in the table's order: a row kept as JSON carries what a plain
 * select would (the type lists them all, so a new column cannot be left out).
 */
const rowOf = <R>(dialect: DialectName, alias: string, columns: { [C in keyof R]-?: true }) =>
  jsonObject(dialect, Object.fromEntries(Object.keys(columns).map((c) => [c, sql.ref(`${alias}.${c}`)])));

/** A video's participants (hosts first, then by id) as a JSON array of their rows. */
function participantsOf(dialect: DialectName) {
  const row = rowOf<ParticipantRow>(dialect, 'p', { id: true, media_id: true, first_name: true, last_name: true, phone: true, role: true });
  return sql`(select ${jsonArrayAgg(dialect, row, sql`p.role, p.id`)} from participants p where p.media_id = media.id)`;
}

/** A video's segments (by number, then id) as a JSON array of their rows. */
function segmentsOf(dialect: DialectName) {
  const row = rowOf<SegmentRow>(dialect, 's', {
    id: true,
    media_id: true,
    number: true,
    title: true,
    start_time: true,
    end_time: true,
    description: true,
    transcript: true,
  });
  return sql`(select ${jsonArrayAgg(dialect, row, sql`s.number, s.id`)} from segments s where s.media_id = media.id)`;
}

/** A video's transcripts, in their order, as a JSON array of their id, text and language. */
function transcriptsOf(dialect: DialectName) {
  const row = jsonObject(dialect, {
    id: sql.ref('t.id'),
    text: sql.ref('t.text'),
    language: sql.ref('lang.name'),
    machine_generated: sql.ref('t.machine_generated'),
    corrected: sql.ref('t.corrected'),
  });
  return sql`(select ${jsonArrayAgg(dialect, row, sql`t.position`)}
    from transcripts t join languages lang on lang.id = t.language_id where t.media_id = media.id)`;
}

function selectMediaPage(db: DbOrTx, dialect: DialectName) {
  return db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .leftJoin('languages', 'languages.id', 'media.original_language_id')
    .selectAll('media')
    .select([
      'regions.name as region_name',
      'regions.latitude as region_latitude',
      'regions.longitude as region_longitude',
      'languages.name as original_language',
      linkedNames(dialect, 'media_topics', 'topics', 'topic_id').as('topics'),
      linkedNames(dialect, 'media_important_people', 'important_people', 'person_id').as('important_people'),
      linkedNames(dialect, 'media_places', 'places', 'place_id').as('places'),
      participantsOf(dialect).as('participants'),
    ]);
}
type MediaPageQueryRow = Awaited<ReturnType<ReturnType<typeof selectMediaPage>['executeTakeFirstOrThrow']>>;

/** A video's row with the names and participants linked to it. */
export type MediaPageRow = Omit<MediaPageQueryRow, 'topics' | 'important_people' | 'places' | 'participants'> & {
  topics: string[];
  important_people: string[];
  places: string[];
  participants: ParticipantRow[];
};

/**
 * The videos of a page, each with its relations, in one statement: relations are gathered only
 * for these ids (never inside an ordered scan, where they would be worked out for every row
 * the sort reads). In no particular order; unknown ids are left out.
 */
export async function findMediaPage(db: DbOrTx, dialect: DialectName, ids: number[]): Promise<MediaPageRow[]> {
  if (ids.length === 0) return [];
  return (
    await selectMediaPage(db, dialect)
      .where('media.id', 'in', ids)
      .where((eb) => outsideTrash(eb))
      .execute()
  ).map(pageRow);
}

/** A row of selectMediaPage with its JSON columns read. */
const pageRow = <R extends MediaPageQueryRow>({ topics, important_people, places, participants, ...row }: R) => ({
  ...row,
  topics: parseJsonColumn<string[]>(topics),
  important_people: parseJsonColumn<string[]>(important_people),
  places: parseJsonColumn<string[]>(places),
  participants: parseJsonColumn<ParticipantRow[]>(participants),
});

/** One video whole, built and compiled once per database (a detail's one statement: docs/decisions.md §1330). */
const wholeStatement = (dialect: DialectName) =>
  compiledOnce((db, { id }: { id: number }) =>
    selectMediaPage(db, dialect)
      .select([transcriptsOf(dialect).as('transcripts'), segmentsOf(dialect).as('segments')])
      .where('media.id', '=', id)
      .where((eb) => outsideTrash(eb)),
  );
const mediaWhole = { sqlite: wholeStatement('sqlite'), postgres: wholeStatement('postgres') };

export interface TranscriptRow {
  id: number;
  text: string;
  language: string;
  /** 0 or 1 (docs/behaviour.md §700) */
  machine_generated: number;
  corrected: number;
}
/** A video's row with its relations, transcripts and segments: everything a detail or a snapshot shows. */
export type MediaWholeRow = MediaPageRow & { transcripts: TranscriptRow[]; segments: SegmentRow[] };

/**
 * One video whole, in one statement (one round trip on PostgreSQL, where three had cost the
 * server process about 0.3 ms more CPU: docs/decisions.md §121); null when unknown.
 */
export async function findMediaWhole(db: DbOrTx, dialect: DialectName, id: number): Promise<MediaWholeRow | null> {
  const row = await mediaWhole[dialect].executeTakeFirst(db, { id });
  return row
    ? {
        ...pageRow(row),
        transcripts: parseJsonColumn<TranscriptRow[]>(row.transcripts),
        segments: parseJsonColumn<SegmentRow[]>(row.segments),
      }
    : null;
}

function countOf(db: DbOrTx, filter: MediaListFilter) {
  return db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => listFilter(eb, filter));
}

export async function countMedia(db: DbOrTx, filter: MediaListFilter): Promise<number> {
  const visibility = onlyVisibility(filter);
  const row = visibility === null ? await countOf(db, filter).executeTakeFirst() : await plainCount.executeTakeFirst(db, { visibility });
  return Number(row?.count ?? 0);
}

/** Ids and titles of every video in the filtered list, for sorting by title in the page's collation. */
export function listMediaTitles(db: DbOrTx, filter: MediaListFilter) {
  return db
    .selectFrom('media')
    .select(['media.id', 'media.title'])
    .where((eb) => listFilter(eb, filter));
}

/** Every distinct region name: few rows, resolved against the gazetteer by the service. */
export async function listRegionNames(db: DbOrTx): Promise<string[]> {
  return (await db.selectFrom('regions').select('name').distinct().execute()).map((r) => r.name);
}
