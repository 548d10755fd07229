import { LANGUAGES, type AppLanguage } from './constants.ts';

/**
 * The public pages search engines may list (docs/behaviour.md §2 route table), each with the key
 * of its texts under `meta.*` in the web app's common namespace. The video page is `/archive/{id}`.
 * No zod here: the web app's entry bundle imports this module (the build manifest's schema is in
 * contracts/page-head.ts).
 */
export const PUBLIC_PAGES = {
  home: '/',
  archive: '/archive',
  map: '/map',
  ebooks: '/ebooks',
  about: '/about',
  contact: '/contact-us',
} as const;
export type StaticPageKey = keyof typeof PUBLIC_PAGES;
export type PageKey = StaticPageKey | 'video';
export const PAGE_KEYS = [...(Object.keys(PUBLIC_PAGES) as StaticPageKey[]), 'video'] as const satisfies readonly PageKey[];

export const videoPagePath = (id: number | string) => `/archive/${id}`;

/** Between a page's own title and the site's name, on every page ("Archive – Atlas"). */
const PAGE_TITLE_SEPARATOR = ' – ';

/** The query parameter that picks the page language (the web app's detector reads it first). */
const LANGUAGE_PARAM = 'lng';

/**
 * The address of a page in one language, or its language-neutral form (`hreflang="x-default"`,
 * where the visitor's own language choice applies). `origin` has no trailing slash.
 */
export function pageUrl(origin: string, path: string, language?: AppLanguage, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(language ? { [LANGUAGE_PARAM]: language, ...extra } : extra).toString();
  return `${origin}${path}${params ? `?${params}` : ''}`;
}

/** `hreflang` alternates of a page: one per language, then x-default. */
export function languageAlternates(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pageUrl(origin, path, language) })),
    { hreflang: 'x-default', href: pageUrl(origin, path) },
  ];
}

/** Longest meta description; search engines cut longer ones. */
const DESCRIPTION_MAX = 160;

/** A page description from free text: one line, cut at a word before DESCRIPTION_MAX, or `fallback` when empty. */
export function shortDescription(text: string, fallback: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return fallback;
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛]+$/u, '')}…`;
}

/** "Archive – Atlas": a page's own title, then the site's name. */
export function documentTitle(pageTitle: string, appName: string): string {
  return `${pageTitle}${PAGE_TITLE_SEPARATOR}${appName}`;
}

/**
 * Name of the <meta> whose content is the access status (`{"required":…,"granted":…}`, as the status
 * endpoint answers) that the server writes into each page, so the app need not ask before its first paint.
 */
export const ACCESS_STATUS_META = 'atlas-access-status';

/**
 * Name of the <meta> whose content lists, space-separated, the script files of the page's own lazy chunk
 * (scripts/page-head-plugin.ts): the app's entry fetches them beside the app once the page has painted
 * (web/src/boot.ts, docs/decisions.md §1020).
 */
export const PAGE_MODULES_META = 'atlas-page-modules';
