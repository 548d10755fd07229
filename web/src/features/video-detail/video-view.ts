import { ROLE_GUEST, ROLE_HOST, type Visibility } from '#contracts/constants';
import type { Media, Metadata, Participant } from '#contracts/media';
import { parseTime } from '#contracts/time';
import { extractYoutubeId, youtubeThumbnail } from '#contracts/youtube';

export interface EpisodeSegment {
  segmentNumber: number;
  title: string;
  startTime: string;
  endTime: string;
  /** start and end in seconds (hh:mm:ss parsed, spec §5) */
  startSeconds: number;
  endSeconds: number;
  description: string;
  transcript: string;
}

export interface TranscriptView {
  id: number;
  language: string;
  text: string;
}

/** A video as the client uses it (spec §3 "Video as the client uses it"). */
export interface VideoView {
  id: string;
  title: string;
  description: string;
  acknowledgement: string;
  restriction: string;
  status: Visibility;
  youtubeId: string | null;
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
  metadata: Metadata;
  lastModified: string;
  episodeContent: EpisodeSegment[];
  transcripts: TranscriptView[];
  fullTranscript: string[];
}

function fullNames(participants: Participant[], role: number): string {
  return participants
    .filter((p) => p.role === role)
    .map((p) => `${p.first_name} ${p.last_name}`.trim())
    .filter(Boolean)
    .join(', ');
}

export function toVideoView(media: Media): VideoView {
  const youtubeId = extractYoutubeId(media.url) ?? media.youtubeid;
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
    // The site's own picture (issue 17): no request to the video host before play.
    thumbnail: media.thumbnail ?? (youtubeId ? youtubeThumbnail(youtubeId) : null),
    duration: media.duration || (episodeContent.at(-1)?.endTime ?? ''),
    region: media.region?.name.trim() ?? '',
    originalLanguage: media.original_language ?? '',
    interviewDate: media.interview_date,
    topics: media.topics.map((t) => t.name),
    importantPeople: media.important_people.map((p) => p.name),
    places: media.places,
    host: media.host || fullNames(media.participants, ROLE_HOST),
    guest: media.guest || fullNames(media.participants, ROLE_GUEST),
    metadata: media.metadata,
    lastModified: media.updated_at,
    episodeContent,
    transcripts,
    fullTranscript: transcripts.map((t) => t.text),
  };
}

/** The segment playing at `seconds` (start inclusive, end exclusive), if any. */
export function segmentAt(segments: EpisodeSegment[], seconds: number): EpisodeSegment | undefined {
  return segments.find((s) => seconds >= s.startSeconds && seconds < s.endSeconds)
    ?? segments.find((s) => s.startSeconds === seconds);
}

/** `?t=SECONDS` of a deep link (issue 6): a non-negative integer, else none. */
export function parseStartParam(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  return Number(value.trim());
}
