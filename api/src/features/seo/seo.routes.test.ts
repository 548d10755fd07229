import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import type { PageHeadManifest } from '#contracts/page-head';
import { PAGE_KEYS, isStaticPage, pagePath } from '#contracts/public-pages';
import { parseTime } from '#contracts/time';
import { configFromEnv } from '../../config.ts';
import { call, mediaPayload } from '../../../test/http.ts';
import { type TestServer, startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// robots.txt, sitemap.xml and the heads of public pages (docs/decisions.md §67, §70), on the sample archive
// (26 public videos, 5 archived). The web build is stood in for by a small index.html and
// page-head.json of the same shape, so this suite needs no build.

const pageTexts = (prefix: string, withGuest: string) => {
  const pages = Object.fromEntries(
    PAGE_KEYS.map((key) => [key, { title: `${prefix} ${key}`, description: `${prefix} ${key} description` }]),
  ) as PageHeadManifest['texts']['en']['pages'];
  return { ...pages, video: { ...pages.video, withGuest } };
};
const manifest: PageHeadManifest = {
  texts: {
    en: { appName: 'Atlas', pages: pageTexts('EN', 'Interview with {{guest}}') },
    ar: { appName: 'أطلس', pages: pageTexts('AR', 'مقابلة مع {{guest}}') },
  },
  modules: Object.fromEntries(PAGE_KEYS.map((key) => [key, [`/assets/${key}.js`]])) as PageHeadManifest['modules'],
  fonts: { en: ['/assets/latin.woff2'], ar: ['/assets/arabic.woff2'] },
  heroImage: '/hero.svg',
};
/** The pages whose address is fixed, with it. */
const staticPages = PAGE_KEYS.filter(isStaticPage).map((key) => [key, pagePath(key)] as const);
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-seo-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="description" content="Generic" />
    <title>Generic</title>
  </head>
  <body><div id="root"></div></body>
</html>
`,
);
fs.writeFileSync(path.join(webDist, 'page-head.json'), JSON.stringify(manifest));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = useTestServer({ webDist });
let publicVideos: MediaPage['results'];
let archivedIds: number[];

beforeAll(async () => {
  publicVideos = (await call<MediaPage>(t.server, 'GET', '/api/v/media/?page_size=100')).body.results;
  archivedIds = (
    await call<MediaPage>(t.server, 'GET', '/api/v/media/?visibility=archived&page_size=100', { headers: t.admin })
  ).body.results.map((m) => m.id);
});

async function html(server: TestServer, pathAndQuery: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${pathAndQuery}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** Every <script type="application/ld+json"> of a page, parsed. */
function structuredData(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const linkHref = (page: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(page)?.[1];

describe('robots.txt', () => {
  it('lets crawlers in except the admin area and names the sitemap', async () => {
    const res = await html(t.server, '/robots.txt');
    expect(res).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8' });
    const robots = robotsParser(`${t.server.url}/robots.txt`, res.text);
    for (const agent of ['Googlebot', 'Bingbot']) {
      expect(robots.isAllowed(`${t.server.url}/archive/1?lng=ar`, agent)).toBe(true);
      expect(robots.isAllowed(`${t.server.url}/api/v/media/1/`, agent)).toBe(true);
      expect(robots.isDisallowed(`${t.server.url}/atlas-control/videos`, agent)).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual([`${t.server.url}/sitemap.xml`]);
  });
});

describe('sitemap.xml', () => {
  it('is well-formed and lists every public video once per language with alternates and lastmod, no archived one', async () => {
    const res = await html(t.server, '/sitemap.xml');
    expect(res).toMatchObject({ status: 200, type: 'application/xml; charset=utf-8' });
    expect(XMLValidator.validate(res.text)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    }).parse(res.text);
    expect(parsed.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = parsed.urlset.url as { loc: string; lastmod?: string; 'xhtml:link': { hreflang: string; href: string }[] }[];

    const videoUrls = urls.filter((u) => /\/archive\/\d+\?/.test(u.loc));
    const locs = videoUrls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(publicVideos.length * 2);
    for (const video of publicVideos) {
      for (const lng of ['en', 'ar']) {
        const entry = videoUrls.find((u) => u.loc === `${t.server.url}/archive/${video.id}?lng=${lng}`);
        expect(entry?.lastmod).toBe(video.updated_at);
        expect(entry?.['xhtml:link']).toEqual([
          { rel: 'alternate', hreflang: 'en', href: `${t.server.url}/archive/${video.id}?lng=en` },
          { rel: 'alternate', hreflang: 'ar', href: `${t.server.url}/archive/${video.id}?lng=ar` },
          { rel: 'alternate', hreflang: 'x-default', href: `${t.server.url}/archive/${video.id}` },
        ]);
      }
    }
    expect(archivedIds.length).toBeGreaterThan(0);
    for (const id of archivedIds) expect(res.text).not.toContain(`/archive/${id}?`);
    for (const [, pagePath] of staticPages) {
      expect(urls.filter((u) => u.loc.startsWith(`${t.server.url}${pagePath}?lng=`))).toHaveLength(2);
    }
  });
});

describe('video page head', () => {
  it('carries a VideoObject with one Clip per segment, and the page title, description and canonical URL', async () => {
    const summary = publicVideos.find((v) => v.guest)!;
    const video = (await call<Media>(t.server, 'GET', `/api/v/media/${summary.id}/`)).body;
    expect(video.segments.length).toBeGreaterThan(1);
    const page = await html(t.server, `/archive/${video.id}?lng=ar&t=30`);
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain(`<title>مقابلة مع ${video.guest} – أطلس</title>`);
    const canonical = `${t.server.url}/archive/${video.id}?lng=ar`;
    expect(linkHref(page.text, 'canonical')).toBe(canonical);
    expect(page.text).toContain(`<link rel="alternate" hreflang="x-default" href="${t.server.url}/archive/${video.id}" />`);
    // Named for the entry to fetch once the page has painted, never preloaded before it (docs/decisions.md §1020).
    expect(page.text).toContain('<meta name="atlas-page-modules" content="/assets/video.js" />');
    expect(page.text).not.toContain('modulepreload');
    expect(page.text).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/arabic.woff2" />');
    expect(page.text).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v/media/${video.id}/" />`);

    const [data, ...others] = structuredData(page.text);
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      url: canonical,
      name: video.title,
      description: video.description,
      thumbnailUrl: [`${t.server.url}${video.thumbnail}`],
      uploadDate: video.created_at,
      duration: expect.stringMatching(/^PT(\d+H)?(\d+M)?(\d+S)?$/),
      inLanguage: expect.any(String),
      transcript: expect.any(String),
    });
    const clips = data!.hasPart as { '@type': string; name: string; startOffset: number; endOffset: number; url: string }[];
    expect(clips).toHaveLength(video.segments.length);
    for (const segment of video.segments) {
      const start = parseTime(segment.start_time);
      expect(clips).toContainEqual({
        '@type': 'Clip',
        name: segment.title,
        startOffset: start,
        endOffset: parseTime(segment.end_time),
        url: `${canonical}&t=${start}`,
      });
    }
  });

  it('writes data that closes no element, whatever the video says', async () => {
    const title = '</script><script>alert(1)</script> & <b>bold</b>';
    const created = await call<Media>(t.server, 'POST', '/api/v/media/', {
      json: mediaPayload({ title, description: 'a </SCRIPT> b' }),
      headers: t.admin,
    });
    const page = await html(t.server, `/archive/${created.body.id}`);
    expect(page.text).not.toMatch(/<script>alert|<b>bold/i);
    expect(page.text.match(/<\/script>/gi)).toHaveLength(1);
    expect(structuredData(page.text)[0]).toMatchObject({ name: title, description: 'a </SCRIPT> b' });
    expect(page.text).toContain(
      '<title>Test interview</title>'.replace(
        'Test interview',
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; – Atlas',
      ),
    );
  });

  it('answers 404 with noindex and nothing about the video for archived, unknown and malformed ids', async () => {
    for (const id of [archivedIds[0], 999_999, '12abc', '99999999999999']) {
      const page = await html(t.server, `/archive/${id}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain('<meta name="robots" content="noindex" />');
      expect(page.text).toContain('<title>EN video – Atlas</title>');
      expect(structuredData(page.text)).toEqual([]);
      expect(linkHref(page.text, 'canonical')).toBeUndefined();
    }
  });
});

describe('static page heads', () => {
  it.each(staticPages)('%s: own title, description, canonical, alternates, access status', async (key, pagePath) => {
    const page = await html(t.server, `${pagePath}?lng=en&search=x`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>EN ${key} – Atlas</title>`);
    expect(page.text).toContain(`<meta name="description" content="EN ${key} description" />`);
    expect(linkHref(page.text, 'canonical')).toBe(`${t.server.url}${pagePath}?lng=en`);
    expect(page.text).toContain(`<link rel="alternate" hreflang="ar" href="${t.server.url}${pagePath}?lng=ar" />`);
    expect(page.text).toContain('<meta name="atlas-access-status" content="{&quot;required&quot;:false,&quot;granted&quot;:true}" />');
    expect(page.text.includes('rel="preload" as="image"')).toBe(key === 'home');
    expect(page.text).not.toContain('noindex');
  });

  it('the language-neutral address (hreflang x-default) is its own canonical, whatever language it is shown in', async () => {
    for (const headers of [{}, { 'accept-language': 'ar' }] as Record<string, string>[]) {
      const page = await html(t.server, '/archive', headers);
      expect(linkHref(page.text, 'canonical')).toBe(`${t.server.url}/archive`);
      expect(page.text).toContain(`<link rel="alternate" hreflang="x-default" href="${t.server.url}/archive" />`);
    }
    // A language the site does not have names no page: the canonical is the neutral one.
    expect(linkHref((await html(t.server, '/archive?lng=fr')).text, 'canonical')).toBe(`${t.server.url}/archive`);
  });
});

