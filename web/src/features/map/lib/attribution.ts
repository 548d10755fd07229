/** Escapes text for OpenLayers' attribution control, which renders HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The boundary data's attribution (geo/SOURCES.md "Attribution the app must show") as HTML items. */
export function boundaryAttributions(texts: { boundaries: string; geonames: string; hcp: string; sources: string }, sourcesUrl: string): string[] {
  return [
    escapeHtml(texts.boundaries),
    escapeHtml(texts.geonames),
    `${escapeHtml(texts.hcp)} · <a href="${escapeHtml(sourcesUrl)}" target="_blank" rel="noopener">${escapeHtml(texts.sources)}</a>`,
  ];
}
