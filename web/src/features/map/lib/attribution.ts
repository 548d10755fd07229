/** Escapes text for OpenLayers' attribution control, which renders HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escapes a translated text and turns its one [bracketed] part into a link. */
export function linkify(text: string, href: string): string {
  const match = /^(.*)\[(.+)\](.*)$/s.exec(text);
  if (!match) return escapeHtml(text);
  const [, before = '', label = '', after = ''] = match;
  return `${escapeHtml(before)}<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(label)}</a>${escapeHtml(after)}`;
}

export interface AttributionTexts {
  osm: string;
  boundaries: string;
  geonames: string;
  hcp: string;
  sources: string;
}

/**
 * The basemap's attribution and the boundary data's (geo/SOURCES.md "Attribution the app must
 * show"), as HTML for OpenLayers' attribution control.
 */
export function mapAttributions(texts: AttributionTexts, sourcesUrl: string): { basemap: string; boundaries: string[] } {
  return {
    basemap: linkify(texts.osm, 'https://www.openstreetmap.org/copyright'),
    boundaries: [
      escapeHtml(texts.boundaries),
      escapeHtml(texts.geonames),
      `${escapeHtml(texts.hcp)} <a href="${escapeHtml(sourcesUrl)}" target="_blank" rel="noopener">${escapeHtml(texts.sources)}</a>`,
    ],
  };
}
