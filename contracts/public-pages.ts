import { LANGUAGES, type AppLanguage } from './constants.ts';

// The registry of public pages (docs/architecture.md "Public pages"): every outlet that serves, lists or links to a
// public page reads it. A page's entry is its key in the two tables below, which the types keep in step:
// - PUBLIC_PAGES: where it is. The app's router and links read this, so it ships with the home page: strings only.
// - PAGE_SERVING: what the server and the build know of it. Nothing in the app reads it, so its bundle leaves it out.
// Its screen is web/src/app/routes/public/{key}.tsx (the router's `publicScreens`, web/src/app/routes.tsx); a page
// whose address names a record has its source on the server (api/src/features/seo/record-pages.ts). No zod here:
// the app's bundle imports this module (the build manifest's schema is in contracts/page-head.ts).

/**
 * Each public page's address (docs/behaviour.md §2 route table); `:name` stands for a part that names a record
 * (`/archive/:videoId`). The server's router (Fastify) and the app's (React Router) read the same syntax; links are
 * built with `pagePath`.
 */
export const PUBLIC_PAGES = {
  home: '/',
  archive: '/archive',
  video: '/archive/:videoId',
  map: '/map',
  ebooks: '/ebooks',
  about: '/about',
  contact: '/contact-us',
  collections: '/collections',
  collection: '/collections/:slug',
  place: '/places/:slug',
  person: '/people/:slug',
} as const;

export type PageKey = keyof typeof PUBLIC_PAGES;
export const PAGE_KEYS = Object.keys(PUBLIC_PAGES) as PageKey[];

/** What the server and the build know of a public page besides its address. */
interface PageServing {
  /**
   * Whether the sitemap lists it (and a new process renders it ahead, api/src/features/seo/pages-ahead.ts); a page
   * whose address names a record lists the records its source lists.
   */
  readonly listed: boolean;
  /**
   * The texts its head needs beyond its title and description (`meta.{key}` in the common namespace), by the name
   * the server reads them under, each as `namespace:key` of the web app's texts: the build copies them into its page
   * manifest (scripts/page-head-plugin.ts).
   */
  readonly headTexts?: Readonly<Record<string, string>>;
  /**
   * The shared namespace whose `meta.{key}` holds its title and description, when not `common`: a page whose texts
   * travel with its own chunk keeps them there, off the home page's bytes (docs/decisions.md §2100).
   */
  readonly metaNamespace?: string;
}

export const PAGE_SERVING: { readonly [K in PageKey]: PageServing } = {
  home: { listed: true },
  archive: { listed: true },
  video: { listed: true, headTexts: { notFound: 'video:videoDetail.videoNotFound', withGuest: 'video:videoDetail.interviewWith' } },
  map: { listed: true },
  ebooks: { listed: true },
  about: { listed: true },
  contact: { listed: true },
  collections: { listed: true, metaNamespace: 'records' },
  collection: { listed: true, metaNamespace: 'records', headTexts: { notFound: 'records:collection.notFound' } },
  place: { listed: true, metaNamespace: 'records', headTexts: { notFound: 'records:place.notFound' } },
  person: { listed: true, metaNamespace: 'records', headTexts: { notFound: 'records:person.notFound' } },
};

/** The names of a pattern's parts: `'/archive/:videoId'` → `'videoId'`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;
type ParamNamesOf<K extends PageKey> = ParamNames<(typeof PUBLIC_PAGES)[K]>;
/** Pages whose address is fixed (`/about`). */
export type StaticPageKey = { [K in PageKey]: [ParamNamesOf<K>] extends [never] ? K : never }[PageKey];
/** Pages whose address names a record (`/archive/{videoId}`). */
export type RecordPageKey = Exclude<PageKey, StaticPageKey>;
/** The parts of a record page's address, by name. */
export type PageParams<K extends PageKey> = { readonly [Name in ParamNamesOf<K>]: string | number };

export const isStaticPage = (key: PageKey): key is StaticPageKey => !PUBLIC_PAGES[key].includes(':');
export const isRecordPage = (key: PageKey): key is RecordPageKey => !isStaticPage(key);

/** A page's address: its pattern with each part filled in (encoded), e.g. `pagePath('video', { videoId: 12 })`. */
export function pagePath<K extends StaticPageKey>(key: K): string;
export function pagePath<K extends RecordPageKey>(key: K, params: PageParams<K>): string;
export function pagePath(key: PageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return PUBLIC_PAGES[key].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
/** `pagePath` where the page is only known at run time (a loop over the registry): its parts are not checked. */
export const anyPagePath = pagePath as (key: PageKey, params?: Readonly<Record<string, string | number>>) => string;

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