describe('with the access gate on', () => {
  let gated: TestServer;
  beforeAll(async () => {
    gated = await startTestServer({ webDist, platformPassword: 'open sesame' });
  });
  afterAll(() => gated.close());

  it('tells visitors who have not passed it (crawlers included) not to index, and says nothing about videos', async () => {
    const page = await html(gated, '/archive/1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="robots" content="noindex" />');
    expect(page.text).toContain('{&quot;required&quot;:true,&quot;granted&quot;:false}');
    expect(structuredData(page.text)).toEqual([]);

    const pass = await fetch(`${gated.url}/api/u/access/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'open sesame' }),
    });
    const cookie = (pass.headers.get('set-cookie') ?? '').split(';')[0]!;
    const passed = await html(gated, '/archive/1', { cookie });
    expect(passed.text).toContain('{&quot;required&quot;:true,&quot;granted&quot;:true}');
    expect(structuredData(passed.text)).toHaveLength(1);
    expect(passed.text).not.toContain('noindex');
  });
});

describe('PUBLIC_URL', () => {
  it('is an http(s) origin, kept without a trailing slash', () => {
    expect(configFromEnv({ PUBLIC_URL: 'https://atlas.example.org/', JWT_SECRET: 'x'.repeat(32) }).publicUrl).toBe(
      'https://atlas.example.org',
    );
    for (const bad of ['ftp://atlas.example.org', 'https://atlas.example.org/archive', 'not a url']) {
      expect(() => configFromEnv({ PUBLIC_URL: bad, JWT_SECRET: 'x'.repeat(32) })).toThrow(/PUBLIC_URL/);
    }
  });
});
