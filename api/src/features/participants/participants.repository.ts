import type { DbOrTx } from '../../db/database.ts';

export interface ParticipantValues {
  first_name: string;
  last_name: string;
  phone: string;
  role: number;
}

export async function insertParticipants(db: DbOrTx, mediaId: number, participants: ParticipantValues[]): Promise<void> {
  if (participants.length === 0) return;
  await db.insertInto('participants').values(participants.map((p) => ({ ...p, media_id: mediaId }))).execute();
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
