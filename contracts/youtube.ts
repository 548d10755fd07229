const ID = '([A-Za-z0-9_-]{11})';
/** The five URL forms of docs/behaviour.md §3: watch, short link, embed, /v/ and shorts. */
const PATTERNS = [
  new RegExp(`youtube(?:-nocookie)?\\.com/watch\\?(?:.*&)?v=${ID}`),
  new RegExp(`youtu\\.be/${ID}`),
  new RegExp(`youtube(?:-nocookie)?\\.com/embed/${ID}`),
  new RegExp(`youtube\\.com/v/${ID}`),
  new RegExp(`youtube\\.com/shorts/${ID}`),
];

export function extractYoutubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(url);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The video host's thumbnail for an id (a third-party image: always give it a fallback). */
export function youtubeThumbnail(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
