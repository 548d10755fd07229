import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app.ts';
import { benchConfig } from './bench-config.ts';

// `npx tsx bench/answers-dump.ts --out=FILE [--db=URL]` (manual, never part of npm test): the sample archive in a new
// SQLite file (or an empty PostgreSQL database), then the public people, places and collections answers, the sitemap
// and each record's API page 1 and 2, written as `url<TAB>status<TAB>sha1 of the body` lines, so two checkouts' files
// can be compared line by line (docs/decisions.md §2512: answers stay byte for byte the same).
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const db = args.db ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'answers-')), 'atlas.db');
const app = await buildApp(benchConfig(db, { seed: 'sample' }));
await app.ready();
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { host: 'atlas.example.org' } });
  return { status: res.statusCode, body: res.rawPayload };
};
const json = async (url: string) => JSON.parse((await get(url)).body.toString()) as { results: { slug: string }[] };
const ids = (await app.database.db.selectFrom('media').select('id').orderBy('id').execute()).map((r) => r.id);
const urls = ['/api/v/people/', '/api/v/people/?page_size=2&page=2', '/api/v/places/', '/api/v/collections/', '/sitemap.xml'];
for (const id of ids) urls.push(`/api/v/people/?media=${id}`);
for (const kind of ['people', 'places', 'collections'])
  for (const { slug } of (await json(`/api/v/${kind}/?page_size=100`)).results)
    urls.push(`/api/v/${kind}/${slug}/`, `/api/v/${kind}/${slug}/?page=2&page_size=1`, `/api/v/${kind}/${slug}/?page_size=2`);
const lines: string[] = [];
for (const url of urls) {
  const { status, body } = await get(url);
  lines.push(`${url}\t${status}\t${crypto.createHash('sha1').update(body).digest('hex')}`);
}
fs.writeFileSync(args.out!, `${lines.join('\n')}\n`);
console.log(`${lines.length} answers`);
await app.close();
