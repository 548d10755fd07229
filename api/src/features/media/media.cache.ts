import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteTracker } from '../../db/write-tracker.ts';

type Encoding = 'br' | 'gzip';
interface Entry {
  version: number;
  storedAt: number;
  body: Buffer;
  /** Compressed copies, made on first demand: compressing on every hit would cost more than the hit. */
  encoded: Partial<Record<Encoding, Buffer>>;
}
export interface CachedAnswer {
  body: Buffer;
  encoding: Encoding | null;
}

/** The encoding to answer with, from an Accept-Encoding header (brotli first, then gzip). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header.split(',')
      .map((part) => part.trim().toLowerCase().split(';').map((p) => p.trim()))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * Serialized public read answers (lists, details), kept until the next write to the database.
 * The archive is read far more than written; a hit skips the queries and the serialization,
 * which is what lets a list answer in well under a millisecond. Correctness rests on
 * WriteTracker: an entry is valid only for the write version it was computed at, and an
 * answer computed while a write happened is never stored. Writes this process cannot see
 * (another server on the same PostgreSQL, `npm run seed` beside a running server) are
 * bounded by a maximum age. Bounded by total size (LRU).
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    private readonly writes: WriteTracker,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxAgeMs = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Only anonymous GETs are cached: the admin sees other fields (phones, archived videos). */
  static keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET' || request.admin) return null;
    // Host and protocol are part of the key: the page envelope holds absolute next/previous URLs.
    return `${request.protocol}://${request.host}${request.url}`;
  }

  /** The stored answer as bytes, compressed when the client accepts it; undefined when missing or stale. */
  get(key: string, acceptEncoding?: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== this.writes.version || this.now() - entry.storedAt > this.maxAgeMs) {
      this.#bytes -= sizeOf(entry);
      return undefined;
    }
    this.#entries.set(key, entry); // most recently used last
    const encoding = pickEncoding(acceptEncoding);
    if (encoding === null) return { body: entry.body, encoding };
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compress(entry.body, encoding);
      entry.encoded[encoding] = encoded;
      this.#bytes += encoded.length;
    }
    return { body: encoded, encoding };
  }

  /** Stores an answer computed at `version`, unless a write happened since. */
  set(key: string, version: number, text: string): void {
    if (version !== this.writes.version) return;
    const body = Buffer.from(text);
    if (body.length > this.maxBytes / 8) return;
    const previous = this.#entries.get(key);
    if (previous) this.#bytes -= sizeOf(previous);
    this.#entries.delete(key);
    this.#entries.set(key, { version, storedAt: this.now(), body, encoded: {} });
    this.#bytes += body.length;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= sizeOf(oldEntry);
    }
  }
}

const sizeOf = (entry: Entry) => entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

/**
 * Hooks of an encapsulated route context: a hit is answered in onRequest (after the global
 * auth and access-gate hooks); a miss is serialized once by the route's own response schema
 * in preSerialization and kept, so what the cache serves is exactly what the route sends.
 */
export function cacheReads(app: FastifyInstance, cache: ReadCache): void {
  const misses = new WeakMap<FastifyRequest, { key: string; version: number }>();

  app.addHook('onRequest', async (request, reply) => {
    const key = ReadCache.keyOf(request);
    if (key === null) return;
    const hit = cache.get(key, request.headers['accept-encoding']);
    if (hit !== undefined) {
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      // Already compressed: @fastify/compress leaves a response with a Content-Encoding alone.
      if (hit.encoding) reply.header('content-encoding', hit.encoding);
      return reply.send(hit.body);
    }
    misses.set(request, { key, version: app.writes.version });
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const miss = misses.get(request);
    if (!miss || reply.statusCode !== 200) return payload;
    const serialized = reply.serialize(payload);
    if (typeof serialized !== 'string') return payload;
    const body = serialized;
    cache.set(miss.key, miss.version, body);
    reply.serializer((serialized: unknown) => String(serialized));
    return body;
  });
}
