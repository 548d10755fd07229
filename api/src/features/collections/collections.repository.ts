import type { Insertable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import { perStatement } from '../../db/per-statement.ts';
import { bodyOpen, outsideTrash } from '../access/read-model.ts';
import type { CollectionRow, CollectionTable } from './collections.table.ts';

// SQL only (docs/conventions.md). What the public may see of a member is decided by the access module
// (`bodyOpen`, the read model); this file never names a visibility or access level itself.

export type NewCollection = Omit<Insertable<CollectionTable>, 'id'>;

/** Collections not in the Trash, by title. */
export function listCollections(db: DbOrTx): Promise<CollectionRow[]> {
  return db.selectFrom('collections').selectAll().where('deleted_at', 'is', null).orderBy('title').orderBy('id').execute();
}

/** Collections waiting in the Trash, most recently deleted first. */
export function listDeletedCollections(db: DbOrTx): Promise<CollectionRow[]> {
  return db.selectFrom('collections').selectAll().where('deleted_at', 'is not', null).orderBy('deleted_at', 'desc').execute();
}

export function findCollectionBySlug(db: DbOrTx, slug: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('collections').selectAll().where('slug', '=', slug).where('deleted_at', 'is', null).executeTakeFirst();
}

/** A collection by id, in the Trash too. */
export function findCollectionById(db: DbOrTx, id: number): Promise<CollectionRow | undefined> {
  return db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The collection holding a slug, in the Trash too (a slug stays taken until it is purged). */
export async function slugHolder(db: DbOrTx, slug: string): Promise<number | null> {
  const row = await db.selectFrom('collections').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}

export async function insertCollection(db: DbOrTx, values: NewCollection): Promise<number> {
  const row = await db.insertInto('collections').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCollection(db: DbOrTx, id: number, values: Updateable<CollectionTable>): Promise<void> {
  await db.updateTable('collections').set(values).where('id', '=', id).execute();
}

/** Every member's id in the curated order, hidden ones and those in the Trash included. */
export async function memberIds(db: DbOrTx, collectionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('collection_media')
    .select('media_id')
    .where('collection_id', '=', collectionId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.media_id);
}

/** Members of several collections, each list in its curated order. */
export async function membersOf(db: DbOrTx, collectionIds: number[]): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return members;
  const rows = await db
    .selectFrom('collection_media')
    .select(['collection_id', 'media_id'])
    .where('collection_id', 'in', collectionIds)
    .orderBy('collection_id')
    .orderBy('position')
    .execute();
  for (const row of rows) members.get(row.collection_id)?.push(row.media_id);
  return members;
}

/** A collection's members replaced by `ids`, in that order. */
export async function replaceMembers(db: DbOrTx, collectionId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('collection_media').where('collection_id', '=', collectionId).execute();
  const rows = ids.map((mediaId, position) => ({ collection_id: collectionId, media_id: mediaId, position }));
  for (const run of perStatement(rows)) await db.insertInto('collection_media').values(run).execute();
}

/** Every member the public may see (ids and update times), in the curated order: the IIIF Collection and OAI set. */
export async function publicMembers(db: DbOrTx, collectionId: number, today?: string): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom('collection_media')
    .innerJoin('media', 'media.id', 'collection_media.media_id')
    .select(['media.id', 'media.title'])
    .where('collection_media.collection_id', '=', collectionId)
    .where((eb) => bodyOpen(eb, today))
    .orderBy('collection_media.position')
    .execute();
}

/**
 * Every member the public may see of every collection not in the Trash, with its update time (a poster's address is
 * versioned by it), by collection and in the curated order: what the public answers are made of.
 */
export function allPublicMembers(db: DbOrTx, today?: string): Promise<{ collection_id: number; id: number; updated_at: string }[]> {
  return db
    .selectFrom('collection_media')
    .innerJoin('media', 'media.id', 'collection_media.media_id')
    .innerJoin('collections', 'collections.id', 'collection_media.collection_id')
    .select(['collection_media.collection_id', 'media.id', 'media.updated_at'])
    .where('collections.deleted_at', 'is', null)
    .where((eb) => bodyOpen(eb, today))
    .orderBy('collection_media.collection_id')
    .orderBy('collection_media.position')
    .execute();
}

/**
 * Members as staff see them: the interview's title and state, or its title in the Trash (its row marked there,
 * docs/decisions.md §1902, or a snapshot of one deleted before).
 */
export async function memberDetails(db: DbOrTx, ids: readonly number[]) {
  const live: { id: number; title: string; visibility: 'public' | 'archived'; access: 'open' | 'on_request' | 'sealed' }[] = [];
  const trashed: { media_id: number; title: string }[] = [];
  for (const chunk of perStatement(ids)) {
    live.push(
      ...(await db
        .selectFrom('media')
        .select(['id', 'title', 'visibility', 'access'])
        .where('id', 'in', chunk)
        .where((eb) => outsideTrash(eb))
        .execute()),
    );
    trashed.push(
      ...(await db
        .selectFrom('media')
        .select(['id as media_id', 'title'])
        .where('id', 'in', chunk)
        .where('deleted_at', 'is not', null)
        .execute()),
      ...(await db.selectFrom('media_trash').select(['media_id', 'title']).where('media_id', 'in', chunk).execute()),
    );
  }
  return { live, trashed };
}

/** Those of `ids` that name an interview in the archive or in the Trash. */
export async function knownMediaIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  const known = new Set<number>();
  for (const chunk of perStatement(ids)) {
    for (const row of await db.selectFrom('media').select('id').where('id', 'in', chunk).execute()) known.add(row.id);
    for (const row of await db.selectFrom('media_trash').select('media_id').where('media_id', 'in', chunk).execute())
      known.add(row.media_id);
  }
  return known;
}

