import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call } from '../../../test/http.ts';
import type { TestServer } from '../../../test/test-server.ts';
import { oai, type Xml } from '../oai/oai.test-support.ts';

// What every outlet that publishes an interview says about one of them, read over HTTP, so a
// test can require that they agree after a write (docs/architecture.md "One write path").

/**
 * - `public`: shown everywhere, with the same title and update time;
 * - `withdrawn`: public once, now hidden: 404 and absent from lists, OAI answers a deleted record;
 * - `never`: never public: 404, absent, and no OAI record at all.
 */
export type OutletState = { state: 'public'; title: string } | { state: 'withdrawn' } | { state: 'never' };

const sitemapParser = new XMLParser({ isArray: (name) => name === 'url' });

interface OaiRecord {
  deleted: boolean;
  datestamp: string;
  title: string | null;
}

function oaiRecord(record: Xml): OaiRecord {
  const titles = record.metadata?.['oai_dc:dc']?.['dc:title'] as (Xml | string)[] | undefined;
  const first = titles?.[0];
  return {
    deleted: record.header['@status'] === 'deleted',
    datestamp: record.header.datestamp as string,
    title: first === undefined ? null : typeof first === 'string' ? first : (first['#text'] as string),
  };
}

async function getRecord(server: TestServer, id: number): Promise<OaiRecord | null> {
  const root = await oai(server, `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${new URL(server.url).hostname}:${id}`);
  if (root.error) {
    expect(root.error['@code']).toBe('idDoesNotExist');
    return null;
  }
  return oaiRecord([root.GetRecord.record].flat()[0]);
}

/** Every record of ListRecords, following resumption tokens. */
async function listRecords(server: TestServer): Promise<Map<number, OaiRecord>> {
  const found = new Map<number, OaiRecord>();
  let query = 'verb=ListRecords&metadataPrefix=oai_dc';
  for (;;) {
    const root = await oai(server, query);
    if (root.error) {
      expect(root.error['@code']).toBe('noRecordsMatch');
      return found;
    }
    for (const record of [root.ListRecords.record].flat() as Xml[]) {
      found.set(Number(String(record.header.identifier).split(':').at(-1)), oaiRecord(record));
    }
    const token = root.ListRecords.resumptionToken;
    const next = typeof token === 'string' ? token : (token?.['#text'] as string | undefined);
    if (!next) return found;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(next)}`;
  }
}

async function sitemapIds(server: TestServer): Promise<Map<number, string>> {
  const text = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const urls = (sitemapParser.parse(text).urlset.url ?? []) as { loc: string; lastmod?: string }[];
  const ids = new Map<number, string>();
  for (const url of urls) {
    const id = /\/archive\/(\d+)\?/.exec(url.loc)?.[1];
    if (id) ids.set(Number(id), url.lastmod ?? '');
  }
  return ids;
}

async function publicListIds(server: TestServer): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await call<MediaPage>(server, 'GET', `${apiPaths.media.list}?page=${page}&page_size=100`);
    expect(res.status).toBe(200);
    ids.push(...res.body.results.map((video) => video.id));
    if (!res.body.next) return ids;
  }
}

const seconds = (iso: string) => `${iso.slice(0, 19)}Z`;

/**
 * Checks that the public API (detail and list), the sitemap and OAI-PMH (GetRecord and
 * ListRecords) all say `expected` about video `id`. `what` names the write in failures.
 */
export async function expectOutletsAgree(server: TestServer, id: number, expected: OutletState, what: string): Promise<void> {
  const detail = await call<Media>(server, 'GET', apiPaths.media.detail(id));
  const [listed, sitemap, record, records] = await Promise.all([
    publicListIds(server),
    sitemapIds(server),
    getRecord(server, id),
    listRecords(server),
  ]);
  const harvested = records.get(id) ?? null;
  expect(harvested, `${what}: ListRecords and GetRecord agree`).toEqual(record);
  if (expected.state === 'public') {
    expect(detail.status, `${what}: public detail`).toBe(200);
    expect(detail.body.title, `${what}: public title`).toBe(expected.title);
    expect(listed, `${what}: public list`).toContain(id);
    expect(sitemap.get(id), `${what}: sitemap lastmod`).toBe(detail.body.updated_at);
    expect(record, `${what}: OAI record`).toEqual({ deleted: false, datestamp: seconds(detail.body.updated_at), title: expected.title });
    return;
  }
  expect(detail.status, `${what}: public detail`).toBe(404);
  expect(listed, `${what}: public list`).not.toContain(id);
  expect(sitemap.has(id), `${what}: sitemap`).toBe(false);
  if (expected.state === 'never') expect(record, `${what}: no OAI record`).toBeNull();
  else expect(record, `${what}: OAI deleted record`).toMatchObject({ deleted: true, title: null });
}
