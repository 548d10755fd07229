import { PAGE_KEYS, PAGE_SERVING, anyPagePath, isRecordPage, isStaticPage, pagePath } from '#contracts/public-pages';
import type { FastifyInstance } from 'fastify';
import { RECORD_PAGES } from './record-pages.ts';

/** An address the sitemap lists, and when what its page shows last changed (none for a fixed page). */
export interface ListedPage {
  path: string;
  lastmod: string | null;
}

const listed = PAGE_KEYS.filter((key) => PAGE_SERVING[key].listed);
const listedStatic = listed.filter(isStaticPage);
const listedRecords = listed.filter(isRecordPage);

/**
 * The public pages the registry lists (contracts/public-pages.ts PAGE_SERVING `listed`), in its order: the fixed pages, then
 * each listed record page's records (features/seo/record-pages.ts), the public ones only.
 */
export async function listedPages(app: FastifyInstance): Promise<ListedPage[]> {
  // Some are read from what this process keeps (the places' index): as every read from it, after the other processes' writes.
  await app.caches.catchUp();
  const records = await Promise.all(
    listedRecords.map(async (key) =>
      (await RECORD_PAGES[key].listed(app)).map(({ params, lastmod }) => ({ path: anyPagePath(key, params), lastmod })),
    ),
  );
  return [...listedStatic.map((key) => ({ path: pagePath(key), lastmod: null })), ...records.flat()];
}

/** The listed pages visitors open most: the fixed pages, then up to `perKind` records of each record page, most visited first. */
export async function mostVisitedPages(app: FastifyInstance, perKind: number): Promise<string[]> {
  await app.caches.catchUp();
  const records = await Promise.all(
    listedRecords.map(async (key) => (await RECORD_PAGES[key].mostVisited(app, perKind)).map((params) => anyPagePath(key, params))),
  );
  return [...listedStatic.map((key) => pagePath(key)), ...records.flat()];
}
