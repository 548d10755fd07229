import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessDay } from '#contracts/access';
import { CACHE_LIFETIME_MS } from '#contracts/constants';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { PAGE_MODULES_META } from '#contracts/page-meta';
import { QUERY_STATE_ELEMENT_ID } from '#contracts/server-render';
import { buildWebIfStale } from '../../../../scripts/build-web.ts';
import { call, fullPayload, mediaPayload } from '../../../test/http.ts';
import { adminHeaders, startTestServer, type TestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { publicCacheControl } from '../../lib/cache-control.ts';
import { accessTime } from '../access/access-time.ts';
import { createInterview, setAccess } from '../access/access.test-support.ts';

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

async function page(path: string, headers: Record<string, string> = {}, server: { url: string } = t.server) {
  const res = await fetch(`${server.url}${path}`, { headers });
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

    const missing = await page('/archive/999999');
    expect(missing.res.status).toBe(404);
    expect(missing.root).toContain('Video not found');
    expect((missing.query('video')?.state.error as { apiError: { status: number } }).apiError.status).toBe(404);
  });

  it("preloads no data a rendered video page already carries, and names the page's own files without preloading them", async () => {
    const id = (await call<MediaPage>(t.server, 'GET', '/api/v/media/?page_size=1')).body.results[0]!.id;
    const { text } = await page(`/archive/${id}?lng=ar`);
    const head = text.slice(0, text.indexOf('</head>'));
    // Preloads are written in the head: its fonts are, the video's data (already in the page) is not.
    expect(head).toContain('<link rel="preload" as="font"');
    expect(text).not.toContain('rel="preload" as="fetch"');
    // The page's own files are named for the entry to fetch after the first paint (docs/decisions.md §1020),
    // never preloaded before it; each is served as a script.
    const named = new RegExp(`<meta name="${PAGE_MODULES_META}" content="([^"]+)"`).exec(head)?.[1]?.split(' ') ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect(text).not.toContain('modulepreload');
    for (const module of named) {
      const res = await fetch(new URL(module, t.server.url));
      expect(res.status, module).toBe(200);
      expect(res.headers.get('content-type'), module).toMatch(/javascript/);
    }
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

/** When each query of a page's data was fetched: a page rendered again has later ones. */
const fetchTimes = (text: string) => [...text.matchAll(/"dataUpdatedAt":(\d+)/g)].map((m) => m[1]);

describe('rendered pages kept until a write (docs/decisions.md §1030)', () => {
  const realNow = accessTime.now;
  afterEach(() => {
    accessTime.now = realNow;
  });
  const newest = async (server: TestServer = t.server) =>
    (await call<MediaPage>(server, 'GET', `${apiPaths.media.recent}?page_size=1`)).body.results[0]!;
  const retitle = async (server: TestServer, video: Media | MediaPage['results'][number], title: string) => {
    const saved = await call(server, 'PUT', apiPaths.media.detail(video.id), {
      headers: await adminHeaders(server),
      json: mediaPayload({ title, interview_date: video.interview_date }),
    });
    expect(saved.status).toBe(200);
  };

  it('serves the same page again without rendering it, until a write, which the next request shows', async () => {
    const first = await page('/?lng=en');
    const second = await page('/?lng=en');
    // The very same bytes, down to when its data was fetched: the page was not drawn again.
    expect(second.text).toBe(first.text);
    expect(fetchTimes(second.text).length).toBeGreaterThan(0);
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(second.res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    // Kept per language: the Arabic page is its own, and English asked through the browser's languages is the English one.
    expect((await page('/?lng=ar')).text).toContain('<html lang="ar" dir="rtl">');
    expect((await page('/', { 'accept-language': 'ar' })).text).toContain('<html lang="ar" dir="rtl">');
    expect((await page('/', { 'accept-language': 'en' })).text).toContain('<html lang="en" dir="ltr">');

    await retitle(t.server, await newest(), 'Terraces after the rain');
    const after = await page('/?lng=en');
    expect(after.root).toContain('Terraces after the rain');
    expect(after.res.headers.get('etag')).not.toBe(first.res.headers.get('etag'));
    expect(fetchTimes(after.text)).not.toEqual(fetchTimes(first.text));
  });

  it('keeps a compressed copy apart, with a tag of its own', async () => {
    const plain = await page('/about');
    const res = await fetch(`${t.server.url}/about`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).not.toBe(plain.res.headers.get('etag'));
    expect(await res.text()).toBe(plain.text); // fetch decodes it: the same page
    expect((await fetch(`${t.server.url}/about`, { headers: { 'if-none-match': plain.res.headers.get('etag')! } })).status).toBe(304);
  });

  it("never keeps an access link holder's page or staff's, and never serves them the public's", async () => {
    const admin = t.admin;
    const words = { titleWord: 'cedarlink', openWord: 'juniperlink', secretWord: 'agatelink' };
    const id = await createInterview(t.server, admin, words);
    await setAccess(t.server, admin, id, { access: 'on_request' });
    const asked = await call<{ id: number }>(t.server, 'POST', apiPaths.media.accessRequests(id), {
      json: { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis' },
    });
    const approved = await call<{ access: { link: string } }>(t.server, 'POST', apiPaths.admin.accessRequestApprove(asked.body.id), {
      json: {},
      headers: admin,
    });
    const token = new URL(approved.body.access.link, 'http://x').searchParams.get('access')!;

    const publicPage = await page(`/archive/${id}`);
    expect(publicPage.root).toContain(words.titleWord);
    expect(publicPage.root).not.toContain(words.openWord);
    const holder = [
      await page(`/archive/${id}?access=${encodeURIComponent(token)}`),
      await page(`/archive/${id}?access=${encodeURIComponent(token)}`),
    ];
    for (const answer of holder) {
      expect(answer.res.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.root).toContain(words.openWord);
    }
    expect(fetchTimes(holder[1]!.text)).not.toEqual(fetchTimes(holder[0]!.text));
    // The public's page is still the public's.
    const again = await page(`/archive/${id}`);
    expect(again.text).toBe(publicPage.text);

    const staff = [
      await page(`/archive/${id}`, { authorization: admin.authorization! }),
      await page(`/archive/${id}`, { authorization: admin.authorization! }),
    ];
    for (const answer of staff) expect(answer.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(fetchTimes(staff[0]!.text)).not.toEqual(fetchTimes(publicPage.text));
    expect(fetchTimes(staff[1]!.text)).not.toEqual(fetchTimes(staff[0]!.text));
  });

  it('never serves a kept page past the day a seal opens', async () => {
    const words = { titleWord: 'cedarseal', openWord: 'juniperseal', secretWord: 'agateseal' };
    const id = await createInterview(t.server, t.admin, words);
    const opens = accessDay(new Date(Date.now() + 2 * 86_400_000));
    await setAccess(t.server, t.admin, id, { access: 'sealed', sealed_until: opens });
    const sealed = await page(`/archive/${id}`);
    expect(sealed.root).toContain(words.titleWord);
    expect(sealed.root).not.toContain(words.openWord);
    expect((await page(`/archive/${id}`)).text).toBe(sealed.text);

    accessTime.now = () => Date.parse(`${opens}T00:00:05.000Z`);
    expect((await page(`/archive/${id}`)).root).toContain(words.openWord);
  });

  it('two servers on one database: a write through one shows on the next page of the other', async () => {
    const other = await startTestServer({ databaseUrl: t.server.config.databaseUrl, seed: 'none' });
    try {
      const before = await page('/?lng=en', {}, other);
      expect((await page('/?lng=en', {}, other)).text).toBe(before.text);
      await retitle(t.server, await newest(), 'Moonlit threshing floor');
      expect((await page('/?lng=en', {}, other)).root).toContain('Moonlit threshing floor');
      await retitle(other, await newest(other), 'Moonlit threshing floor, again');
      expect((await page('/?lng=en')).root).toContain('Moonlit threshing floor, again');
    } finally {
      await other.stop();
    }
  });
});

describe('pages rendered ahead before a process listens (docs/decisions.md §1520)', () => {
  // As a deployed site runs: PUBLIC_URL set, so a process knows the origin its pages are kept under.
  const ahead = useTestServer({ publicUrl: 'https://atlas.example.org' });
  const realNow = accessTime.now;
  afterEach(() => {
    accessTime.now = realNow;
  });
  const mostWatched = async () =>
    (await call<MediaPage>(ahead.server, 'GET', `${apiPaths.media.mostWatched}?page_size=1`)).body.results[0]!;
  const drawnBefore = (text: string, moment: number) => fetchTimes(text).every((time) => Number(time) < moment);

  it('serves the pages visitors open most as drawn before it listened, the same page as one drawn when asked', async () => {
    const asked = Date.now();
    const video = await mostWatched();
    const pages = [
      await page('/', { 'accept-language': 'ar' }, ahead.server),
      await page('/?lng=en', {}, ahead.server),
      await page('/map?lng=ar', {}, ahead.server),
      await page(`/archive/${video.id}?lng=en`, {}, ahead.server),
    ];
    for (const answer of pages) {
      expect(answer.res.status).toBe(200);
      expect(fetchTimes(answer.text).length).toBeGreaterThan(0);
      expect(drawnBefore(answer.text, asked)).toBe(true);
    }
    expect(pages[0]!.text).toContain('<html lang="ar" dir="rtl">');
    expect(pages[3]!.root).toContain(escapeText(video.title));
    // Any other address is drawn when first asked, as before.
    expect(drawnBefore((await page('/archive?lng=en&page=2', {}, ahead.server)).text, asked)).toBe(false);

    // Drawn again from scratch, each page is the one that was kept: the same tag, the same text but its fetch times.
    ahead.server.app.caches.pages.forget();
    for (const [i, path] of ['/?lng=en', '/map?lng=ar', `/archive/${video.id}?lng=en`].entries()) {
      const kept = pages[i + 1]!;
      const drawn = await page(path, {}, ahead.server);
      expect(drawnBefore(drawn.text, asked)).toBe(false);
      expect(drawn.res.headers.get('etag')).toBe(kept.res.headers.get('etag'));
      expect(drawn.text.replace(/"dataUpdatedAt":\d+/g, '').replace(/"dehydratedAt":\d+/g, '')).toBe(
        kept.text.replace(/"dataUpdatedAt":\d+/g, '').replace(/"dehydratedAt":\d+/g, ''),
      );
    }
  });

  it("shows a write at once, and a video's plays once its kept page has lived the app's cache lifetime", async () => {
    const video = await mostWatched();
    const path = `/archive/${video.id}?lng=en`;
    const shownViews = async () => ((await page(path, {}, ahead.server)).query('video')?.state.data as Media).metadata.views;
    const saved = await call(ahead.server, 'PUT', apiPaths.media.detail(video.id), {
      headers: ahead.admin,
      json: mediaPayload({ title: 'Saffron harvest at dawn', interview_date: video.interview_date }),
    });
    expect(saved.status).toBe(200);
    expect((await page(path, {}, ahead.server)).root).toContain('Saffron harvest at dawn');

    const before = await shownViews();
    for (let i = 0; i < 3; i++) expect((await call(ahead.server, 'POST', apiPaths.media.view(video.id))).status).toBe(200);
    // A play is not a write (§111, §1030): the kept page still shows the count it was drawn with...
    expect(await shownViews()).toBe(before);
    // ...and the new count once the page is older than the app's own cache lifetime (each look a lifetime later).
    let later = 0;
    await vi.waitFor(
      async () => {
        later += CACHE_LIFETIME_MS + 1_000;
        accessTime.now = () => realNow() + later;
        expect(await shownViews()).toBe(before + 3);
      },
      { timeout: 10_000, interval: 200 },
    );
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

describe('the search box sent before the app runs or without it', () => {
  it('lands on the archive with the text trimmed, keeping the other parameters', async () => {
    const res = await fetch(`${t.server.url}/archive?topic=weddings&search=++Azrou+market+`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/archive?topic=weddings&search=Azrou%20market');
    expect((await fetch(`${t.server.url}/archive?search=Azrou`, { redirect: 'manual' })).status).toBe(200);
  });
});

describe('behind the access gate', () => {
  const gated = {} as { url: string; close(): Promise<void> };
  beforeAll(async () => {
    // Believes X-Forwarded-For from the tests, so each test's wrong passwords count against an address of its own.
    const server = await startTestServer({ platformPassword: 'let me in please', trustProxy: ['127.0.0.1'] });
    Object.assign(gated, { url: server.url, close: () => server.close() });
    return () => server.close();
  });

  it("never draws one server's page from another's answers (two servers in one process)", async () => {
    // The gated server started last: the open one's pages must still come from its own API.
    const { root, query } = await page('/');
    expect(query('recently-published-videos')?.state.status).toBe('success');
    expect(root).not.toContain('type="password"');
  });

  it('renders the gate itself, with no archive data, and keeps the page private', async () => {
    const res = await fetch(`${gated.url}/archive`);
    const text = await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const root = text.slice(text.indexOf('<div id="root">'));
    expect(root).toContain('type="password"');
    expect(root).not.toContain('"videos"');
  });

  it('never keeps a page for a visitor who passed the gate (docs/decisions.md §1030)', async () => {
    const passed = await fetch(`${gated.url}${apiPaths.auth.access}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'let me in please' }),
    });
    const cookie = passed.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const answers = [await page('/archive', { cookie }, gated), await page('/archive', { cookie }, gated)];
    for (const answer of answers) {
      expect(answer.res.headers.get('cache-control')).toBe('private, no-cache');
      expect(answer.root).not.toContain('type="password"');
    }
    expect(fetchTimes(answers[1]!.text)).not.toEqual(fetchTimes(answers[0]!.text));
    // Who has not passed it still gets the gate.
    expect((await page('/archive', {}, gated)).root).toContain('type="password"');
  });

  describe("the gate's own form, sent before the app runs or without it (docs/decisions.md §1024)", () => {
    const send = (path: string, fields: Record<string, string>, ip = '203.0.113.7') =>
      fetch(`${gated.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: new URLSearchParams(fields).toString(),
      });

    it('gives the access cookie for the session and sends the browser on to the page it asked for', async () => {
      const res = await send('/archive/3?lng=ar', { password: 'let me in please' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/archive/3?lng=ar');
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('atlas_access='));
      expect(cookie).toMatch(/HttpOnly/i);
      // For this browser session only: no lifetime of its own.
      expect(cookie).not.toMatch(/Max-Age|Expires/i);
      const after = await page('/archive', { cookie: cookie!.split(';')[0]! }, gated);
      expect(after.root).not.toContain('type="password"');
    });

    it('shows the gate again with the reason for a wrong password, never the password itself', async () => {
      const res = await send('/about', { password: 'a wrong guess 12345' });
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const text = await res.text();
      const root = text.slice(
        text.indexOf('<div id="root">'),
        text.indexOf(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}"`),
      );
      expect(root).toContain('role="alert"');
      expect(root).toContain('Incorrect password. Please try again.');
      expect(root).toContain('type="password"');
      expect(text).not.toContain('a wrong guess 12345');
    });

    it("keeps to the gate's limit of wrong passwords per address", async () => {
      for (let i = 0; i < 10; i++) expect((await send('/', { password: `guess ${i}` }, '198.51.100.9')).status).toBe(401);
      const refused = await send('/', { password: 'let me in please' }, '198.51.100.9');
      expect(refused.status).toBe(429);
      expect(refused.headers.getSetCookie()).toEqual([]);
    });
  });
});
