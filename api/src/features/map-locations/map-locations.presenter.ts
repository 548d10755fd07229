import type { MapLocation } from '#contracts/media';
import { extractYoutubeId } from '#contracts/youtube';
import { guestAndHost } from '../participants/participants.presenter.ts';
import type { MapLocationRow, PersonName } from './map-locations.repository.ts';

/** Row → map item (docs/behaviour.md §3 "Map location item"): id as string, region name trimmed, [lon, lat]. */
export function presentMapLocation(row: MapLocationRow, people: PersonName[]): MapLocation {
  const hasCoordinates = row.region_latitude !== null && row.region_longitude !== null;
  return {
    id: String(row.id),
    youtubeid: extractYoutubeId(row.url) ?? '',
    title: row.title,
    location: {
      coordinates: hasCoordinates ? [Number(row.region_longitude), Number(row.region_latitude)] : null,
      region: (row.region_name ?? '').trim(),
    },
    date: row.interview_date,
    ...guestAndHost(people),
    duration: row.duration,
    description: row.description,
    visibility: row.visibility,
  };
}
