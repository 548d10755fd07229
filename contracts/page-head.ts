import { z } from 'zod';
import { LANGUAGES, type AppLanguage } from './constants.ts';
import { PAGE_KEYS, PUBLIC_PAGES, type PageKey } from './public-pages.ts';

/** A page's title and description, and the other texts its entry names (contracts/public-pages.ts `headTexts`). */
const PageTextSchema = z.object({ title: z.string().min(1), description: z.string().min(1) }).catchall(z.string().min(1));
const LanguageTextsSchema = z.object({
  appName: z.string().min(1),
  pages: z.record(z.enum(PAGE_KEYS), PageTextSchema),
});

/**
 * `page-head.json`, written by the web build beside index.html (scripts/page-head-plugin.ts) and
 * read by the server, which puts each page's title, description, canonical URL, preloads and
 * structured data into the HTML it serves (api/src/features/seo/).
 */
export const PageHeadManifestSchema = z.object({
  texts: z.record(z.enum(LANGUAGES), LanguageTextsSchema),
  /** Script files each page's lazy chunk needs, to be fetched with the entry instead of after it. */
  modules: z.record(z.enum(PAGE_KEYS), z.array(z.string().startsWith('/'))),
  /** Font files the first paint of a page in that language needs. */
  fonts: z.record(z.enum(LANGUAGES), z.array(z.string().startsWith('/'))),
  /** The home page's hero image (its LCP element). */
  heroImage: z.string().startsWith('/'),
});
export type PageHeadManifest = z.infer<typeof PageHeadManifestSchema>;

/**
 * What the server reads from a page's query: its language. Every other parameter belongs to the
 * app (`search`, `t`, …); a missing or unknown `lng` serves the page in English, as the app falls back.
 */
export const PageQuerySchema = z.looseObject({
  lng: z
    .unknown()
    .optional()
    .transform((value) => ((LANGUAGES as readonly unknown[]).includes(value) ? (value as AppLanguage) : undefined)),
});

/**
 * The parts of a page's address (`/archive/{videoId}`): any text; only one that names a record the visitor may see
 * gets the record's head (others: 404, api/src/features/seo/record-pages.ts).
 */
export const pageParamsSchema = (key: PageKey) =>
  z.strictObject(Object.fromEntries([...PUBLIC_PAGES[key].matchAll(/:(\w+)/g)].map(([, name = '']) => [name, z.string()])));
