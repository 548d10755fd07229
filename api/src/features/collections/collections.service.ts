import {
  type AdminCollection,
  type AdminCollectionList,
  type AdminMember,
  type CollectionInput,
  CollectionInputSchema,
} from '#contracts/collections';
import type { CollectionCard } from '#contracts/collections';
import { ErrorCode } from '#contracts/errors';
import type { WriteContext } from '../../db/db-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { ReadThrough } from '../../lib/caches.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { readKept } from '../../lib/kept-by-statement.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { pictureFor } from '../media/media.presenter.ts';
import { presentAdminCollection, presentCard } from './collections.presenter.ts';
import * as repo from './collections.repository.ts';
import type { CollectionRow } from './collections.table.ts';

// Collections (docs/behaviour.md §1200). A change of members is a write of those interviews: it goes through the one
// write path, which stamps nothing itself; the work here stamps the members that joined or left, so their OAI-PMH
// datestamps move (their records' sets changed). A new order alone changes no interview.

/** What every public answer of collections is made from: each collection's public members and its poster. */
export interface CollectionIndex {
  /** Collections not in the Trash, by title. */
  rows: CollectionRow[];
  /** The members the public may see of each collection that has any, in the curated order. */
  media: Map<number, number[]>;
  /** The cover's picture where the public may see the cover, else the first member's the public may see. */
  posters: Map<number, string>;
}

/** Reads and works out the index (members as the read model lets the public see them today). */
async function buildCollectionIndex(db: DbOrTx): Promise<CollectionIndex> {
  const [rows, members] = await Promise.all([repo.listCollections(db), repo.allPublicMembers(db)]);
  const media = new Map<number, number[]>();
  const updated = new Map<number, string>();
  for (const member of members) {
    const ids = media.get(member.collection_id) ?? [];
    if (ids.length === 0) media.set(member.collection_id, ids);
    ids.push(member.id);
    updated.set(member.id, member.updated_at);
  }
  const posters = new Map<number, string>();
  for (const row of rows) {
    const ids = media.get(row.id);
    if (!ids) continue;
    const shown = row.cover_media_id !== null && ids.includes(row.cover_media_id) ? row.cover_media_id : ids[0]!;
    posters.set(row.id, pictureFor({ id: shown, updated_at: updated.get(shown)! }));
  }
  return { rows, media, posters };
}

/**
 * The index, through the kept one where there is one (public reads: the caches' owner forgets it with every answer
 * made of many interviews, as it does the places' index, docs/decisions.md §2310), so a collection of a thousand
 * interviews answers a page from memory.
 */
const collectionIndex = (db: DbOrTx, kept: ReadThrough<string, CollectionIndex> | null): Promise<CollectionIndex> =>
  readKept(kept, 'collections', () => buildCollectionIndex(db));

const cardOf = (index: CollectionIndex, row: CollectionRow) =>
  presentCard(row, index.media.get(row.id)?.length ?? 0, index.posters.get(row.id) ?? null);

/** The public's cards: every collection not in the Trash, with how many members the public may see and a poster. */
export async function listPublicCollections(
  db: DbOrTx,
  kept: ReadThrough<string, CollectionIndex> | null = null,
): Promise<CollectionCard[]> {
  const index = await collectionIndex(db, kept);
  return index.rows.map((row) => cardOf(index, row));
}

/** A collection's card and its public members' ids in order, or null when there is none (or it is in the Trash). */
export async function publicCollectionCard(
  db: DbOrTx,
  slug: string,
  kept: ReadThrough<string, CollectionIndex> | null = null,
): Promise<{ row: CollectionRow; card: CollectionCard; ids: number[] } | null> {
  const index = await collectionIndex(db, kept);
  const row = index.rows.find((r) => r.slug === slug);
  return row ? { row, card: cardOf(index, row), ids: index.media.get(row.id) ?? [] } : null;
}

/** Every collection not in the Trash, as staff see it (members by id, hidden ones included). */
export async function listAdminCollections(db: DbOrTx): Promise<AdminCollectionList> {
  const rows = await repo.listCollections(db);
  const members = await repo.membersOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    results: rows.map((row) => {
      const { members: _details, ...collection } = presentAdminCollection(row, members.get(row.id) ?? [], []);
      return { ...collection, count: collection.media.length };
    }),
  };
}

export async function adminCollection(db: DbOrTx, id: number): Promise<AdminCollection> {
  const row = await repo.findCollectionById(db, id);
  if (!row || row.deleted_at !== null) throw notFound('Collection not found');
  const ids = await repo.memberIds(db, id);
  const { live, trashed } = await repo.memberDetails(db, ids);
  const liveById = new Map(live.map((m) => [m.id, m]));
  const trashedById = new Map(trashed.map((m) => [m.media_id, m]));
  const members = ids.map((mediaId): AdminMember => {
    const found = liveById.get(mediaId);
    if (found) return { id: mediaId, title: found.title, visibility: found.visibility, access: found.access, in_trash: false };
    return { id: mediaId, title: trashedById.get(mediaId)?.title ?? '', visibility: null, access: null, in_trash: true };
  });
  return presentAdminCollection(row, ids, members);
}

