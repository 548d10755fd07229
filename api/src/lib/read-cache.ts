import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from './caches.ts';

type Encoding = 'br' | 'gzip';
interface Entry {
  storedAt: number;
  body: Buffer;
  /** Hash of `body`; each encoding's ETag adds a suffix, as its bytes differ (a strong validator). */
  hash: string;
  /** The one video a detail answer shows; null for answers over many videos (lists, search, map). */
  mediaId: number | null;
  /** Compressed copies, made on first demand: compressing on every hit would cost more than the hit. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Whether the cache holds it (and counts its bytes); an answer refused by set() is still sent. */
  stored: boolean;
  /** When a request found it too old and went to compute it again; null when nobody is. */
  refreshingSince: number | null;
  /** When (on the cache's clock) it must no longer be served, not even while another request recomputes it. */
  until: number;
}
/** What a committed write changed; without `mediaIds`, anything may have. */
export interface ReadChange {
  /** The videos whose own answers (details) changed; lists, search and the map are always redone. */
  mediaIds?: readonly number[];
}

/** How an answer is stored, besides its bytes. */
export interface KeepOptions {
  /** Its strong ETag's opaque part, when the answer's bytes hold something that differs per computation (a page's fetch times). */
  hash?: string;
  /** The moment, on the cache's clock, after which it is never served (a seal date: docs/architecture.md "Server rendering"). */
  until?: number;
}

export interface CachedAnswer {
  body: Buffer;
  encoding: Encoding | null;
  /** Quoted strong ETag of exactly these bytes. */
  etag: string;
}

/**
 * How long a cached answer lives at most. Content writes empty the cache at once (its owner,
 * lib/caches.ts); plays do not (they are counted apart, features/media/view-counter.ts),
 * so this bounds how old a shown view count can be, and writes made outside the server (a seed script).
 */
export const READ_CACHE_MAX_AGE_MS = 3_000;

/**
 * While one request computes an answer that grew too old, the others asking for it get the old
 * one for at most this long, instead of all computing it at once: an answer expires for every
 * visitor at the same moment, and a crowd of identical searches computed together held up every
 * request queued behind them (the mixed bench's p99). Writes never leave an old answer to serve:
 * they remove it (forget).
 */
const READ_CACHE_REFRESH_GRACE_MS = 1_000;

/** The encoding to answer with, from an Accept-Encoding header (brotli first, then gzip). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(';')
          .map((p) => p.trim()),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/** A strong ETag's opaque part for some bytes. */
