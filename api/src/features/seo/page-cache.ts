import { CACHE_LIFETIME_MS } from '#contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CachedAnswer, ReadCache, sendKept } from '../../lib/read-cache.ts';
import { accessTime } from '../access/access-time.ts';

/**
 * How long a rendered page is kept at most when no write empties it first (docs/decisions.md §1030): the app's own
 * cache lifetime (docs/behaviour.md §9), so a page is never older than what a visitor's browser would still show
 * as fresh. Plays are not writes: the home page's most-watched row, and the archive sorted by plays, lag them at
 * most this long, as they do in a browser that keeps the answers.
 */
const PAGE_MAX_AGE_MS = CACHE_LIFETIME_MS;
/** What one process keeps of rendered pages, at most (a page is 30–200 KB; a compressed copy adds a fifth). */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Public pages' HTML of this process, kept like the API's answers (docs/decisions.md §1030): the read cache's
 * own class, on the access rule's clock so that a page is never served past the moment something sealed or
 * withheld opens (`until`). One of the stores plugins/caches.ts owns: every page is made of many videos (its lists,
 * a video's related interviews), so every change forgets them all.
 */
export const createPageCache = () => new ReadCache(PAGE_CACHE_BYTES, PAGE_MAX_AGE_MS, () => accessTime.now());

/** Where a page about to be rendered is kept: its key, and the cache's generation before any of its data was read. */
export interface PageSlot {
  key: string;
  generation: number;
}

/** What, besides the address, changes a public page's HTML for the same data. */
interface PageVariant {
  language: string;
  /** The origin the page's absolute addresses are written with. */
  origin: string;
  access: { required: boolean };
}

/**
 * The key a page is kept under, or null for an answer that is never kept: anything but a GET, a page behind the
 * access gate (its states differ per visitor), a staff member's, and an access link holder's (`private, no-store`,
 * features/access/access-reader.ts). The language may come from a cookie or the browser's languages, so it is
 * part of the key, as the origin is (canonical and alternate addresses are absolute).
 */
function pageKeyOf(request: FastifyRequest, page: PageVariant): string | null {
  if (request.method !== 'GET' || page.access.required || request.admin !== null || request.accessToken !== null) return null;
  return `${page.language} ${page.origin}${request.url}`;
}

/** A page answered from the cache, or where to keep the one about to be rendered (null: never kept). */
type PageLookup = { sent: true } | { sent: false; slot: PageSlot | null };

/**
 * Answers the page from this process's cache when it holds it, after catching up with other processes'
 * writes as the read cache does (`cacheControl` sets the page's Cache-Control, as for a rendered page);
 * otherwise says where to keep the page about to be rendered.
 */
export async function answerKeptPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageVariant,
  cacheControl: () => void,
): Promise<PageLookup> {
  const key = pageKeyOf(request, page);
  if (key === null) return { sent: false, slot: null };
  await app.caches.catchUp();
  const hit = app.caches.pages.get(key, request.headers['accept-encoding']);
  if (hit === undefined) return { sent: false, slot: { key, generation: app.caches.pages.generation } };
  cacheControl();
  await sendPage(request, reply, hit);
  return { sent: true };
}

/** Keeps a rendered page (unless a write happened while it was rendered) and sends it as a kept one. */
export function keepPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, slot: PageSlot, html: string, hash: string) {
  const answer = app.caches.pages.set(slot.key, slot.generation, html, null, request.headers['accept-encoding'], {
    hash,
    until: app.nextAccessChangeAt(),
  });
  return sendPage(request, reply, answer);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  sendKept(request, reply, answer, 'text/html; charset=utf-8');
  // The language may come from the cookie or the browser's languages; the bytes from the encoding asked for.
  reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  return reply.send(reply.statusCode === 304 ? undefined : answer.body);
}
