import type { DbOrTx } from '../../db/database.ts';
import type { accessColumns } from './access-columns.ts';
import { outsideTrash } from './read-model.ts';

// SQL only: an interview's access columns, and the days the public's view changes by itself.

export async function findAccessRow(db: DbOrTx, id: number) {
  return db
    .selectFrom('media')
    .select(['id', 'visibility', 'duration', 'access', 'sealed_until', 'access_note', 'redactions'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The interview's transcripts, each by its language: where a selected passage must be found. */
export async function findTranscriptTexts(db: DbOrTx, id: number): Promise<{ language: string; text: string }[]> {
  return db
    .selectFrom('transcripts')
    .innerJoin('languages', 'languages.id', 'transcripts.language_id')
    .select(['languages.name as language', 'transcripts.text'])
    .where('transcripts.media_id', '=', id)
    .execute();
}

export async function updateAccess(db: DbOrTx, id: number, columns: ReturnType<typeof accessColumns>, now: string): Promise<void> {
  await db
    .updateTable('media')
    .set({ ...columns, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * The earliest day on which some interview's public view changes by itself; null when none. Not one in the trash: no
 * write settles it there (docs/decisions.md §1902), and the clock would try again on every request.
 */
export async function findNextAccessChange(db: DbOrTx): Promise<string | null> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.min('access_changes_on').as('next'))
    .where((eb) => outsideTrash(eb))
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? null;
}

/** Interviews whose public view changed by itself on or before `today`, with what the rule reads. */
export async function findDueAccessChanges(db: DbOrTx, today: string) {
  return db
    .selectFrom('media')
    .select(['id', 'access', 'sealed_until', 'access_note', 'redactions', 'access_changes_on'])
    .where('access_changes_on', '<=', today)
    .where((eb) => outsideTrash(eb))
    .orderBy('id')
    .execute();
}

/** Records that the change of `day` has happened: the row's update time is that day, and its next change. */
export async function markAccessChanged(db: DbOrTx, id: number, changedAt: string, next: string | null): Promise<void> {
  await db.updateTable('media').set({ updated_at: changedAt, access_changes_on: next }).where('id', '=', id).execute();
}

/** The access columns of these interviews (those that exist), as the write path compares them before and after a write. */
export async function findAccessStates(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return (
    db
      .selectFrom('media')
      .select(['id', 'visibility', 'access', 'sealed_until', 'redactions', 'access_changes_on'])
      .where('id', 'in', ids)
      // One in the trash is not there (docs/decisions.md §1902): a delete and a restore are a video that went or came.
      .where((eb) => outsideTrash(eb))
      .execute()
  );
}