export const hashOf = (body: Buffer | string) => crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22);

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Serialized answers (the public API's lists, details, search, map; rendered pages), kept until a
 * write changes what they show; one of the stores lib/caches.ts owns. The archive is read far more
 * than written; a hit skips the queries and the serialization, which is what lets an answer take
 * well under a millisecond. An answer computed while an invalidation happened is never stored
 * (`generation`). Bounded by total size (LRU) and by its maximum age (plus
 * READ_CACHE_REFRESH_GRACE_MS while one request recomputes).
 */
export class ReadCache implements Store {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #generation = 0;

  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxAgeMs = READ_CACHE_MAX_AGE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Moves on at every forget(); a miss records it and stores its answer only if unchanged. */
  get generation(): number {
    return this.#generation;
  }

  /** How many bytes its answers and their compressed copies hold. */
  get bytes(): number {
    return this.#bytes;
  }

  /** How many answers it holds. */
  get size(): number {
    return this.#entries.size;
  }

  /** Only anonymous GETs are cached: the admin sees other fields (phones, archived videos). */
  static keyOf(request: FastifyRequest): string | null {
    // An access link's answer is for its holder alone (features/access/access-reader.ts).
    if (request.method !== 'GET' || request.admin || request.accessToken !== null) return null;
    // Host and protocol are part of the key: the page envelope holds absolute next/previous URLs.
    return `${request.protocol}://${request.host}${request.url}`;
  }

  /** Lookups answered from the cache and not, since the start (the metrics read them: plugins/metrics.ts). */
  readonly lookups = { hits: 0, misses: 0 };

  /** The stored answer, compressed when the client accepts it; undefined when missing or too old. */
  get(key: string, acceptEncoding?: string): CachedAnswer | undefined {
    const answer = this.#lookup(key, acceptEncoding);
    if (answer === undefined) this.lookups.misses += 1;
    else this.lookups.hits += 1;
    return answer;
  }

  #lookup(key: string, acceptEncoding?: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.until) {
      this.#remove(key, entry);
      return undefined;
    }
    if (now - entry.storedAt > this.maxAgeMs) {
      const refreshing = entry.refreshingSince !== null && now - entry.refreshingSince <= READ_CACHE_REFRESH_GRACE_MS;
      // Too old: this request computes it again; until it lands, others get this one (see the grace).
      if (!refreshing) {
        entry.refreshingSince = now;
        return undefined;
      }
      return this.#answer(entry, pickEncoding(acceptEncoding));
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry); // most recently used last
    return this.#answer(entry, pickEncoding(acceptEncoding));
  }

  /**
   * Stores an answer computed since `generation` and returns it as get() would, or stores
   * nothing (an invalidation happened meanwhile, or it is too large) and returns it uncached.
   */
  set(
    key: string,
    generation: number,
    text: string | Buffer,
    mediaId: number | null,
    acceptEncoding?: string,
    options: KeepOptions = {},
  ): CachedAnswer {
    const body = typeof text === 'string' ? Buffer.from(text) : text;
    const entry: Entry = {
      storedAt: this.now(),
      body,
      hash: options.hash ?? hashOf(body),
      mediaId,
      encoded: {},
      stored: false,
      refreshingSince: null,
      until: options.until ?? Number.POSITIVE_INFINITY,
    };
    if (generation === this.#generation && body.length <= this.maxBytes / 8) {
      entry.stored = true;
      const previous = this.#entries.get(key);
      if (previous) this.#remove(key, previous);
      this.#entries.set(key, entry);
      this.#bytes += body.length;
      for (const [oldKey, oldEntry] of this.#entries) {
        if (this.#bytes <= this.maxBytes) break;
        this.#remove(oldKey, oldEntry);
      }
    }
    return this.#answer(entry, pickEncoding(acceptEncoding));
  }

  /**
   * Forgets what a change can affect: with `mediaIds`, those videos' details and every answer
   * over many videos (a title or a date moves a video in lists and search); without, everything.
   */
  forget(mediaIds?: readonly number[]): void {
    this.#generation += 1;
    if (!mediaIds) {
      for (const entry of this.#entries.values()) entry.stored = false;
      this.#entries.clear();
      this.#bytes = 0;
      return;
    }
    const changed = new Set(mediaIds);
    for (const [key, entry] of this.#entries) {
      if (entry.mediaId === null || changed.has(entry.mediaId)) this.#remove(key, entry);
    }
  }

  #remove(key: string, entry: Entry): void {
    entry.stored = false;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(entry);
  }

  #answer(entry: Entry, encoding: Encoding | null): CachedAnswer {
    if (encoding === null) return { body: entry.body, encoding, etag: `"${entry.hash}"` };
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compress(entry.body, encoding);
      entry.encoded[encoding] = encoded;
      if (entry.stored) this.#bytes += encoded.length;
    }
    return { body: encoded, encoding, etag: `"${entry.hash}-${encoding}"` };
  }
}

const sizeOf = (entry: Entry) => entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

/**
 * Sets the headers of a kept answer (ETag, Vary, its type and encoding), or a 304 when the client holds it already.
 * The caller sends the body (none for a 304).
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  type = 'application/json; charset=utf-8',
): void {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    return;
  }
  reply.header('content-type', type);
  // Already compressed: @fastify/compress leaves a response with a Content-Encoding alone.
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
}

/**
 * Hooks of an encapsulated route context: a hit is answered in onRequest (after the global
 * auth and access-gate hooks), as a 304 when the client holds it already; a miss is serialized
 * once by the route's own response schema in preSerialization, kept, and sent as a hit would
 * be, so what the cache serves is exactly what the route sends. `mediaIdOf` names the one
 * video an answer shows (a detail), so saving another video keeps it.
 */
export function cacheReads(app: FastifyInstance, mediaIdOf: (request: FastifyRequest) => number | null = () => null): void {
  const cache = app.caches.answers;
  const misses = new WeakMap<FastifyRequest, { key: string; generation: number }>();

  app.addHook('onRequest', async (request, reply) => {
    const key = ReadCache.keyOf(request);
    if (key === null) return;
    await app.caches.catchUp();
    const hit = cache.get(key, request.headers['accept-encoding']);
    if (hit !== undefined) {
      sendKept(request, reply, hit);
      return reply.send(reply.statusCode === 304 ? undefined : hit.body);
    }
    misses.set(request, { key, generation: cache.generation });
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const miss = misses.get(request);
    if (!miss || reply.statusCode !== 200) return payload;
    // A string, or the bytes of JSON written ahead (lib/json-schema-serializer.ts, WrittenJson).
    const serialized = reply.serialize(payload) as unknown;
    if (typeof serialized !== 'string' && !Buffer.isBuffer(serialized)) return payload;
    const answer = cache.set(miss.key, miss.generation, serialized, mediaIdOf(request), request.headers['accept-encoding']);
    sendKept(request, reply, answer);
    reply.serializer(() => (reply.statusCode === 304 ? '' : answer.body) as unknown as string);
    return payload;
  });
}
