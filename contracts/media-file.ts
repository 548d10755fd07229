/** Direct audio and video files the browser plays with its own <audio>/<video> element (docs/decisions.md §50). */
export type MediaFileKind = 'audio' | 'video';

/** By extension; `.webm` may hold only sound, but a <video> element plays that too. */
const KIND_BY_EXTENSION: Readonly<Record<string, MediaFileKind>> = {
  mp3: 'audio',
  m4a: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  mp4: 'video',
  webm: 'video',
};

/**
 * Whether `url` names a media file, and which: an http(s) address or a path on this site ending in a
 * known extension (the query string and fragment do not count). Anything else is null.
 */
function mediaFileKind(url: string | null | undefined): MediaFileKind | null {
  const value = url?.trim() ?? '';
  if (!/^(https?:\/\/[^/\s]+)?\/[^\s]*$/i.test(value)) return null;
  const path = value.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? (KIND_BY_EXTENSION[extension] ?? null) : null;
}

/**
 * How the browser plays `url`: by its extension, else, when the admin marked it as a media file, in a
 * <video> element (it plays sound-only files too). Only http(s) addresses and paths on this site qualify.
 */
export function playableFileKind(url: string | null | undefined, markedAsFile: boolean): MediaFileKind | null {
  const kind = mediaFileKind(url);
  if (kind || !markedAsFile) return kind;
  return /^(https?:\/\/[^/\s]+)?\/\S*$/i.test(url?.trim() ?? '') ? 'video' : null;
}