/**
 * The slugs of the collections (not in the Trash) each of these interviews is a member of, for those the public may
 * see: the OAI-PMH headers' sets.
 */
export async function publicCollectionSlugsOf(db: DbOrTx, mediaIds: number[], today?: string): Promise<Map<number, string[]>> {
  const slugs = new Map<number, string[]>();
  if (mediaIds.length === 0) return slugs;
  const rows = await db
    .selectFrom('collection_media')
    .innerJoin('collections', 'collections.id', 'collection_media.collection_id')
    .innerJoin('media', 'media.id', 'collection_media.media_id')
    .select(['collection_media.media_id', 'collections.slug'])
    .where('collection_media.media_id', 'in', mediaIds)
    .where('collections.deleted_at', 'is', null)
    .where((eb) => bodyOpen(eb, today))
    .orderBy('collections.slug')
    .execute();
  for (const row of rows) slugs.set(row.media_id, [...(slugs.get(row.media_id) ?? []), row.slug]);
  return slugs;
}

/** The public members of a collection as a subquery of their ids (an OAI-PMH set's records). */
export function publicMemberIdsQuery(db: DbOrTx, collectionId: number, today?: string) {
  return db
    .selectFrom('collection_media')
    .innerJoin('media', 'media.id', 'collection_media.media_id')
    .select('collection_media.media_id')
    .where('collection_media.collection_id', '=', collectionId)
    .where((eb) => bodyOpen(eb, today));
}

/** Interviews deleted for good leave every collection. */
export async function deleteMembershipsOf(db: DbOrTx, mediaIds: readonly number[]): Promise<void> {
  for (const run of perStatement(mediaIds)) await db.deleteFrom('collection_media').where('media_id', 'in', run).execute();
}

/** Collections in the Trash since before `cutoff` (ISO), deleted for good with their memberships; returns how many. */
export async function purgeDeletedCollections(db: DbOrTx, cutoff: string): Promise<number> {
  const expired = await db.selectFrom('collections').select('id').where('deleted_at', '<', cutoff).execute();
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.id);
  await db.deleteFrom('collection_media').where('collection_id', 'in', ids).execute();
  await db.deleteFrom('collections').where('id', 'in', ids).execute();
  return ids.length;
}

/** The slugs of the collections (not in the Trash) each of these interviews is a member of, as staff see them. */
export async function collectionSlugsOf(db: DbOrTx, mediaIds: readonly number[]): Promise<Map<number, string[]>> {
  const slugs = new Map<number, string[]>();
  for (const run of perStatement(mediaIds)) {
    const rows = await db
      .selectFrom('collection_media')
      .innerJoin('collections', 'collections.id', 'collection_media.collection_id')
      .select(['collection_media.media_id', 'collections.slug'])
      .where('collection_media.media_id', 'in', run)
      .where('collections.deleted_at', 'is', null)
      .orderBy('collections.slug')
      .execute();
    for (const row of rows) slugs.set(row.media_id, [...(slugs.get(row.media_id) ?? []), row.slug]);
  }
  return slugs;
}

/** Every collection's slug (not in the Trash) with its id. */
export async function collectionIdsBySlug(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.selectFrom('collections').select(['id', 'slug']).where('deleted_at', 'is', null).execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** An interview joins a collection at its end (a spreadsheet import). */
export async function appendMember(db: DbOrTx, collectionId: number, mediaId: number): Promise<void> {
  const last = await db
    .selectFrom('collection_media')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  await db.insertInto('collection_media').values({ collection_id: collectionId, media_id: mediaId, position }).execute();
}

/** An interview leaves a collection; a collection it stood for as cover takes its first member the reader may see. */
export async function removeMember(db: DbOrTx, collectionId: number, mediaId: number): Promise<void> {
  await db.deleteFrom('collection_media').where('collection_id', '=', collectionId).where('media_id', '=', mediaId).execute();
  await db
    .updateTable('collections')
    .set({ cover_media_id: null })
    .where('id', '=', collectionId)
    .where('cover_media_id', '=', mediaId)
    .execute();
}
