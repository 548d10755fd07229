import type { Insertable, Updateable } from 'kysely';
import type { PersonRole } from '#contracts/people';
import type { DbOrTx } from '../../db/database.ts';
import { perStatement } from '../../db/per-statement.ts';
import { bodyOpen, outsideTrash } from '../access/read-model.ts';
import type { PersonMentionRow, PersonMentionTable, PersonRow, PersonTable } from './people.table.ts';

// SQL only (docs/conventions.md). Which interviews the public may see is the read model's (`bodyOpen`); this file
// never names a visibility or an access level itself.

export function findPersonBySlug(db: DbOrTx, slug: string): Promise<PersonRow | undefined> {
  return db.selectFrom('people').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function findPersonById(db: DbOrTx, id: number): Promise<PersonRow | undefined> {
  return db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
}

/** People not merged into another, by name. */
export function listPeople(db: DbOrTx, ids?: readonly number[]): Promise<PersonRow[]> {
  let query = db.selectFrom('people').selectAll().where('merged_into', 'is', null);
  if (ids) {
    if (ids.length === 0) return Promise.resolve([]);
    query = query.where('id', 'in', [...ids]);
  }
  return query.orderBy('name').orderBy('id').execute();
}

export async function insertPerson(db: DbOrTx, values: Omit<Insertable<PersonTable>, 'id'>): Promise<number> {
  const row = await db.insertInto('people').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePerson(db: DbOrTx, id: number, values: Updateable<PersonTable>): Promise<void> {
  await db.updateTable('people').set(values).where('id', '=', id).execute();
}

/** The slugs taken among `base` and `base-N`. */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('people')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** The person a normalised name stands for by default. */
export async function personForName(db: DbOrTx, key: string): Promise<number | undefined> {
  return (await db.selectFrom('person_names').select('person_id').where('name_key', '=', key).executeTakeFirst())?.person_id;
}

export async function insertName(db: DbOrTx, key: string, personId: number): Promise<void> {
  await db.insertInto('person_names').values({ name_key: key, person_id: personId }).execute();
}

/** A merge: the names one person stood for now stand for the other, and every mention of it is the other's. */
export async function moveEverything(db: DbOrTx, from: number, to: number): Promise<void> {
  await db.updateTable('person_names').set({ person_id: to }).where('person_id', '=', from).execute();
  await db.updateTable('person_mentions').set({ person_id: to }).where('person_id', '=', from).execute();
  await db.updateTable('people').set({ merged_into: to }).where('merged_into', '=', from).execute();
}

/** A split: a person's mentions in these interviews become another person's. */
export async function moveMentions(db: DbOrTx, from: number, to: number, mediaIds: readonly number[]): Promise<void> {
  for (const chunk of perStatement(mediaIds)) {
    await db.updateTable('person_mentions').set({ person_id: to }).where('person_id', '=', from).where('media_id', 'in', chunk).execute();
  }
}

/** The names these interviews give people: participants by role, and their important people. */
export async function namesOfMedia(db: DbOrTx, mediaIds: readonly number[]) {
  const participants: { media_id: number; first_name: string; last_name: string; role: number }[] = [];
  const mentioned: { media_id: number; name: string }[] = [];
  for (const chunk of perStatement(mediaIds)) {
    participants.push(
      ...(await db
        .selectFrom('participants')
        .select(['media_id', 'first_name', 'last_name', 'role'])
        .where('media_id', 'in', chunk)
        .orderBy('id')
        .execute()),
    );
    mentioned.push(
      ...(await db
        .selectFrom('media_important_people')
        .innerJoin('important_people', 'important_people.id', 'media_important_people.person_id')
        .select(['media_important_people.media_id', 'important_people.name'])
        .where('media_important_people.media_id', 'in', chunk)
        .orderBy('media_important_people.position')
        .execute()),
    );
  }
  return { participants, mentioned };
}

export async function mentionsOfMedia(db: DbOrTx, mediaIds: readonly number[]): Promise<PersonMentionRow[]> {
  const rows: PersonMentionRow[] = [];
  for (const chunk of perStatement(mediaIds)) {
    rows.push(...(await db.selectFrom('person_mentions').selectAll().where('media_id', 'in', chunk).execute()));
  }
  return rows;
}

export async function insertMentions(db: DbOrTx, rows: Insertable<PersonMentionTable>[]): Promise<void> {
  for (const chunk of perStatement(rows)) await db.insertInto('person_mentions').values(chunk).execute();
}

export async function deleteMention(db: DbOrTx, mediaId: number, key: string, role: PersonRole): Promise<void> {
  await db.deleteFrom('person_mentions').where('media_id', '=', mediaId).where('name_key', '=', key).where('role', '=', role).execute();
}

export async function renameMention(db: DbOrTx, mediaId: number, key: string, role: PersonRole, name: string): Promise<void> {
  await db
    .updateTable('person_mentions')
    .set({ name })
    .where('media_id', '=', mediaId)
    .where('name_key', '=', key)
    .where('role', '=', role)
    .execute();
}

/** Every mention of these people, hidden interviews included. */
export async function mentionsOfPeople(db: DbOrTx, personIds: readonly number[]): Promise<PersonMentionRow[]> {
  const rows: PersonMentionRow[] = [];
  for (const chunk of perStatement(personIds)) {
    rows.push(...(await db.selectFrom('person_mentions').selectAll().where('person_id', 'in', chunk).orderBy('media_id').execute()));
  }
  return rows;
}

/** Every person's mentions, hidden interviews included (staff's list counts them). */
export function allMentions(db: DbOrTx): Promise<Pick<PersonMentionRow, 'person_id' | 'media_id' | 'role'>[]> {
  return db.selectFrom('person_mentions').select(['person_id', 'media_id', 'role']).execute();
}

/**
 * The mentions in interviews the public may see (the read model's `bodyOpen`): of these people, of the people of
 * one interview, or of everyone.
 */
export async function publicMentions(
  db: DbOrTx,
  filter: { people?: readonly number[]; media?: number },
  today?: string,
): Promise<PersonMentionRow[]> {
  let query = db
    .selectFrom('person_mentions')
    .innerJoin('media', 'media.id', 'person_mentions.media_id')
    .selectAll('person_mentions')
    .where((eb) => bodyOpen(eb, today));
  if (filter.media !== undefined) query = query.where('person_mentions.media_id', '=', filter.media);
  if (!filter.people) return query.orderBy('person_mentions.media_id').execute();
  const rows: PersonMentionRow[] = [];
  for (const chunk of perStatement(filter.people)) {
    rows.push(...(await query.where('person_mentions.person_id', 'in', chunk).orderBy('person_mentions.media_id').execute()));
  }
  return rows;
}

/** Titles of these interviews and whether each is in the Trash; those the public may see. */
export async function mediaStates(db: DbOrTx, ids: readonly number[], today?: string) {
  const titles = new Map<number, { title: string; in_trash: boolean }>();
  const open = new Set<number>();
  for (const chunk of perStatement(ids)) {
    for (const row of await db.selectFrom('media').select(['id', 'title', 'deleted_at']).where('id', 'in', chunk).execute()) {
      titles.set(row.id, { title: row.title, in_trash: row.deleted_at !== null });
    }
    for (const row of await db
      .selectFrom('media')
      .select('id')
      .where('id', 'in', chunk)
      .where((eb) => bodyOpen(eb, today))
      .execute()) {
      open.add(row.id);
    }
  }
  return { titles, open };
}

/** Interviews outside the Trash that name people but have no mentions yet (an archive older than people). */
export async function unlinkedMedia(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectFrom('media')
    .select('media.id')
    .where((eb) => outsideTrash(eb))
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('participants').select('participants.id').whereRef('participants.media_id', '=', 'media.id')),
        eb.exists(
          eb
            .selectFrom('media_important_people')
            .select('media_important_people.media_id')
            .whereRef('media_important_people.media_id', '=', 'media.id'),
        ),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('person_mentions').select('person_mentions.media_id').whereRef('person_mentions.media_id', '=', 'media.id'),
        ),
      ),
    )
    .orderBy('media.id')
    .execute();
  return rows.map((row) => row.id);
}
