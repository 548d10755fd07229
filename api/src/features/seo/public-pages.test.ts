import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRequest } from '#contracts/access-requests';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths, standardPaths } from '#contracts/paths';
import { PAGE_KEYS, PAGE_SERVING, PUBLIC_PAGES, type PageKey, isStaticPage, pagePath } from '#contracts/public-pages';
import { call, fullPayload } from '../../../test/http.ts';
import { type TestServer, startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { fakeWebDist } from '../access/access.test-support.ts';
import { type Xml, oai } from '../oai/oai.test-support.ts';

// The registry of public pages (contracts/public-pages.ts, docs/architecture.md "Public pages") against what the
// server does: every page it names is served with its own head, answers its forms, and is in the sitemap when listed;
// and every public page another outlet links to (IIIF, OAI-PMH, access links) is a page of the registry that opens.
// On the sample archive, with a web build stood in for by the registry's own page manifest (fakeWebDist).

const web = fakeWebDist();
afterAll(() => web.remove());
const t = useTestServer({ webDist: web.dir });

/** The page of the registry an address is (its path matches the page's pattern), if any. */
function pageOf(path: string): PageKey | undefined {
  return PAGE_KEYS.find((key) => new RegExp(`^${PUBLIC_PAGES[key].replace(/:\w+/g, '[^/?#]+')}$`).test(path));
}

/** The paths of the sitemap's addresses (each is there once per language). */
async function sitemapPaths(server: TestServer): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as { urlset: { url: { loc: string }[] } };
  return [...new Set(parsed.urlset.url.map(({ loc }) => new URL(loc).pathname))];
}

const head = (page: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(page)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(page)?.[1],
  canonical: /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1],
  modules: /<meta name="atlas-page-modules" content="([^"]*)"/.exec(page)?.[1],
});

/** A form a browser sends to a page without script (docs/decisions.md §1002, §1024). */
const sendForm = (server: TestServer, path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

let listed: string[];
/** One address of each page: its own, or the first record of its kind the sitemap lists. */
const addressOf = (key: PageKey) => (isStaticPage(key) ? pagePath(key) : listed.find((path) => pageOf(path) === key));

beforeAll(async () => {
  listed = await sitemapPaths(t.server);
});

describe('every page of the registry', () => {
  it('is one the sitemap lists when the registry says so, and the sitemap lists nothing else', () => {
    expect(listed.filter((path) => pageOf(path) === undefined)).toEqual([]);
    for (const key of PAGE_KEYS) {
      const found = listed.filter((path) => pageOf(path) === key);
      expect(found.length > 0, key).toBe(PAGE_SERVING[key].listed);
    }
  });

  it('lists the records of a record page: every video the public list shows, and no other', async () => {
    const videos = (await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?page_size=100`)).body.results;
    expect(videos.length).toBeGreaterThan(20);
    expect(listed.filter((path) => pageOf(path) === 'video').sort()).toEqual(
      videos.map((video) => pagePath('video', { videoId: video.id })).sort(),
    );
  });

  it.each(PAGE_KEYS)('%s is served with a head of its own', async (key) => {
    const path = addressOf(key)!;
    const res = await fetch(`${t.server.url}${path}?lng=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const own = head(await res.text());
    expect(own.canonical).toBe(`${t.server.url}${path}?lng=en`);
    expect(own.modules).toBe(`/assets/${key}.js`);
    if (isStaticPage(key)) {
      expect(own).toMatchObject({ title: `${key} – Atlas`, description: `${key} description` });
    } else {
      // A record's page is titled and described by the record, not by the page's generic texts.
      expect(own.title).toMatch(/ – Atlas$/);
      expect(own.title).not.toBe(`${key} – Atlas`);
      expect(own.description).not.toBe(`${key} description`);
    }
  });

  it.each(PAGE_KEYS.filter((key) => !isStaticPage(key)))('%s answers 404 with noindex for a record there is none of', async (key) => {
    const path = PUBLIC_PAGES[key].replace(/:\w+/g, '999999');
    const res = await fetch(`${t.server.url}${path}`);
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(head(page).canonical).toBeUndefined();
  });

  it.each(PAGE_KEYS)('%s answers a form sent to it: the contact form on the contact page, the page again elsewhere', async (key) => {
    const path = addressOf(key)!;
    const res = await sendForm(t.server, path, { name: '', email: 'not an address' });
    if (key === 'contact') {
      // Handed to the API's own route, which refuses it; the page is drawn again with the answer.
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    } else {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(path);
    }
  });
});

describe('behind the access gate, every page of the registry', () => {
  let gated: TestServer;
  beforeAll(async () => {
    gated = await startTestServer({ webDist: web.dir, platformPassword: 'open sesame please' });
  });
  afterAll(() => gated.close());

  it.each(PAGE_KEYS)("%s takes the gate's password: wrong, the gate again (401); right, the cookie and the page", async (key) => {
    const path = addressOf(key)!;
    // One wrong guess a page, each page counted afresh: the registry holds more pages than the gate's limit of wrong
    // passwords per address in a minute.
    await gated.app.database.db.deleteFrom('rate_limit_counters').execute();
    const wrong = await sendForm(gated, path, { password: 'a wrong guess' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('<meta name="robots" content="noindex" />');
    const right = await sendForm(gated, path, { password: 'open sesame please' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(path);
    expect(right.headers.get('set-cookie')).toBeTruthy();
  });
});

describe('links other outlets build', () => {
  /** Checks that an absolute address is a page of the registry (`key`) on this site, and that it opens. */
  const expectPage = async (href: string, key: PageKey) => {
    const url = new URL(href, t.server.url);
    expect(url.origin).toBe(t.server.url);
    expect(pageOf(url.pathname)).toBe(key);
    expect((await fetch(url)).status).toBe(200);
  };

  it("IIIF: each manifest's homepage is its video's page", async () => {
    const collection = (await call<{ items: { id: string }[] }>(t.server, 'GET', standardPaths.iiifCollection)).body;
    expect(collection.items.length).toBeGreaterThan(0);
    for (const item of collection.items.slice(0, 5)) {
      const manifest = (await call<{ homepage: { id: string }[] }>(t.server, 'GET', new URL(item.id).pathname)).body;
      await expectPage(manifest.homepage[0]!.id, 'video');
    }
  });

  it("OAI-PMH: each record's dc:identifier is its video's page", async () => {
    const records = (await oai(t.server, 'verb=ListRecords&metadataPrefix=oai_dc')).ListRecords.record as Xml[];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records.slice(0, 5)) {
      const [identifier] = record.metadata['oai_dc:dc']['dc:identifier'] as (string | { '#text': string })[];
      await expectPage(typeof identifier === 'string' ? identifier : identifier!['#text'], 'video');
    }
  });

  it("access links: an approved request's link is its interview's page", async () => {
    const video = (await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload(), headers: t.admin })).body;
    const visitor = { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis on weaving' };
    const asked = await call<{ id: number }>(t.server, 'POST', apiPaths.media.accessRequests(video.id), { json: visitor });
    const approved = await call<AccessRequest>(t.server, 'POST', apiPaths.admin.accessRequestApprove(asked.body.id), {
      json: {},
      headers: t.admin,
    });
    const link = approved.body.access!.link;
    await expectPage(link, 'video');
    expect(new URL(link, t.server.url).pathname).toBe(pagePath('video', { videoId: video.id }));
  });
});
