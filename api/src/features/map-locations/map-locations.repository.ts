import { ROLE_GUEST, ROLE_HOST } from '#contracts/constants';
import type { DbOrTx } from '../../db/database.ts';
import { recordShown } from '../access/read-model.ts';

/** A public video with the fields the map needs, and its region (if any). */
export interface MapLocationRow {
  id: number;
  title: string;
  description: string;
  url: string;
  interview_date: string | null;
  duration: string;
  visibility: 'public' | 'archived';
  region_name: string | null;
  region_latitude: number | null;
  region_longitude: number | null;
}

export interface PersonName {
  media_id: number;
  role: number;
  first_name: string;
  last_name: string;
}

/** Public videos only: an archived video never reaches the map (docs/behaviour.md §5). */
export async function listPublicMapRows(db: DbOrTx): Promise<MapLocationRow[]> {
  return db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .select([
      'media.id',
      'media.title',
      'media.description',
      'media.url',
      'media.interview_date',
      'media.duration',
      'media.visibility',
      'regions.name as region_name',
      'regions.latitude as region_latitude',
      'regions.longitude as region_longitude',
    ])
    .where((eb) => recordShown(eb))
    .orderBy('media.interview_date', (ob) => ob.desc().nullsLast())
    .orderBy('media.id', 'desc')
    .execute();
}

/** Hosts and guests of the given videos, first of each role first (one query for all videos). */
export async function listHostsAndGuests(db: DbOrTx, mediaIds: number[]): Promise<PersonName[]> {
  if (mediaIds.length === 0) return [];
  return db
    .selectFrom('participants')
    .select(['media_id', 'role', 'first_name', 'last_name'])
    .where('media_id', 'in', mediaIds)
    .where('role', 'in', [ROLE_HOST, ROLE_GUEST])
    .orderBy('media_id')
    .orderBy('id')
    .execute();
}
