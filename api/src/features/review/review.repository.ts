import type { MediaSnapshot } from '#contracts/interview';
import type { DbOrTx } from '../../db/database.ts';

export async function insertProposal(
  db: DbOrTx,
  p: { media_id: number; author: string; created_at: string; base: MediaSnapshot; snapshot: MediaSnapshot },
): Promise<void> {
  await db
    .insertInto('proposals')
    .values({
      media_id: p.media_id,
      author: p.author,
      created_at: p.created_at,
      base: JSON.stringify(p.base),
      snapshot: JSON.stringify(p.snapshot),
      decided_by: null,
      decided_at: null,
    })
    .execute();
}

const summaryColumns = [
  'proposals.id',
  'proposals.media_id',
  'proposals.author',
  'proposals.created_at',
  'proposals.status',
  'proposals.decided_by',
  'proposals.decided_at',
  'media.title',
] as const;

export async function listProposals(db: DbOrTx, status: 'open' | 'accepted' | 'rejected') {
  return db
    .selectFrom('proposals')
    .innerJoin('media', 'media.id', 'proposals.media_id')
    .select(summaryColumns)
    .where('proposals.status', '=', status)
    .orderBy('proposals.id', status === 'open' ? 'asc' : 'desc')
    .limit(200)
    .execute();
}

export async function findProposal(db: DbOrTx, id: number) {
  return db
    .selectFrom('proposals')
    .innerJoin('media', 'media.id', 'proposals.media_id')
    .select([...summaryColumns, 'proposals.base', 'proposals.snapshot'])
    .where('proposals.id', '=', id)
    .executeTakeFirst();
}

/** Decides an open proposal; false when it was decided already. */
export async function decideProposal(db: DbOrTx, id: number, status: 'accepted' | 'rejected', by: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('proposals')
    .set({ status, decided_by: by, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
