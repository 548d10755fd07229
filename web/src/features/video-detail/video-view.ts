import type { AccessLevel } from '#contracts/access';
import { ROLE_GUEST, ROLE_HOST, type Visibility } from '#contracts/constants';
import type { Media, Metadata, Participant } from '#contracts/media';
import { type MediaFileKind, playableFileKind } from '#contracts/media-file';
import { parseTime } from '#contracts/time';
import { extractYoutubeId, youtubeThumbnail } from '#contracts/youtube';

export interface EpisodeSegment {
  segmentNumber: number;
  title: string;
  startTime: string;
  endTime: string;
  /** start and end in seconds (hh:mm:ss parsed, docs/behaviour.md §5) */
  startSeconds: number;
  endSeconds: number;
  description: string;
  transcript: string;
}

/** A narrator or interviewer as recorded (names in the script they were entered in). */
export interface PersonName {
  firstName: string;
  lastName: string;
}

/** A passage withheld from the public (docs/behaviour.md §300): its times and why, never its words. */
export interface WithheldPassage {
  startSeconds: number;
  endSeconds: number;
  reason: string;
  /** The day it lifts (YYYY-MM-DD); null when withheld for good. */
  until: string | null;
  /** A passage staff selected by its words in the transcript of this language: no times (and nothing for the player to skip). */
  language?: string;
}

interface TranscriptView {
  id: number;
  language: string;
  text: string;
  machine_generated?: boolean;
  corrected?: boolean;
}

/** A video as the client uses it (docs/behaviour.md §3 "Video as the client uses it"). */
export interface VideoView {
  id: string;
  title: string;
  description: string;
  acknowledgement: string;
  restriction: string;
  status: Visibility;
  youtubeId: string | null;
  /** A direct audio/video file played by the browser itself (docs/decisions.md §50), when the url is not YouTube */
  mediaFile: { kind: MediaFileKind; url: string } | null;
  thumbnail: string | null;
  /** hh:mm:ss; falls back to the last segment's end time, else empty */
  duration: string;
  region: string;
  originalLanguage: string;
  interviewDate: string | null;
  topics: string[];
  importantPeople: string[];
  places: string[];
  host: string;
  guest: string;
  /** Participants by role, for citations (host: interviewer, guest: narrator) */
  interviewers: PersonName[];
  narrators: PersonName[];
  metadata: Metadata;
  lastModified: string;
  episodeContent: EpisodeSegment[];
  transcripts: TranscriptView[];
  fullTranscript: string[];
  /** The access level in force; on request and sealed withhold the recording and transcripts. */
  access: AccessLevel;
  sealedUntil: string | null;
  withheld: WithheldPassage[];
}

function fullNames(participants: Participant[], role: number): string {
  return participants
    .filter((p) => p.role === role)
    .map((p) => `${p.first_name} ${p.last_name}`.trim())
    .filter(Boolean)
    .join(', ');
}

function people(participants: Participant[], role: number): PersonName[] {
  return participants
    .filter((p) => p.role === role)
    .map((p) => ({ firstName: p.first_name.trim(), lastName: p.last_name.trim() }))
    .filter((p) => p.firstName || p.lastName);
}

export function toVideoView(media: Media): VideoView {
  // A recording Atlas holds itself plays before any other address (docs/behaviour.md §600).
  const held = media.stream ?? null;
  const youtubeId = held ? null : (extractYoutubeId(media.url) ?? media.youtubeid);
  const fileKind = held ? (held.poster ? 'video' : 'audio') : youtubeId ? null : playableFileKind(media.url, media.media_file);
  const episodeContent = [...media.segments]
    .sort((a, b) => a.number - b.number)
    .map((s): EpisodeSegment => ({
      segmentNumber: s.number,
      title: s.title,
      startTime: s.start_time,
      endTime: s.end_time,
      startSeconds: parseTime(s.start_time),
      endSeconds: parseTime(s.end_time),
      description: s.description,
      transcript: s.transcript,
    }));
  const transcripts = media.transcripts.filter((t) => t.text.trim() !== '');
  return {
    id: String(media.id),
    title: media.title,
    description: media.description,
    acknowledgement: media.acknowledgement,
    restriction: media.restriction,
    status: media.visibility,
    youtubeId,
    mediaFile: fileKind ? { kind: fileKind, url: held ? held.hls : media.url.trim() } : null,
    // The site's own picture (docs/decisions.md §91): no request to the video host before play.
    thumbnail: held?.poster ?? media.thumbnail ?? (youtubeId ? youtubeThumbnail(youtubeId) : null),
    duration: media.duration || (episodeContent.at(-1)?.endTime ?? ''),
    region: media.region?.name.trim() ?? '',
    originalLanguage: media.original_language ?? '',
    interviewDate: media.interview_date,
    topics: media.topics.map((t) => t.name),
    importantPeople: media.important_people.map((p) => p.name),
    places: media.places,
    host: media.host || fullNames(media.participants, ROLE_HOST),
    guest: media.guest || fullNames(media.participants, ROLE_GUEST),
    interviewers: people(media.participants, ROLE_HOST),
    narrators: people(media.participants, ROLE_GUEST),
    metadata: media.metadata,
    lastModified: media.updated_at,
    episodeContent,
    transcripts,
    fullTranscript: transcripts.map((t) => t.text),
    access: media.access,
    sealedUntil: media.sealed_until,
    withheld: media.redactions.map((r) =>
      r.language === undefined
        ? { startSeconds: parseTime(r.start_time), endSeconds: parseTime(r.end_time), reason: r.reason, until: r.until }
        : { startSeconds: 0, endSeconds: 0, reason: r.reason, until: r.until, language: r.language },
    ),
  };
}

/** The withheld passage playing at `seconds`, if any: the player skips to its end. */
export const withheldAt = (passages: WithheldPassage[], seconds: number): WithheldPassage | undefined =>
  passages.find((p) => seconds >= p.startSeconds && seconds < p.endSeconds);

/** The segment playing at `seconds` (start inclusive, end exclusive), if any. */
export function segmentAt(segments: EpisodeSegment[], seconds: number): EpisodeSegment | undefined {
  return segments.find((s) => seconds >= s.startSeconds && seconds < s.endSeconds) ?? segments.find((s) => s.startSeconds === seconds);
}

/** A moment of a deep link: `?t=SECONDS` or the range `?t=START-END` (docs/decisions.md §55). */
export interface Moment {
  start: number;
  /** after start; null for a single time */
  end: number | null;
}

/** `?t=` as a moment; a range whose end is not after its start is read as its start alone. */
export function parseMomentParam(value: string | null): Moment | null {
  const match = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] === undefined ? null : Number(match[2]);
  return { start, end: end !== null && end > start ? end : null };
}
