import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '#contracts/constants';
import { pagePath, pageUrl } from '#contracts/public-pages';
import { serverEntryFile } from '#contracts/server-render';
import { mostVisitedPages } from './listed-pages.ts';
import { PAGE_CACHE_BYTES } from './page-cache.ts';

/**
 * At most this long of a start-up goes to rendering pages ahead (docs/decisions.md §1520): a render costs 15–50 ms
 * of CPU on a shared 2-core machine, so this is several hundred pages on a quiet one; a process that is the only one
 * is unreachable meanwhile, as it is while the migrations run.
 */
const PAGES_AHEAD_MS = 15_000;
/** No more than half the kept pages' bytes: what visitors ask beyond them must still find room. */
const PAGES_AHEAD_BYTES = PAGE_CACHE_BYTES / 2;
/** Pages rendered side by side. */
const RENDERS_AT_ONCE = 4;
/** Pages of each record page considered (videos), most visited first: more than the bytes above could hold (a video's page is 80 KB). */
const RECORDS_AHEAD = 1_000;

/**
 * The addresses visitors open most, in order: the home page as typed (its language from the browser's), then the
 * sitemap's addresses (listed-pages.ts: each page once per language, `?lng=`, where search engines send visitors),
 * the site's own pages first, then the videos' pages, most watched first.
 */
async function addressesAhead(app: FastifyInstance): Promise<{ url: string; language?: string }[]> {
  const paths = await mostVisitedPages(app, RECORDS_AHEAD);
  return [
    ...LANGUAGES.map((language) => ({ url: pagePath('home'), language })),
    ...paths.flatMap((path) => LANGUAGES.map((language) => ({ url: pageUrl('', path, language) }))),
  ];
}

/** How many pages were rendered ahead (kept, unless a write came meanwhile), and in how long. */
export interface PagesAhead {
  pages: number;
  ms: number;
}

/**
 * Renders the public pages visitors open most into this process's kept pages before it takes its first visitor
 * (docs/decisions.md §1520; called by start-listening.ts): a render on the event loop holds up every request behind
 * it, and a new process would otherwise render each page while visitors wait. Each page is asked for as a visitor
 * without a cookie asks for it (`inject`: the access gate and the access rule decide as for anyone), so exactly the
 * page a visitor would be sent is kept. Bounded by PAGES_AHEAD_MS and PAGES_AHEAD_BYTES whatever the archive's
 * size; a page that fails is left to its first visitor. Null, and nothing rendered, where no page would be kept
 * under the key a visitor's request looks for: without the server entry, without PUBLIC_URL (the origin is part of
 * the key, features/seo/page-cache.ts, and is otherwise the one each request came to) or behind the access gate.
 */
export async function renderPagesAhead(app: FastifyInstance): Promise<PagesAhead | null> {
  const { config } = app;
  if (!config.publicUrl || config.platformPassword !== '' || !fs.existsSync(serverEntryFile(config.webDist))) return null;
  const started = performance.now();
  const addresses = await addressesAhead(app);
  let pages = 0;
  // A few at a time: some draw while the others' data is read (PostgreSQL's round trips); all on the one event loop.
  const renderNext = async (): Promise<void> => {
    const next = addresses.shift();
    if (!next || performance.now() - started >= PAGES_AHEAD_MS || app.caches.pages.bytes >= PAGES_AHEAD_BYTES) return;
    const headers = next.language ? { 'accept-language': next.language } : {};
    const answer = await app.inject({ method: 'GET', url: next.url, headers }).catch(() => null);
    if (answer?.statusCode === 200) pages += 1;
    return renderNext();
  };
  await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, renderNext));
  return { pages, ms: Math.round(performance.now() - started) };
}
