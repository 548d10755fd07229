import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONSENT_POLICIES, type ConsentPolicy } from '#contracts/consent';
import { DEFAULT_ARCHIVE_NAME, DEFAULT_INVITATION_DAYS, DEFAULT_TRASH_DAYS } from '#contracts/constants';
import { parseSocialLinks, type SocialLink } from '#contracts/site';
import { isPostgresUrl, sqlitePathFrom } from './db/connect.ts';

/** Everything Atlas reads from its environment (listed in the README; nothing else configures it), and `passwordCost`, which only the tests set. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  adminUsername: string;
  adminPassword: string;
  /** Empty: the access gate is off. Never sent to the browser. */
  platformPassword: string;
  jwtSecret: string;
  /** 'sample' fills an empty database with the sample archive; 'none' leaves it empty. */
  seed: 'sample' | 'none';
  /** Folder of the built SPA; missing folder means the API runs alone. */
  webDist: string;
  /** Log requests (off in tests). */
  logRequests: boolean;
  /** Whether the server may fetch thumbnails from the video host (THUMBNAIL_FETCH=off: posters only). */
  thumbnailFetch: boolean;
  /** How much the structured (JSON) log says; `info` logs one line per request. */
  logLevel: LogLevel;
  /** Server processes sharing the port (node:cluster); 1 runs the server in this process. */
  webConcurrency: number;
  /** NODE_NAME: this node's name in the logs and metrics (default: the host name; docs/deploy.md). */
  nodeName?: string;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long the node tells the load balancer it is going while it still serves (docs/deploy.md). */
  shutdownDrainMs?: number;
  /** METRICS_TOKEN: the bearer token `/metrics` asks for; empty: no metrics are kept or served. */
  metricsToken?: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto
   * are believed; empty: none (the connecting address is the client).
   */
  trustProxy: string[];
  /** OAI-PMH Identify adminEmail; empty: archive@ the requested host name. */
  oaiAdminEmail?: string;
  /** ARCHIVE_NAME: the archive's name where a standard asks for it (OAI-PMH's repositoryName, a package's bag-info.txt). */
  archiveName?: string;
  /** Days a deleted video waits in the trash before it is purged (TRASH_DAYS; default DEFAULT_TRASH_DAYS). */
  trashDays?: number;
  /**
   * The site's public address (PUBLIC_URL, e.g. https://atlas.example.org) for canonical URLs, the
   * sitemap and structured data; empty: the address each request came to.
   */
  publicUrl?: string;
  /** Origins besides the site itself that audio/video files may be played from (CSP media-src). */
  mediaOrigins: string[];
  /** The footer's social links (SOCIAL_LINKS); unset, each of the four networks' home page. */
  socialLinks: SocialLink[];
  /** Who must use two-factor sign-in (REQUIRE_2FA; default off). */
  require2fa?: Require2fa;
  /** SMTP server that invitations and reset links are sent through (SMTP_URL); empty: links are only shown. */
  smtpUrl?: string;
  /** The sender of those emails (SMTP_FROM). */
  smtpFrom?: string;
  /** Days an invitation or reset link stays valid (INVITATION_DAYS; default DEFAULT_INVITATION_DAYS). */
  invitationDays?: number;
  /** CONSENT_POLICY: `require` refuses making an interview public and open without a narrator's public release; `warn` (default) shows it (docs/behaviour.md §400). */
  consentPolicy?: ConsentPolicy;
  /** PUBLISH_CHECKLIST: `warn` (default) lists what an interview lacks; `require` refuses to publish it (docs/behaviour.md §701). */
  publishChecklist?: 'warn' | 'require';
  /** Recordings held by Atlas (README "Recordings"); defaults from mediaDefaults(). */
  media?: Partial<MediaConfig>;
  /** TRANSCRIBE_ENGINE: who writes machine drafts (docs/behaviour.md §704); none: pocketsphinx when installed. */
  transcribeEngine?: TranscribeEngineSpec;
  /**
   * scrypt's cost for new password hashes (log2 of N). Not read from the environment: a deployment always hashes at
   * PASSWORD_COST (features/auth/password.ts); only the tests' servers set a cheaper one (docs/decisions.md §1531).
   */
  passwordCost?: number;
}

