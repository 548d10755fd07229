import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import { bodyOpen, outsideTrash } from '../access/read-model.ts';
import type { ConsentFormTable, MediaConsentRow, MediaConsentTable } from './consent.table.ts';

// SQL only: participants' releases and the signed forms they hold.

export type ConsentValues = Omit<Insertable<MediaConsentTable>, 'id'>;

/** The releases of these interviews, by interview then name. */
export async function listConsentsOf(db: DbOrTx, mediaIds: number[]): Promise<MediaConsentRow[]> {
  if (mediaIds.length === 0) return [];
  return db.selectFrom('media_consents').selectAll().where('media_id', 'in', mediaIds).orderBy('media_id').orderBy('id').execute();
}

export async function findConsent(db: DbOrTx, id: number): Promise<MediaConsentRow | undefined> {
  return db.selectFrom('media_consents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes the release of one person of one interview, replacing the one it had (the form stays unless given). */
export async function upsertConsent(db: DbOrTx, values: ConsentValues): Promise<MediaConsentRow> {
  const { media_id: _m, person_key: _k, form_sha256: _f, form_name: _n, ...changes } = values;
  return db
    .insertInto('media_consents')
    .values(values)
    .onConflict((oc) => oc.columns(['media_id', 'person_key']).doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteConsent(db: DbOrTx, id: number): Promise<number> {
  return Number((await db.deleteFrom('media_consents').where('id', '=', id).executeTakeFirst()).numDeletedRows);
}

export async function setConsentForm(
  db: DbOrTx,
  id: number,
  form: { form_sha256: string | null; form_name: string | null; updated_at: string; updated_by: string | null },
): Promise<MediaConsentRow | undefined> {
  return db.updateTable('media_consents').set(form).where('id', '=', id).returningAll().executeTakeFirst();
}

/** An interview's releases replaced by these (a version brought back, a video back from the trash). */
export async function replaceConsentsOf(db: DbOrTx, mediaId: number, values: ConsentValues[]): Promise<void> {
  await db.deleteFrom('media_consents').where('media_id', '=', mediaId).execute();
  if (values.length) await db.insertInto('media_consents').values(values).execute();
}

/** Keeps a form's bytes once: the same file twice is one row. */
export async function insertForm(db: DbOrTx, form: ConsentFormTable): Promise<void> {
  await db
    .insertInto('consent_forms')
    .values(form)
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
}

export async function findForm(db: DbOrTx, sha256: string) {
  return db.selectFrom('consent_forms').selectAll().where('sha256', '=', sha256).executeTakeFirst();
}

/** Size and type of these forms, without their bytes. */
export async function listFormInfo(db: DbOrTx, hashes: string[]) {
  if (hashes.length === 0) return [];
  return db.selectFrom('consent_forms').select(['sha256', 'content_type', 'size']).where('sha256', 'in', hashes).execute();
}

/** Those of these ids that name an interview outside the trash, in the order given. */
export async function existingMediaIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set(
    (
      await db
        .selectFrom('media')
        .select('id')
        .where('id', 'in', ids)
        .where((eb) => outsideTrash(eb))
        .execute()
    ).map((r) => r.id),
  );
  return ids.filter((id) => found.has(id));
}

/**
 * Those of `ids` that are public and open on `today`: what the public hears and reads whole, which
 * the consent policy guards (docs/behaviour.md §400), as the read model says (access/read-model.ts `bodyOpen`).
 */
export async function publicOpenIds(db: DbOrTx, ids: number[], today: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => bodyOpen(eb, today))
    .execute();
  return rows.map((r) => r.id);
}