type CheckedInput = ReturnType<typeof CollectionInputSchema.parse>;

/** The input as it is saved: each member once, in the order first given. */
function parseInput(raw: CollectionInput): CheckedInput {
  const input = CollectionInputSchema.parse(raw);
  return { ...input, media: [...new Set(input.media)] };
}

/** A collection's own columns as an input sets them (its members are written apart). */
function ownFields(input: CheckedInput) {
  return {
    slug: input.slug,
    title: input.title,
    title_ar: input.title_ar,
    description: input.description,
    description_ar: input.description_ar,
    cover_media_id: input.cover,
  };
}

/**
 * Every member known, the cover a member, the slug free. Checked inside the save's transaction only: another save may
 * take the slug, or a member be purged, until then.
 */
async function checkInput(db: DbOrTx, input: CheckedInput, ownId: number | null): Promise<void> {
  const { media } = input;
  const known = await repo.knownMediaIds(db, media);
  const unknown = media.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      ErrorCode.badRequest,
      `No interview has the id ${unknown.join(', ')}.`,
      unknown.map((id) => ({ path: `media.${media.indexOf(id)}`, message: `No interview has the id ${id}.` })),
    );
  }
  if (input.cover !== null && !media.includes(input.cover)) {
    throw new HttpError(400, ErrorCode.badRequest, 'The cover must be one of the collection’s interviews.', [
      { path: 'cover', message: 'Choose the cover among the collection’s interviews.' },
    ]);
  }
  const holder = await repo.slugHolder(db, input.slug);
  if (holder !== null && holder !== ownId) {
    throw new HttpError(409, ErrorCode.conflict, `Another collection has the address “${input.slug}”.`, [
      { path: 'slug', message: 'Another collection has this address.' },
    ]);
  }
}

/** Ids in one list and not the other: the interviews whose membership a save changes. */
const difference = (before: readonly number[], after: readonly number[]) => {
  const a = new Set(before);
  const b = new Set(after);
  return [...new Set([...before.filter((id) => !b.has(id)), ...after.filter((id) => !a.has(id))])];
};

export async function createCollection(ctx: WriteContext, raw: CollectionInput): Promise<{ id: number; slug: string }> {
  const input = parseInput(raw);
  return writeInterviews(
    ctx,
    input.media,
    async ({ trx, found, now, publicChanged }) => {
      await checkInput(trx, input, null);
      const id = await repo.insertCollection(trx, { ...ownFields(input), created_at: now, updated_at: now });
      await repo.replaceMembers(trx, id, input.media);
      for (const member of found) publicChanged(member);
      return { id, slug: input.slug };
    },
    { versions: false },
  );
}

export async function updateCollection(ctx: WriteContext, id: number, raw: CollectionInput): Promise<void> {
  const existing = await repo.findCollectionById(ctx.db, id);
  if (!existing || existing.deleted_at !== null) throw notFound('Collection not found');
  const input = parseInput(raw);
  const changed = difference(await repo.memberIds(ctx.db, id), input.media);
  await writeInterviews(
    ctx,
    changed,
    async ({ trx, found, now, publicChanged }) => {
      const row = await repo.findCollectionById(trx, id);
      if (!row || row.deleted_at !== null) throw notFound('Collection not found');
      await checkInput(trx, input, id);
      await repo.updateCollection(trx, id, { ...ownFields(input), updated_at: now });
      await repo.replaceMembers(trx, id, input.media);
      for (const member of found) publicChanged(member);
      return true;
    },
    { versions: false },
  );
}

/** To the Trash, or back from it: its members leave or rejoin its OAI set, so their datestamps move. */
async function setDeleted(ctx: WriteContext, id: number, deleted: boolean): Promise<void> {
  const existing = await repo.findCollectionById(ctx.db, id);
  if (!existing || (existing.deleted_at !== null) === deleted)
    throw notFound(deleted ? 'Collection not found' : 'Collection not found in the Trash');
  await writeInterviews(
    ctx,
    await repo.memberIds(ctx.db, id),
    async ({ trx, found, now, publicChanged }) => {
      await repo.updateCollection(
        trx,
        id,
        deleted ? { deleted_at: now, deleted_by: ctx.actor } : { deleted_at: null, deleted_by: null, updated_at: now },
      );
      for (const member of found) publicChanged(member);
      return true;
    },
    { versions: false },
  );
}

export const trashCollection = (ctx: WriteContext, id: number) => setDeleted(ctx, id, true);
export const restoreCollection = (ctx: WriteContext, id: number) => setDeleted(ctx, id, false);