/** The speech recognizer machine drafts come from (docs/behaviour.md §704). */
export type TranscribeEngineSpec =
  { kind: 'pocketsphinx' } | { kind: 'off' } | { kind: 'whisper-cpp'; binary: string; model: string } | { kind: 'http'; url: string };

/** TRANSCRIBE_ENGINE: `pocketsphinx` (the default), `whisper-cpp:BINARY:MODEL`, `http:URL` or `off`. */
function transcribeEngineFrom(value = ''): TranscribeEngineSpec {
  const spec = value.trim();
  if (spec === '' || spec === 'pocketsphinx') return { kind: 'pocketsphinx' };
  if (spec === 'off') return { kind: 'off' };
  const whisper = /^whisper-cpp:([^:]+):(.+)$/.exec(spec);
  if (whisper) return { kind: 'whisper-cpp', binary: whisper[1]!, model: whisper[2]! };
  if (spec.startsWith('http:')) {
    const url = spec.slice('http:'.length);
    if (/^https?:\/\//.test(url)) return { kind: 'http', url };
  }
  throw new Error(`TRANSCRIBE_ENGINE must be pocketsphinx, whisper-cpp:BINARY:MODEL, http:URL or off, got "${value}"`);
}

/** Where recordings live and how they are taken in (docs/behaviour.md §600). */
export interface MediaConfig {
  /** MEDIA_STORAGE: `file:FOLDER` or `s3://bucket/prefix`. */
  storage: string;
  s3Endpoint: string;
  s3Region: string;
  /** Unfinished uploads wait here (a local folder whatever the storage: ffmpeg reads local files). */
  uploadDir: string;
  uploadMaxBytes: number;
  ingestConcurrency: number;
  /** 0: no periodic fixity check. */
  fixityEveryMs: number;
  ffmpegPath: string;
  /**
   * MEDIA_DELIVERY: who sends a recording's bytes once Atlas has said yes (docs/deploy.md "Media at nginx speed"):
   * `node` (Atlas streams them), `nginx` (file storage: an `X-Accel-Redirect` to nginx's internal location) or
   * `signed` (S3: a redirect to a short-lived signed address).
   */
  delivery: MediaDelivery;
  /** NGINX_MEDIA_SECRET: what Atlas and nginx sign segment addresses with under MEDIA_DELIVERY=nginx (docs/deploy.md). */
  nginxSecret: string;
}

const MEDIA_DELIVERIES = ['node', 'nginx', 'signed'] as const;
export type MediaDelivery = (typeof MEDIA_DELIVERIES)[number];

const GIB = 1024 ** 3;
const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function mediaDefaults(overrides: Partial<MediaConfig> = {}): MediaConfig {
  return {
    storage: 'file:data/media',
    s3Endpoint: '',
    s3Region: '',
    uploadDir: 'data/uploads',
    uploadMaxBytes: 20 * GIB,
    ingestConcurrency: 1,
    fixityEveryMs: 7 * DURATION_UNITS.d!,
    ffmpegPath: 'ffmpeg',
    delivery: 'node',
    nginxSecret: '',
    ...overrides,
  };
}

/** The archive's name (ARCHIVE_NAME), read by the server and by `npm run export` alike. */
export const archiveNameFrom = (env: NodeJS.ProcessEnv = process.env): string => env.ARCHIVE_NAME?.trim() || DEFAULT_ARCHIVE_NAME;

/** The recordings' settings alone (the fixity, backup and restore commands read no other). */
export function mediaConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const databaseUrl = env.DATABASE_URL ?? '';
  return mediaFromEnv(env, isPostgresUrl(databaseUrl) ? 'data' : path.dirname(sqlitePathFrom(databaseUrl)));
}

function mediaFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MediaConfig {
  const storage = env.MEDIA_STORAGE || `file:${path.join(dataDir, 'media')}`;
  if (!storage.startsWith('file:') && !storage.startsWith('s3://')) {
    throw new Error(`MEDIA_STORAGE must be file:FOLDER or s3://bucket/prefix, got "${storage}"`);
  }
  const delivery = (env.MEDIA_DELIVERY || 'node') as MediaDelivery;
  if (!MEDIA_DELIVERIES.includes(delivery)) throw new Error(`MEDIA_DELIVERY must be node, nginx or signed, got "${env.MEDIA_DELIVERY}"`);
  if (delivery === 'nginx' && !storage.startsWith('file:'))
    throw new Error('MEDIA_DELIVERY=nginx serves local files: it needs MEDIA_STORAGE=file:FOLDER');
  const nginxSecret = env.NGINX_MEDIA_SECRET ?? '';
  if (delivery === 'nginx' && (nginxSecret.length < 32 || !/^[A-Za-z0-9._~+/=-]+$/.test(nginxSecret))) {
    throw new Error('MEDIA_DELIVERY=nginx needs NGINX_MEDIA_SECRET: at least 32 letters, digits or -._~+/=, the same as nginx is given');
  }
  if (delivery === 'signed' && !storage.startsWith('s3://'))
    throw new Error('MEDIA_DELIVERY=signed hands out S3 addresses: it needs MEDIA_STORAGE=s3://…');
  return mediaDefaults({
    storage,
    delivery,
    nginxSecret,
    s3Endpoint: env.S3_ENDPOINT ?? '',
    s3Region: env.S3_REGION ?? env.AWS_REGION ?? '',
    uploadDir: env.UPLOAD_DIR || path.join(dataDir, 'uploads'),
    uploadMaxBytes: wholeNumber('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 20 * GIB, 1),
    ingestConcurrency: wholeNumber('INGEST_CONCURRENCY', env.INGEST_CONCURRENCY, 1, 1, 16),
    fixityEveryMs: parseFixityEvery(env.FIXITY_EVERY),
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
  });
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

/** FIXITY_EVERY: `7d`, `12h`, `90m`, `30s`, or `off`; default 7 days. */
function parseFixityEvery(value: string | undefined): number {
  if (value === undefined || value === '') return 7 * DURATION_UNITS.d!;
  if (value === 'off' || value === '0') return 0;
  const match = /^(\d+)([smhd])$/.exec(value.trim());
  if (!match || Number(match[1]) < 1) throw new Error(`FIXITY_EVERY must be a duration such as 7d, 12h or 30m, or off; got "${value}"`);
  return Number(match[1]) * DURATION_UNITS[match[2]!]!;
}

export type Require2fa = 'admin' | 'all' | 'off';

/**
 * MEDIA_ORIGINS: http(s) origins separated by commas or spaces, e.g. `https://media.example.org`.
 * Anything else stops the start: a typo would otherwise silently block every recording.
 */
export function parseMediaOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return origins.map((origin) => {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new Error(`MEDIA_ORIGINS must list origins such as https://media.example.org, got "${origin}"`);
    }
    return url.origin;
  });
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL ?? '';
  const dataDir = isPostgresUrl(databaseUrl) ? 'data' : path.dirname(sqlitePathFrom(databaseUrl));
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    adminUsername: env.ADMIN_USERNAME ?? '',
    adminPassword: env.ADMIN_PASSWORD ?? '',
    platformPassword: env.PLATFORM_PASSWORD ?? '',
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    // SEED defaults to the sample archive for the embedded database only (README: configuration).
    seed: (env.SEED ?? (isPostgresUrl(databaseUrl) ? 'none' : 'sample')) === 'sample' ? 'sample' : 'none',
    webDist: path.resolve(env.ATLAS_WEB_DIST ?? 'dist/web'),
    logRequests: env.NODE_ENV !== 'test',
    thumbnailFetch: env.THUMBNAIL_FETCH !== 'off',
    logLevel: logLevelFrom(env.LOG_LEVEL),
    webConcurrency: webConcurrencyFrom(env.WEB_CONCURRENCY),
    nodeName: nodeNameFrom(env.NODE_NAME),
    shutdownDrainMs: wholeNumber('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, DEFAULT_SHUTDOWN_DRAIN_MS, 0, 600_000),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? ''),
    oaiAdminEmail: env.OAI_ADMIN_EMAIL ?? '',
    archiveName: archiveNameFrom(env),
    trashDays: trashDaysFrom(env.TRASH_DAYS),
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    mediaOrigins: parseMediaOrigins(env.MEDIA_ORIGINS),
    socialLinks: parseSocialLinks(env.SOCIAL_LINKS),
    require2fa: require2faFrom(env.REQUIRE_2FA),
    smtpUrl: smtpUrlFrom(env.SMTP_URL),
    smtpFrom: env.SMTP_FROM ?? '',
    invitationDays: invitationDaysFrom(env.INVITATION_DAYS),
    consentPolicy: consentPolicyFrom(env.CONSENT_POLICY),
    publishChecklist: publishChecklistFrom(env.PUBLISH_CHECKLIST),
    media: mediaFromEnv(env, dataDir),
    transcribeEngine: transcribeEngineFrom(env.TRANSCRIBE_ENGINE),
  };
}

