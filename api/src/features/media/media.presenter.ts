import { ROLE_GUEST, ROLE_HOST } from '#contracts/constants';
import type { Media, MediaSummary, Participant, SearchMatch } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { extractYoutubeId, youtubeThumbnail } from '#contracts/youtube';
import type { MediaJoinedRow, MediaRelations, ParticipantRelation } from './media.queries.ts';

export type Audience = 'public' | 'admin';

/**
 * The public gets the site's own picture (stored thumbnail or generated poster), versioned by
 * the last change so a new title redraws it, and so never a request to the video host before
 * play; the admin area keeps the video host's image for any visibility.
 */
function pictureFor(row: MediaJoinedRow, youtubeid: string | null, audience: Audience): string | null {
  if (audience === 'public') return `${apiPaths.media.poster(row.id)}?v=${encodeURIComponent(row.updated_at)}`;
  return youtubeid ? youtubeThumbnail(youtubeid) : null;
}

const fullName = (p: ParticipantRelation | undefined) =>
  p ? `${p.first_name} ${p.last_name}`.trim() || null : null;

/** Decides what leaves the server: the public never sees a participant's phone number. */
export function presentMediaSummary(
  row: MediaJoinedRow,
  relations: MediaRelations,
  audience: Audience,
  match?: SearchMatch,
): MediaSummary {
  const participants = relations.participants.get(row.id) ?? [];
  const youtubeid = extractYoutubeId(row.url);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    acknowledgement: row.acknowledgement,
    visibility: row.visibility,
    restriction: row.restriction,
    interview_date: row.interview_date,
    url: row.url,
    media_file: row.media_file === 1,
    duration: row.duration,
    region: row.region_name === null
      ? null
      : { name: row.region_name, latitude: row.region_latitude, longitude: row.region_longitude },
    original_language: row.original_language,
    topics: (relations.topics.get(row.id) ?? []).map((name) => ({ name })),
    important_people: (relations.importantPeople.get(row.id) ?? []).map((name) => ({ name })),
    places: relations.places.get(row.id) ?? [],
    participants: participants.map((p) => presentParticipant(p, audience)),
    guest: fullName(participants.find((p) => p.role === ROLE_GUEST)),
    host: fullName(participants.find((p) => p.role === ROLE_HOST)),
    youtubeid,
    thumbnail: pictureFor(row, youtubeid, audience),
    metadata: {
      views: row.views,
      likes: row.likes,
      comments: row.comments,
      category: row.category,
      tags: parseTags(row.tags),
      featured: Boolean(row.featured),
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(match ? { match } : {}),
  };
}

export function presentParticipant(p: ParticipantRelation, audience: Audience): Participant {
  return {
    id: p.id,
    media: p.media_id,
    first_name: p.first_name,
    last_name: p.last_name,
    role: p.role,
    ...(audience === 'admin' ? { phone: p.phone } : {}),
  };
}

export function presentMedia(
  summary: MediaSummary,
  transcripts: { id: number; language: string; text: string }[],
  segments: { id: number; media_id: number; number: number; title: string; start_time: string; end_time: string; description: string; transcript: string }[],
): Media {
  return {
    ...summary,
    transcripts,
    segments: segments.map(({ media_id, ...s }) => ({ ...s, media: media_id })),
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
