import crypto from 'node:crypto';
import path from 'node:path';
import type { Config } from '../api/src/config.ts';

/**
 * A server's settings as the benches run one (bench:api's server, the in-process counters): no accounts, no gate, no
 * outside fetches, the public origin known (a process renders the most visited pages before it listens, docs/decisions.md
 * §1520), the web build in `dist/web`. `overrides` for the rest.
 */
export function benchConfig(databaseUrl: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    adminUsername: '',
    adminPassword: '',
    platformPassword: '',
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    seed: 'none',
    webDist: path.resolve('dist/web'),
    logRequests: false,
    logLevel: 'warn',
    webConcurrency: 1,
    publicUrl: 'https://atlas.example.org',
    trustProxy: [],
    mediaOrigins: [],
    thumbnailFetch: false,
    socialLinks: [],
    metricsToken: '',
    nodeName: 'bench',
    ...overrides,
  } as unknown as Config;
}

/** The kinds of request in bench:api's visitor mixes. */
export type Visit = 'detail' | 'search' | 'recent' | 'mostWatched' | 'play' | 'page';

/**
 * Per 100 requests. `pages` (docs/decisions.md §1010): 39 details, 26 searches over 30 words, 9 recent, 4 most-watched,
 * 9 plays, and 13 pages' HTML, rendered by the server (docs/architecture.md "Server rendering": the home page, the
 * archive, a video's page and the map, in English or Arabic), taken from the API shares in proportion. `api`: the
 * mix before pages (docs/decisions.md §123), which the code before them also runs, so bench:compare can set the two
 * side by side.
 */
export const MIX_SHARES: Record<'pages' | 'api', [Visit, number][]> = {
  pages: [
    ['detail', 39],
    ['search', 26],
    ['recent', 9],
    ['mostWatched', 4],
    ['play', 9],
    ['page', 13],
  ],
  api: [
    ['detail', 45],
    ['search', 30],
    ['recent', 10],
    ['mostWatched', 5],
    ['play', 10],
  ],
};