/** PUBLISH_CHECKLIST alone, for the scripts that write interviews outside the server (a backup restore). */
export const publishChecklistFromEnv = (env: NodeJS.ProcessEnv = process.env) => publishChecklistFrom(env.PUBLISH_CHECKLIST);

function publishChecklistFrom(value = 'warn'): 'warn' | 'require' {
  if (value === 'warn' || value === 'require') return value;
  throw new Error(`PUBLISH_CHECKLIST must be warn or require, got "${value}"`);
}

function logLevelFrom(value = 'info'): LogLevel {
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level as LogLevel;
}

/** How long a stopping node says it is draining before it closes (docs/deploy.md "Restarts without a failed request"). */
const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

/** A name that reads well as a log field and a metrics label: letters, digits, `.`, `_`, `-`. */
function nodeNameFrom(value: string | undefined): string {
  const name = (value || os.hostname()).trim();
  if (!/^[A-Za-z0-9._-]{1,63}$/.test(name))
    throw new Error(`NODE_NAME must be 1 to 63 letters, digits, dots, dashes or underscores, got "${name}"`);
  return name;
}

/** A token a scraper sends as `Authorization: Bearer …`; a short one would be guessed. */
function metricsTokenFrom(value: string | undefined): string {
  if (!value) return '';
  if (value.length < 16 || /\s/.test(value)) throw new Error('METRICS_TOKEN must be at least 16 characters, without spaces');
  return value;
}

/** More processes than this on one machine only add memory and database connections. */
const MAX_WEB_CONCURRENCY = 64;

function webConcurrencyFrom(value = '1'): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WEB_CONCURRENCY) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WEB_CONCURRENCY}, got "${value}"`);
  }
  return n;
}

/** `TRUST_PROXY=127.0.0.1, 10.0.0.0/8, ::1`: addresses or CIDR ranges, checked at start. */
export function parseTrustProxy(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || extra !== undefined) {
      throw new Error(`TRUST_PROXY must list IP addresses or CIDR ranges separated by commas, got "${entry}"`);
    }
  }
  return entries;
}

function consentPolicyFrom(value = 'warn'): ConsentPolicy {
  const policy = value.trim().toLowerCase();
  if (!(CONSENT_POLICIES as readonly string[]).includes(policy))
    throw new Error(`CONSENT_POLICY must be one of ${CONSENT_POLICIES.join(', ')}, got "${value}"`);
  return policy as ConsentPolicy;
}

function trashDaysFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_TRASH_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 36_500)
    throw new Error(`TRASH_DAYS must be a whole number of days from 1, got "${value}"`);
  return days;
}

function require2faFrom(value = 'off'): Require2fa {
  const choice = value.trim().toLowerCase();
  if (choice !== 'admin' && choice !== 'all' && choice !== 'off') throw new Error(`REQUIRE_2FA must be admin, all or off, got "${value}"`);
  return choice;
}

/** SMTP_URL: smtp:// or smtps:// (user and password in the URL); a typo stops the start instead of losing every invitation. */
function smtpUrlFrom(value: string | undefined): string {
  if (!value) return '';
  if (!URL.canParse(value) || !/^smtps?:$/.test(new URL(value).protocol)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587');
  }
  return value;
}

function invitationDaysFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_INVITATION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 90)
    throw new Error(`INVITATION_DAYS must be a whole number from 1 to 90, got "${value}"`);
  return days;
}

/** PUBLIC_URL as an origin without a trailing slash; anything but an http(s) origin is refused. */
function publicUrlFrom(value: string | undefined): string {
  if (!value) return '';
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname.replace(/\/$/, '') !== '' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://atlas.example.org, got "${value}"`);
  }
  return url.origin;
}

/** A JWT secret generated once and kept in the data folder, so tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // missing: create below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
