import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { TranscriptDraftRow, TranscriptDraftTable } from './transcript-drafts.table.ts';

// SQL only (docs/conventions.md): machine drafts (docs/behaviour.md §704). Only admin routes and the
// write path that publishes a draft read this table; no public outlet selects from it.

/** The language's draft, in place of the one it had. */
export async function replaceDraft(db: DbOrTx, draft: Omit<Insertable<TranscriptDraftTable>, 'id' | 'created_at'>): Promise<void> {
  await deleteDraft(db, draft.media_id, draft.language);
  await db
    .insertInto('transcript_drafts')
    .values({ ...draft, created_at: new Date().toISOString() })
    .execute();
}

export function draftsOf(db: DbOrTx, mediaId: number): Promise<TranscriptDraftRow[]> {
  return db.selectFrom('transcript_drafts').selectAll().where('media_id', '=', mediaId).orderBy('language').execute();
}

export function findDraft(db: DbOrTx, mediaId: number, language: string): Promise<TranscriptDraftRow | undefined> {
  return db.selectFrom('transcript_drafts').selectAll().where('media_id', '=', mediaId).where('language', '=', language).executeTakeFirst();
}

export async function deleteDraft(db: DbOrTx, mediaId: number, language: string): Promise<void> {
  await db.deleteFrom('transcript_drafts').where('media_id', '=', mediaId).where('language', '=', language).execute();
}
