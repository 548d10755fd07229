import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MODULES_META } from '#contracts/page-meta';
import { type TestServer, startTestServer } from '../api/test/test-server.ts';

// The browser specs run against what `npm start` serves; it must be the production bundle even
// though the test run sets NODE_ENV=test (which once shipped React's development build).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
});
afterAll(() => server.close());

/**
 * The scripts a page loads: the entry named in its HTML, and the files of the app and the page's own chunk,
 * which the entry fetches once the page has painted (the page's `atlas-page-modules`, docs/decisions.md §1020).
 */
async function pageScripts(pagePath: string): Promise<string[]> {
  const html = await (await fetch(`${server.url}${pagePath}`)).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  const modules = new RegExp(`<meta name="${PAGE_MODULES_META}" content="([^"]*)"`).exec(html)?.[1];
  expect(entry).toBeDefined();
  expect(modules).toBeDefined();
  return [entry!, ...modules!.split(' ')];
}

describe('the served web app', () => {
  it('is the production build, compressed and cached for a year', async () => {
    const scripts = await pageScripts('/');
    const sources = await Promise.all(
      scripts.map(async (file) => {
        const res = await fetch(`${server.url}${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.headers.get('cache-control')).toContain('immutable');
        expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
        return res.text();
      }),
    );
    expect(sources.some((source) => source.includes('jsxDEV'))).toBe(false);
    // The runtime is Preact without its development checks (preact/debug), and React DOM is not sent at all.
    expect(sources.some((source) => source.includes('Undefined component passed to createElement()'))).toBe(false);
    expect(sources.some((source) => source.includes('Minified React error'))).toBe(false);
  });

  // docs/decisions.md §2600: the build's own brotli copy (quality 11), not one made per request at a speed-minded quality.
  it('sends the largest script compressed as small as brotli makes it', async () => {
    // Node's own client: fetch would decode the body, and the bytes on the wire are what is measured.
    const sent = await Promise.all(
      (await pageScripts('/')).map(
        (file) =>
          new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
            http
              .get(`${server.url}${file}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
              })
              .on('error', reject);
          }),
      ),
    );
    expect(sent.map((answer) => answer.encoding)).toEqual(sent.map(() => 'br'));
    const largest = sent.map((answer) => answer.body).reduce((a, b) => (b.length > a.length ? b : a));
    const source = zlib.brotliDecompressSync(largest);
    const atQuality9 = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(source.length).toBeGreaterThan(100 * 1024);
    expect(largest.length).toBeLessThanOrEqual(atQuality9.length);
  });

  // docs/decisions.md §2620–§2622, §2631: a page reading records or showing a form fetches zod and its schemas once it
  // needs one (an answer fetched, a form checked), not before it is the app's (zod alone is 95 KB of script). The
  // archive still does (§2623: its filters are read from the address with the schema).
  it('takes over the video, map, contact and record pages without zod', async () => {
    for (const pagePath of ['/archive/1', '/map', '/contact-us', '/collections']) {
      const sources = await Promise.all((await pageScripts(pagePath)).map(async (file) => (await fetch(`${server.url}${file}`)).text()));
      expect(sources.filter((source) => source.includes('$ZodType')).length, pagePath).toBe(0);
    }
  });

  // docs/decisions.md §2643: the request form and its form library (react-hook-form) are a chunk that only a withheld
  // video's page loads before its takeover (the server names no such module for the video page; the route loads it).
  it('takes over a video page without the form library, which only a withheld video loads', async () => {
    const sources = await Promise.all((await pageScripts('/archive/1')).map(async (file) => (await fetch(`${server.url}${file}`)).text()));
    expect(sources.some((source) => source.includes('shouldUnregister'))).toBe(false);
    const contact = await Promise.all((await pageScripts('/contact-us')).map(async (file) => (await fetch(`${server.url}${file}`)).text()));
    expect(contact.some((source) => source.includes('shouldUnregister'))).toBe(true);
  });

  // docs/decisions.md §1022: 150 KB again, now that the app waits for the first paint and an English page no longer
  // carries the Arabic texts and place names. The entry names each language's texts; the larger one is counted.
  it('sends the home page at most 150 KB of JavaScript, gzipped, the texts of its language included', async () => {
    const scripts = await pageScripts('/');
    expect(scripts.some((file) => /\/home-[^/]+\.js$/.test(file))).toBe(true);
    const gzipSize = async (file: string) => zlib.gzipSync(Buffer.from(await (await fetch(`${server.url}${file}`)).arrayBuffer())).length;
    const entrySource = await (await fetch(`${server.url}${scripts[0]}`)).text();
    const texts = [...entrySource.matchAll(/import\(`\.\/(common-[^`]+\.js)`\)/g)].map((m) => `/assets/${m[1]}`);
    expect(texts).toHaveLength(2);
    const sizes = await Promise.all(scripts.map(gzipSize));
    const textSizes = await Promise.all(texts.map(gzipSize));
    expect(sizes.reduce((sum, size) => sum + size, 0) + Math.max(...textSizes)).toBeLessThanOrEqual(150 * 1024);
  });
});
