import { z } from 'zod';
import { LANGUAGES, type AppLanguage } from './constants.ts';
import { PAGE_KEYS } from './public-pages.ts';

const PageTextSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });
const LanguageTextsSchema = z.object({
  appName: z.string().min(1),
  /** "Interview with {{guest}}", the video page's title when the video has a guest. */
  interviewWith: z.string().includes('{{guest}}'),
  /** "Video not found", the title of an unknown video's page (the server renders that page whole). */
  videoNotFound: z.string().min(1).optional(),
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

/** `/archive/{videoId}`: any text; only an id of a public video gets the video's head (others: 404). */
export const VideoPageParamsSchema = z.strictObject({ videoId: z.string() });
