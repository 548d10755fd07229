import type { DbOrTx } from '../../db/database.ts';

export interface ParticipantValues {
  first_name: string;
  last_name: string;
  phone: string;
  role: number;
}

/** The columns of one participant row, picked by name (request bodies may carry `id`, `media`). */
function participantRow(mediaId: number, p: ParticipantValues) {
  return { media_id: mediaId, first_name: p.first_name, last_name: p.last_name, phone: p.phone, role: p.role };
}

export async function insertParticipants(db: DbOrTx, mediaId: number, participants: ParticipantValues[]): Promise<void> {
  if (participants.length === 0) return;
  await db.insertInto('participants').values(participants.map((p) => participantRow(mediaId, p))).execute();
}

export async function deleteParticipantsOfMedia(db: DbOrTx, mediaId: number): Promise<number> {
  const result = await db.deleteFrom('participants').where('media_id', '=', mediaId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes all participants of a video and writes the given ones in their place. */
export async function replaceParticipants(db: DbOrTx, mediaId: number, participants: ParticipantValues[]): Promise<void> {
  await deleteParticipantsOfMedia(db, mediaId);
  await insertParticipants(db, mediaId, participants);
}

export async function listParticipantsOfMedia(db: DbOrTx, mediaId: number) {
  return db.selectFrom('participants').selectAll().where('media_id', '=', mediaId).orderBy('role').orderBy('id').execute();
}

/** Inserts and returns the new rows in the order given. */
export async function insertParticipantsReturning(db: DbOrTx, mediaId: number, participants: ParticipantValues[]) {
  if (participants.length === 0) return [];
  return db.insertInto('participants').values(participants.map((p) => participantRow(mediaId, p))).returningAll().execute();
}

export async function findParticipantsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('participants').selectAll().where('id', 'in', ids).execute();
}

export async function updateParticipant(db: DbOrTx, id: number, values: ParticipantValues) {
  return db.updateTable('participants').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteParticipantById(db: DbOrTx, id: number): Promise<number> {
  const result = await db.deleteFrom('participants').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
