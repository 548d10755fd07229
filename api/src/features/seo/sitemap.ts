import { LANGUAGES } from '#contracts/constants';
import { languageAlternates, pageUrl } from '#contracts/public-pages';
import type { ListedPage } from './listed-pages.ts';

/** Text for XML content and attribute values. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** One <url> per language of a page, each listing every language's version (hreflang alternates). */
function urlEntries(origin: string, path: string, lastmod: string | null): string[] {
  const alternates = languageAlternates(origin, path)
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join('');
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(pageUrl(origin, path, language))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}</url>`,
  );
}

/**
 * The sitemap (sitemaps.org 0.9 with xhtml:link alternates): the pages the registry lists (listed-pages.ts: the fixed
 * pages and every public video), once per language. A video's lastmod is its update time. One file holds 50,000
 * URLs, so about 25,000 videos; a larger archive needs a sitemap index (not yet needed).
 */
export function sitemapXml(origin: string, pages: readonly ListedPage[]): string {
  const entries = pages.flatMap((page) => urlEntries(origin, page.path, page.lastmod));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled but the admin area, and the sitemap is named. The API stays
 * allowed: search engines render pages with it. (While the access gate is on, the pages themselves
 * say noindex to anyone who has not passed it, crawlers included.)
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /atlas-control\n\nSitemap: ${origin}/sitemap.xml\n`;
}
