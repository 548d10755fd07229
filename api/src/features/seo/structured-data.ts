import type { Media, Segment } from '#contracts/media';
import { normalizeSearchText } from '#contracts/search-text';
import { parseTime } from '#contracts/time';

/** Transcripts longer than this are cut in the structured data (the page itself has them whole). */
const TRANSCRIPT_MAX = 100_000;

/** A language label of the archive ("English", "Tamazight", "الدارجة المغربية") as a BCP 47 tag, when known. */
function languageTag(label: string | null): string | null {
  const name = normalizeSearchText(label ?? '');
  if (/(arab|darij|عرب|دارج)/.test(name)) return 'ar';
  if (/(french|francais|فرنس)/.test(name)) return 'fr';
  if (/(english|anglais|انجليز|انكليز)/.test(name)) return 'en';
  if (/(tamazight|amazigh|berber|امازيغ|تمازيغت)/.test(name)) return 'tzm';
  return null;
}

/** ISO 8601 duration ("PT1H2M3S") of a number of seconds. */
function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

function durationSeconds(media: Media): number {
  // As the page does (docs/behaviour.md §3): the video's duration, else the last segment's end.
  return parseTime(media.duration) || parseTime(media.segments.at(-1)?.end_time);
}

export interface VideoPageUrls {
  /** The page's absolute URL in the page's language. */
  page: string;
  /** The page's URL that starts playback at `seconds` (`?t=`). */
  at(seconds: number): string;
  /** An absolute URL for a site path or an absolute URL (thumbnails). */
  absolute(pathOrUrl: string): string;
  /** A picture of the site, for videos with no thumbnail. */
  fallbackImage: string;
}

function clip(segment: Segment, urls: VideoPageUrls) {
  const start = parseTime(segment.start_time);
  return {
    '@type': 'Clip',
    name: segment.title,
    startOffset: start,
    endOffset: parseTime(segment.end_time),
    url: urls.at(start),
  };
}

/**
 * schema.org VideoObject of a public video page, with one Clip per segment (search engines show
 * them as key moments). Built from the public presentation of the video, so it holds nothing the
 * page itself does not show; callers pass public videos only.
 */
export function videoObject(media: Media, urls: VideoPageUrls, publisher: string): Record<string, unknown> {
  const seconds = durationSeconds(media);
  const language = languageTag(media.original_language);
  const transcript = media.transcripts.find((t) => language !== null && languageTag(t.language) === language) ?? media.transcripts[0];
  const segments = [...media.segments].sort((a, b) => a.number - b.number);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    '@id': urls.page,
    url: urls.page,
    name: media.title,
    description: media.description.trim() || media.title,
    thumbnailUrl: [urls.absolute(media.thumbnail ?? urls.fallbackImage)],
    uploadDate: media.created_at,
    ...(media.interview_date ? { dateCreated: media.interview_date } : {}),
    ...(seconds > 0 ? { duration: isoDuration(seconds) } : {}),
    ...(language
      ? { inLanguage: language }
      : media.original_language
        ? { inLanguage: { '@type': 'Language', name: media.original_language } }
        : {}),
    ...(transcript ? { transcript: transcript.text.slice(0, TRANSCRIPT_MAX) } : {}),
    // A withheld recording (url empty for the public) is named by neither.
    ...(media.youtubeid
      ? { embedUrl: `https://www.youtube-nocookie.com/embed/${media.youtubeid}` }
      : media.url
        ? { contentUrl: urls.absolute(media.url) }
        : {}),
    publisher: { '@type': 'Organization', name: publisher },
    hasPart: segments.map((segment) => clip(segment, urls)),
  };
}

/**
 * JSON for inside <script type="application/ld+json">: `<`, `>`, `&` and the line separators are
 * written as \u escapes, so no text of the video can close the element or start markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
