/**
 * Whether a text is a web address (http or https) that a browser may open. Stored video URLs
 * are only ever links when this holds: `javascript:`, `data:` and other schemes are refused on
 * save and never rendered as links.
 */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

export const WEB_URL_MESSAGE = 'The video URL must be a web address starting with http:// or https://.';
