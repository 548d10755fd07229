import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import { perStatement } from '../../db/per-statement.ts';
import { outsideTrash, recordShown } from '../access/read-model.ts';
import type { MediaRowUpdate, NewMediaRow } from './media.table.ts';

// SQL only: every function takes the database or a transaction first (docs/conventions.md).

type LookupName = 'languages' | 'topics' | 'important_people' | 'places';

/** The id of a named lookup row, creating it when missing. */
export async function upsertLookup(db: DbOrTx, table: LookupName, name: string): Promise<number> {
  await db
    .insertInto(table)
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function findOrInsertRegion(
  db: DbOrTx,
  region: { name: string; latitude: number | null; longitude: number | null },
): Promise<number> {
  let query = db.selectFrom('regions').select('id').where('name', '=', region.name);
  query = region.latitude === null ? query.where('latitude', 'is', null) : query.where('latitude', '=', region.latitude);
  query = region.longitude === null ? query.where('longitude', 'is', null) : query.where('longitude', '=', region.longitude);
  const found = await query.executeTakeFirst();
  if (found) return found.id;
  const inserted = await db.insertInto('regions').values(region).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertMedia(db: DbOrTx, row: NewMediaRow): Promise<number> {
  const inserted = await db.insertInto('media').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Returns how many rows changed (0 for an unknown id). */
export async function updateMedia(db: DbOrTx, id: number, changes: MediaRowUpdate): Promise<number> {
  const result = await db.updateTable('media').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function updateVisibility(db: DbOrTx, ids: number[], visibility: 'public' | 'archived', now: string) {
  const result = await db.updateTable('media').set({ visibility, updated_at: now }).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A public video's stored view count; null when unknown, archived or in the trash. */
export async function findPublicViews(db: DbOrTx, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('media')
    .select('views')
    .where('id', '=', id)
    .where((eb) => recordShown(eb))
    .executeTakeFirst();
  return row?.views ?? null;
}

/** Adds counted plays, many videos in one statement (ids of deleted videos match nothing). */
export async function addViews(db: DbOrTx, counts: ReadonlyMap<number, number>): Promise<void> {
  const entries = [...counts];
  for (let i = 0; i < entries.length; i += 500) {
    const chunk = entries.slice(i, i + 500);
    const added = sql<number>`case ${sql.ref('id')} ${sql.join(
      chunk.map(([id, n]) => sql`when ${id} then cast(${n} as integer)`),
      sql` `,
    )} else 0 end`;
    await db
      .updateTable('media')
      .set((eb) => ({ views: eb('views', '+', added) }))
      .where(
        'id',
        'in',
        chunk.map(([id]) => id),
      )
      .execute();
  }
}

export async function deleteMedia(db: DbOrTx, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('media').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the video exists outside the trash. */
export async function mediaExists(db: DbOrTx, id: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('media')
      .select('id')
      .where('id', '=', id)
      .where((eb) => outsideTrash(eb))
      .executeTakeFirst()) !== undefined
  );
}

/** Replaces the ordered name links (topics, important people, places) of one video. */
export async function replaceNameLinks(
  db: DbOrTx,
  mediaId: number,
  links: { topics: string[]; important_people: string[]; places: string[] },
): Promise<void> {
  await db.deleteFrom('media_topics').where('media_id', '=', mediaId).execute();
  await db.deleteFrom('media_important_people').where('media_id', '=', mediaId).execute();
  await db.deleteFrom('media_places').where('media_id', '=', mediaId).execute();
  for (const [position, name] of unique(links.topics).entries()) {
    const topicId = await upsertLookup(db, 'topics', name);
    await db.insertInto('media_topics').values({ media_id: mediaId, topic_id: topicId, position }).execute();
  }
  for (const [position, name] of unique(links.important_people).entries()) {
    const personId = await upsertLookup(db, 'important_people', name);
    await db.insertInto('media_important_people').values({ media_id: mediaId, person_id: personId, position }).execute();
  }
  for (const [position, name] of unique(links.places).entries()) {
    const placeId = await upsertLookup(db, 'places', name);
    await db.insertInto('media_places').values({ media_id: mediaId, place_id: placeId, position }).execute();
  }
}

/** A transcript as saved; flags left out keep what the same language had (the wizard never sends them). */
export interface TranscriptWrite {
  language: string;
  text: string;
  machine_generated?: boolean;
  corrected?: boolean;
}

export async function replaceTranscripts(db: DbOrTx, mediaId: number, transcripts: TranscriptWrite[]): Promise<void> {
  const previous = await db
    .selectFrom('transcripts')
    .select(['language_id', 'machine_generated', 'corrected'])
    .where('media_id', '=', mediaId)
    .execute();
  const flagsOf = new Map(previous.map((row) => [row.language_id, row]));
  await db.deleteFrom('transcripts').where('media_id', '=', mediaId).execute();
  for (const [position, t] of transcripts.entries()) {
    const languageId = await upsertLookup(db, 'languages', t.language);
    const before = flagsOf.get(languageId);
    const machine = t.machine_generated ?? before?.machine_generated === 1;
    const corrected = machine && (t.corrected ?? before?.corrected === 1);
    await db
      .insertInto('transcripts')
      .values({
        media_id: mediaId,
        language_id: languageId,
        text: t.text,
        position,
        machine_generated: machine ? 1 : 0,
        corrected: corrected ? 1 : 0,
      })
      .execute();
  }
}

function unique(names: string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter(Boolean))];
}

/** Stamps videos changed: what the public sees of them changed beside their row (the write path's `publicChanged`). */
export async function touchMediaRows(db: DbOrTx, ids: number[], now: string): Promise<void> {
  // In chunks: a collection's save may stamp thousands, far past the databases' limits on bound parameters.
  for (const run of perStatement(ids)) await db.updateTable('media').set({ updated_at: now }).where('id', 'in', run).execute();
}
