/**
 * Whether a text is a web address a browser may open: http or https, or a path on this site
 * (`/media/interview.ogg`, for recordings the site serves itself). Stored video URLs are only ever
 * links when this holds: `javascript:`, `data:` and other schemes are refused on save and never
 * rendered as links; `//host` (another host without a scheme) is refused too.
 */
export function isWebUrl(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

export const WEB_URL_MESSAGE =
  'The video URL must be a web address starting with http:// or https://, or a path on this site starting with /.';
