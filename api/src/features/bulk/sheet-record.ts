import { WITHHELD_TEXT } from '#contracts/constants';
import type { AccessView } from '../access/access-rule.ts';
import type { MediaPageRow } from '../media/media.queries.ts';
import { inRoleOrder, type SheetRecord } from './sheet-fields.ts';

/** An interview's stored row (and the slugs of its collections) as the spreadsheet's fields, as `view` lets an export show it. */
export function recordOf(row: MediaPageRow, view: AccessView, collections: readonly string[]): SheetRecord {
  return {
    title: row.title,
    description: row.description,
    acknowledgement: row.acknowledgement,
    visibility: row.visibility,
    restriction: row.restriction,
    interview_date: row.interview_date,
    // The recording is what a seal keeps back; the cell says so, and an import leaves the address as it is.
    url: view.withholdsBody && row.url !== '' ? WITHHELD_TEXT : row.url,
    media_file: row.media_file === 1,
    duration: row.duration,
    region: row.region_name,
    latitude: row.region_name === null ? null : row.region_latitude,
    longitude: row.region_name === null ? null : row.region_longitude,
    original_language: row.original_language,
    places: row.places,
    topics: row.topics,
    important_people: row.important_people,
    participants: inRoleOrder(
      row.participants.map((p) => ({ first_name: p.first_name, last_name: p.last_name, phone: p.phone, role: p.role })),
    ),
    access: row.access,
    sealed_until: row.sealed_until,
    access_note: row.access_note,
    category: row.category,
    tags: parseTags(row.tags),
    featured: row.featured === 1,
    collections: [...collections].sort(),
  };
}

function parseTags(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
