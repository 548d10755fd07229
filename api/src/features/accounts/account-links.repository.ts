import type { DbOrTx } from '../../db/database.ts';
import type { AccountLinkTable } from './accounts.table.ts';

export async function insertLink(db: DbOrTx, values: Omit<AccountLinkTable, 'id' | 'used_at'>): Promise<void> {
  await db.insertInto('account_links').values(values).execute();
}

export async function findLinkByHash(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('account_links')
    .innerJoin('admin_users', 'admin_users.id', 'account_links.user_id')
    .select(['account_links.id', 'account_links.user_id', 'account_links.kind', 'account_links.expires_at', 'account_links.used_at'])
    .select(['admin_users.username', 'admin_users.disabled'])
    .where('account_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a link, and with it every other open link of the account (a newer link replaces older ones). */
export async function closeLinksOf(db: DbOrTx, userId: number, now: string): Promise<void> {
  await db.updateTable('account_links').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Marks one link used; false when another request used it first. */
export async function markLinkUsed(db: DbOrTx, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
