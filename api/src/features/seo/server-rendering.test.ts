import { beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { QUERY_STATE_ELEMENT_ID } from '#contracts/server-render';
import { buildWebIfStale } from '../../../../scripts/build-web.ts';
import { call, fullPayload } from '../../../test/http.ts';
import { adminHeaders, startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { publicCacheControl } from '../../lib/cache-control.ts';

// Public pages rendered on the server (docs/architecture.md "Server rendering"), over HTTP on the
// sample archive: the page's text in the visitor's language and direction, the query cache it was
// drawn from (escaped data, never markup), and HTTP caching like the API's. Builds the web app and
// its server entry first when they are missing or older than their sources.

beforeAll(() => buildWebIfStale(), 600_000);
const t = useTestServer();

interface DehydratedQuery {
  queryKey: unknown[];
  state: { status: string; data?: unknown; error?: unknown };
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.server.url}${path}`, { headers });
  const text = await res.text();
  const state = new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(text)?.[1];
  const queries = state ? (JSON.parse(state) as { queries: DehydratedQuery[] }).queries : [];
  const root = text.slice(text.indexOf('<div id="root">'), text.indexOf(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}"`));
  return { res, text, root, queries, query: (key: string) => queries.find((q) => q.queryKey[0] === key) };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('server-rendered public pages', () => {
  it('renders the home page in English with its sections and the data they were drawn from', async () => {
    const { res, text, root, query } = await page('/');
    expect(res.status).toBe(200);
    expect(text).toContain('<html lang="en" dir="ltr">');
    expect(root).toContain('Recently Published');
    const recent = query('recently-published-videos')?.state.data as MediaPage;
    expect(recent.results.length).toBeGreaterThan(0);
    for (const video of recent.results) expect(root).toContain(escapeText(video.title));
    expect(query('most-viewed-videos')?.state.status).toBe('success');
  });

  it('renders in Arabic, right to left, from ?lng=, the language cookie or the browser languages', async () => {
    for (const [path, headers] of [
      ['/?lng=ar', {}],
      ['/', { cookie: 'i18next=ar' }],
      ['/', { 'accept-language': 'fr;q=0.9, ar-MA;q=0.8, en;q=0.5' }],
    ] as const) {
      const { text, root } = await page(path, headers);
      expect(text, path).toContain('<html lang="ar" dir="rtl">');
      expect(root, path).toContain('المنشورة حديثًا');
      expect(root, path).not.toContain('Recently Published');
    }
  });

  it('renders the archive from the URL: search, facets and sort, with the facet counts', async () => {
    const { root, query } = await page('/archive?search=village&sort=title');
    const videos = query('videos');
    expect(videos?.queryKey[1]).toMatchObject({ search: 'village', sort: 'title', lang: 'en' });
    const first = (videos?.state.data as { pages: MediaPage[] }).pages[0]!;
    expect(first.count).toBeGreaterThan(0);
    expect(first.facets).toBeDefined();
    expect(root).toContain(escapeText(first.results[0]!.title));
    const titles = first.results.map((r) => r.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('renders a video page with its data, and answers 404 with "Video not found" for an unknown one', async () => {
    const list = (await call<MediaPage>(t.server, 'GET', '/api/v/media/?page_size=1')).body.results;
    const id = list[0]!.id;
    const { res, root, query } = await page(`/archive/${id}?lng=ar`);
    expect(res.status).toBe(200);
    const video = query('video')?.state.data as Media;
    expect(video.id).toBe(id);
    expect(root).toContain(escapeText(video.title));
    // The page carries the video's data: no preload of it is fetched besides.
    expect(root).not.toContain(`rel="preload" as="fetch"`);

    const missing = await page('/archive/999999');
    expect(missing.res.status).toBe(404);
    expect(missing.root).toContain('Video not found');
    expect((missing.query('video')?.state.error as { apiError: { status: number } }).apiError.status).toBe(404);
  });

  it('renders about, contact, ebooks and the map page, each with its own heading', async () => {
    for (const [path, heading] of [
      ['/about', 'About the project'],
      ['/contact-us', 'Send Message'],
      ['/ebooks', 'Coming Soon'],
      ['/map', 'Interview map'],
    ] as const) {
      const { res, root } = await page(path);
      expect(res.status, path).toBe(200);
      expect(root, path).toContain(heading);
    }
  });

  it('writes data into the page as escaped JSON: no text of the archive becomes markup', async () => {
    const title = 'Tea </script><script>alert(1)</script> & <b>bold</b>';
    const created = await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ title }), headers: t.admin });
    expect(created.status).toBe(201);
    const { text, query } = await page(`/archive/${created.body.id}`);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).not.toContain('<b>bold</b>');
    expect((query('video')?.state.data as Media).title).toBe(title);
  });
});

describe('HTML caching', () => {
  it('answers a strong ETag and a 304 for it, public for a few seconds with the gate off', async () => {
    const first = await page('/about');
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(first.res.headers.get('vary')).toContain('Accept-Language');
    const again = await fetch(`${t.server.url}/about`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another language is another page, with another tag.
    const arabic = await page('/about?lng=ar');
    expect(arabic.res.headers.get('etag')).not.toBe(etag);
  });

  it('keeps a page opened with an access link out of every cache', async () => {
    const list = (await call<MediaPage>(t.server, 'GET', '/api/v/media/?page_size=1')).body.results;
    const { res } = await page(`/archive/${list[0]!.id}?access=not-a-real-token`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never lets a shared cache keep a public answer past the moment something sealed opens', () => {
    const now = Date.parse('2026-11-25T23:59:50Z');
    expect(publicCacheControl(Number.POSITIVE_INFINITY, now)).toMatch(/stale-while-revalidate/);
    const tenSeconds = publicCacheControl(now + 10_000, now);
    expect(tenSeconds).toBe('public, max-age=0, s-maxage=5');
    expect(publicCacheControl(now + 3_000, now)).toBe('public, max-age=0, s-maxage=3');
    expect(publicCacheControl(now - 1, now)).toBe('public, max-age=0, s-maxage=0');
  });
});

describe('the contact form sent without JavaScript (docs/decisions.md §1002)', () => {
  const post = (fields: Record<string, string>) =>
    fetch(`${t.server.url}/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it("answers a refused form with the page, the contract's errors and what was typed, never stored", async () => {
    const res = await post({ name: 'Itto', email: 'itto@example.org', message: '   ' });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    expect(text).toContain('Message is required');
    expect(text).toContain('value="itto@example.org"');
  });

  it('stores an accepted message through the API and thanks the visitor', async () => {
    const message = `A form post ${Date.now()}`;
    const res = await post({ name: 'Itto', email: 'itto@example.org', subject: '', message, extra: 'ignored' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Message sent');
    const inbox = await call(t.server, 'GET', apiPaths.messages.list, { headers: await adminHeaders(t.server) });
    expect((inbox.body as { message: string; subject: string }[]).filter((m) => m.message === message)).toEqual([
      expect.objectContaining({ subject: '' }),
    ]);
  });
});

describe('behind the access gate', () => {
  const gated = {} as { url: string; close(): Promise<void> };
  beforeAll(async () => {
    const server = await startTestServer({ platformPassword: 'let me in please' });
    Object.assign(gated, { url: server.url, close: () => server.close() });
    return () => server.close();
  });

  it('renders the gate itself, with no archive data, and keeps the page private', async () => {
    const res = await fetch(`${gated.url}/archive`);
    const text = await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const root = text.slice(text.indexOf('<div id="root">'));
    expect(root).toContain('type="password"');
    expect(root).not.toContain('"videos"');
  });
});
