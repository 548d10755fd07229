import type { DbOrTx } from '../../db/database.ts';
import { bodyOpen } from '../access/read-model.ts';
import type { PlaceAuthorityTable } from './places.table.ts';

// SQL only (docs/conventions.md). Which interviews the public may see is the read model's (`bodyOpen`); this file never
// names a visibility or access level itself.

/** A public interview with the name of the place it was recorded at (its region), for the places' index. */
export interface RecordedRow {
  id: number;
  title: string;
  interview_date: string | null;
  region: string | null;
}

/** Every interview the public may see today, with its region's name. */
export function publicRecordings(db: DbOrTx, today?: string): Promise<RecordedRow[]> {
  return db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .select(['media.id', 'media.title', 'media.interview_date', 'regions.name as region'])
    .where((eb) => bodyOpen(eb, today))
    .execute();
}

/** The places each interview the public may see today names in its places list. */
export function publicPlaceNames(db: DbOrTx, today?: string): Promise<{ media_id: number; name: string }[]> {
  return db
    .selectFrom('media_places')
    .innerJoin('places', 'places.id', 'media_places.place_id')
    .innerJoin('media', 'media.id', 'media_places.media_id')
    .select(['media_places.media_id', 'places.name'])
    .where((eb) => bodyOpen(eb, today))
    .execute();
}

/** Staff's Arabic forms of place names (docs/behaviour.md §804). */
export async function placeLabels(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.selectFrom('vocabulary_labels').select(['value', 'label_ar']).where('kind', '=', 'place').execute();
  return new Map(rows.map((row) => [row.value, row.label_ar]));
}

/** Every place's identifiers, by slug. */
export async function listAuthorities(db: DbOrTx): Promise<Map<string, PlaceAuthorityTable>> {
  const rows = await db.selectFrom('place_authorities').selectAll().execute();
  return new Map(rows.map((row) => [row.slug, row]));
}

/** Sets a place's identifiers; a place left with none has no row. */
export async function saveAuthority(
  db: DbOrTx,
  slug: string,
  authority: { geonames: string | null; wikidata: string | null },
  by: string | null,
): Promise<void> {
  if (authority.geonames === null && authority.wikidata === null) {
    await db.deleteFrom('place_authorities').where('slug', '=', slug).execute();
    return;
  }
  const values = { ...authority, updated_at: new Date().toISOString(), updated_by: by };
  await db
    .insertInto('place_authorities')
    .values({ slug, ...values })
    .onConflict((oc) => oc.column('slug').doUpdateSet(values))
    .execute();
}
