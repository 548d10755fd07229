import type { DbOrTx } from '../../db/database.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export async function insertMessage(db: DbOrTx, message: NewContactMessage) {
  return db.insertInto('contact_messages').values(message).returningAll().executeTakeFirstOrThrow();
}

/** Newest first. */
export async function listMessages(db: DbOrTx, page: { limit: number; offset: number }) {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function setMessageRead(db: DbOrTx, id: number, readAt: string | null) {
  return db.updateTable('contact_messages').set({ read_at: readAt }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteMessage(db: DbOrTx, id: number): Promise<number> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
