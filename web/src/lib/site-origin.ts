let renderingOrigin = '';

/**
 * The site's origin ("https://atlas.example"), for addresses a page shows in full. In the browser its
 * location's; while the server renders a page, the request's (set before each synchronous render by
 * entry-server.tsx, so concurrent requests never see each other's).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? renderingOrigin : window.location.origin;
}

export function setRenderingOrigin(origin: string): void {
  renderingOrigin = origin;
}
