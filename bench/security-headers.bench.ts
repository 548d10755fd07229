import http from 'node:http';
import { apiPaths } from '#contracts/paths';
import { startTestServer } from '../api/test/test-server.ts';

// `npx tsx bench/security-headers.bench.ts > headers.jsonl` (manual, never part of npm test; ATLAS_WEB_DIST
// names a built web if dist/web is missing). docs/decisions.md §119: prints, one JSON line per kind of answer the site gives
// (page, client route, asset, API list plain and gzip, 304, HEAD, poster, 404s, 400s, 401), every header in
// the order sent, so the output of two builds can be compared with `diff`. Left out or masked: the Date, and
// the API's ETags and compressed lengths, which depend on when the fresh database was filled.

const server = await startTestServer();

interface Ask {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function rawHeaders(path: string, { method = 'GET', headers = {}, body }: Ask = {}): Promise<{ status: number; headers: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${server.url}${path}`, { method, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const pairs: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            const varies =
              path.startsWith('/api/') &&
              (name.toLowerCase() === 'etag' || (name.toLowerCase() === 'content-length' && res.headers['content-encoding']));
            if (name.toLowerCase() !== 'date') pairs.push(`${name}: ${varies ? '<varies>' : res.rawHeaders[i + 1]}`);
          }
          resolve({ status: res.statusCode!, headers: pairs });
        });
      })
      .on('error', reject)
      .end(body);
  });
}

const etag = (await fetch(`${server.url}${apiPaths.media.list}`, { headers: { 'accept-encoding': 'identity' } })).headers.get('etag') ?? '';
const page = await fetch(`${server.url}/`).then((r) => r.text());
const asset = /\/assets\/[^"]+\.js/.exec(page)?.[0] ?? '/assets/missing.js';
const firstId = ((await fetch(`${server.url}${apiPaths.media.list}`).then((r) => r.json())) as { results: { id: number }[] }).results[0]!
  .id;
const cases: [string, string, Ask?][] = [
  ['html', '/'],
  ['client page', '/archive'],
  ['asset', asset],
  ['api list', apiPaths.media.list],
  ['api list, compressed', apiPaths.media.list, { headers: { 'accept-encoding': 'gzip' } }],
  ['api 304', apiPaths.media.list, { headers: { 'if-none-match': etag } }],
  ['poster', apiPaths.media.poster(firstId)],
  ['api 404', apiPaths.media.detail(987_654)],
  ['unknown api path 404', '/api/no-such-path/'],
  ['unrouted method 404', '/archive', { method: 'DELETE' }],
  ['api 400 (parameter)', apiPaths.media.detail('abc')],
  ['api 400 (body)', apiPaths.contact, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{broken' }],
  ['api 401', apiPaths.messages.list],
  ['api HEAD', apiPaths.media.list, { method: 'HEAD' }],
];
for (const [name, path, ask] of cases)
  console.log(JSON.stringify({ name, path: path.replace(/-[\w-]{8}\.js$/, '-<hash>.js'), ...(await rawHeaders(path, ask)) }));

await server.close();
