import type { DbOrTx } from '../../db/database.ts';
import type { MediaVersionRow } from './history.table.ts';

// SQL only (docs/conventions.md).

/** Appends a version; its number is one more than the video's last (call after locking the video). */
export async function insertVersion(
  db: DbOrTx,
  row: { media_id: number; snapshot: string; saved_at: string; replaced_at: string; replaced_by: string | null },
): Promise<number> {
  const last = await db
    .selectFrom('media_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('media_id', '=', row.media_id)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await db
    .insertInto('media_versions')
    .values({ ...row, version })
    .execute();
  return version;
}

export async function listVersions(db: DbOrTx, mediaId: number): Promise<MediaVersionRow[]> {
  return db.selectFrom('media_versions').selectAll().where('media_id', '=', mediaId).orderBy('version', 'desc').execute();
}

export async function findVersion(db: DbOrTx, mediaId: number, version: number): Promise<MediaVersionRow | undefined> {
  return db.selectFrom('media_versions').selectAll().where('media_id', '=', mediaId).where('version', '=', version).executeTakeFirst();
}

export async function deleteVersionsOf(db: DbOrTx, mediaIds: number[]): Promise<void> {
  if (mediaIds.length) await db.deleteFrom('media_versions').where('media_id', 'in', mediaIds).execute();
}
