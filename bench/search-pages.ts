import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app.ts';
import { configFromEnv } from '../api/src/config.ts';
import { FACET_QUERIES } from './facet-queries.ts';
import { SEARCH_QUERIES } from './search-queries.ts';

// `npx tsx bench/search-pages.ts --file=DATABASE_URL --out=FILE` (manual): the answers a change to the search or the
// facets must leave alone, written to FILE to compare byte for byte with another checkout's (`cmp`): the first and
// third pages (20 a page) of bench/search-queries.ts's 25 queries, and bench/facet-queries.ts's eight facet URLs,
// through this checkout's server on the database (migrated first). The server's own origin is written as `ORIGIN`.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-search-pages-'));
const app = await buildApp(
  configFromEnv({
    ...process.env,
    DATABASE_URL: args.file!,
    SEED: 'none',
    JWT_SECRET: 'x'.repeat(64),
    LOG_LEVEL: 'error',
    ATLAS_WEB_DIST: dir,
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const urls = [
  ...SEARCH_QUERIES.flatMap((q) =>
    [1, 3].map((page) => `/api/v/media/?${new URLSearchParams({ search: q, page_size: '20', page: String(page) })}`),
  ),
  ...Object.values(FACET_QUERIES).map((query) => `/api/v/media/?page_size=20&${query}`),
];
const out: string[] = [];
try {
  for (const url of urls) {
    const response = await fetch(base + url);
    out.push(`${response.status} ${url}\n${(await response.text()).replaceAll(base, 'ORIGIN')}\n`);
  }
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
fs.writeFileSync(args.out!, out.join(''));
console.log(JSON.stringify({ urls: urls.length, bytes: out.join('').length }));
