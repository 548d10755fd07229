import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaAccessInput } from '#contracts/access';
import type { Media, MediaPage } from '#contracts/media';
import type { PageHeadManifest } from '#contracts/page-head';
import { PAGE_KEYS } from '#contracts/public-pages';
import { call, fullPayload, segmentPayload } from '../../../test/http.ts';
import type { TestServer } from '../../../test/test-server.ts';

// The access suites' interviews and the outlets they read them through, each as plain text or
// a found/not-found answer, so a table can say what each access state shows in each outlet.

/** A web build stood in for by an index.html and page-head.json of the real shape (as the SEO suite does). */
export function fakeWebDist(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-access-web-'));
  const pages = Object.fromEntries(PAGE_KEYS.map((key) => [key, { title: key, description: `${key} description` }]));
  const manifest = {
    texts: { en: { appName: 'Atlas', pages }, ar: { appName: 'أطلس', pages } },
    modules: Object.fromEntries(PAGE_KEYS.map((key) => [key, [`/assets/${key}.js`]])),
    fonts: { en: [], ar: [] },
    heroImage: '/hero.svg',
  } as unknown as PageHeadManifest;
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="x" /><title>x</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'page-head.json'), JSON.stringify(manifest));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * An interview whose title holds `titleWord`, whose first and last paragraphs hold `openWord` and whose
 * middle paragraph (00:01:00 to 00:02:00, in English and in Arabic) and middle segment hold `secretWord`.
 */
export async function createInterview(
  server: TestServer,
  admin: Record<string, string>,
  words: { titleWord: string; openWord: string; secretWord: string },
  visibility: 'public' | 'archived' = 'public',
  { untimed = false }: { untimed?: boolean } = {},
): Promise<number> {
  const english = untimed
    ? untimedTexts(words).english
    : `[00:00:00] Welcome ${words.openWord}.\n\n[00:01:00] The ${words.secretWord} story.\n\n[00:02:00] Goodbye ${words.openWord}.`;
  const arabic = untimed
    ? untimedTexts(words).arabic
    : `[00:00:00] مرحبا ${words.openWord}.\n\n[00:01:00] حكاية ${words.secretWord}.\n\n[00:02:00] وداعا.`;
  const res = await call<Media>(server, 'POST', '/api/v/media/full/', {
    headers: admin,
    json: {
      ...fullPayload({
        title: `Interview ${words.titleWord}`,
        visibility,
        duration: '00:03:00',
        topics: [`topic${words.titleWord}`],
        url: 'https://example.org/recordings/tape.mp4',
        transcript: [
          { language: 'English', text: english },
          { language: 'العربية', text: arabic },
        ],
      }),
      segments: [
        segmentPayload(1, { description: `Opening ${words.openWord}`, transcript: `[00:00:00] Hello ${words.openWord}` }),
        untimed
          ? segmentPayload(2, { description: 'Middle part', transcript: untimedTexts(words).englishPassage })
          : segmentPayload(2, { description: `About ${words.secretWord}`, transcript: `Told ${words.secretWord}` }),
        segmentPayload(3, { description: `Closing ${words.openWord}`, transcript: `[00:02:00] Bye ${words.openWord}` }),
      ],
    },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`creating an interview answered ${res.status}`);
  return res.body.id;
}

/**
 * The transcripts of an interview without time markers (the second segment's transcript quotes the
 * English passage), and the passage in each that holds the secret word, as staff would select it.
 */
export function untimedTexts(words: { openWord: string; secretWord: string }) {
  const englishPassage = `The ${words.secretWord} story,\nas told.`;
  const arabicPassage = `حكاية ${words.secretWord}.`;
  return {
    english: `Welcome ${words.openWord}. ${englishPassage} Goodbye ${words.openWord}.`,
    arabic: `مرحبا ${words.openWord}.\n\n${arabicPassage}\n\nوداعا.`,
    englishPassage,
    arabicPassage,
  };
}

export async function setAccess(server: TestServer, admin: Record<string, string>, id: number, access: MediaAccessInput) {
  return call(server, 'PUT', `/api/admin/media/${id}/access/`, { headers: admin, json: access });
}

/** A text outlet's answer: found or not, and its body as text. */
export interface Outlet {
  found: boolean;
  text: string;
}

const textOf = async (server: TestServer, pathAndQuery: string): Promise<Outlet> => {
  const res = await fetch(`${server.url}${pathAndQuery}`);
  return { found: res.status === 200, text: await res.text() };
};

/** Whether a list answer holds the interview, and the whole answer's text (snippets included). */
async function listedIn(server: TestServer, query: string, id: number): Promise<Outlet> {
  const res = await call<MediaPage>(server, 'GET', `/api/v/media/?page_size=100&${query}`);
  return { found: res.body.results.some((m) => m.id === id), text: JSON.stringify(res.body.results.filter((m) => m.id === id)) };
}

/** The query that carries an access link's token, after `?` or `&` (nothing without a token). */
const tokenQuery = (token: string | null, separator: '?' | '&') =>
  token === null ? '' : `${separator}access=${encodeURIComponent(token)}`;

/**
 * Every outlet that shows an interview to the public, read for one interview; with `token`, as the
 * holder of that access link reads it (the token on every address, as the link's page passes it on).
 */
export function outlets(
  server: TestServer,
  words: { titleWord: string; openWord: string; secretWord: string },
  token: string | null = null,
) {
  const text = (server: TestServer, pathAndQuery: string) =>
    textOf(server, `${pathAndQuery}${tokenQuery(token, pathAndQuery.includes('?') ? '&' : '?')}`);
  const listed = (server: TestServer, query: string, id: number) => listedIn(server, `${query}${tokenQuery(token, '&')}`, id);
  return {
    list: (id: number) => listed(server, '', id),
    detail: (id: number) => text(server, `/api/v/media/${id}/`),
    searchMetadata: (id: number) => listed(server, `search=${words.titleWord}`, id),
    searchTranscript: (id: number) => listed(server, `search=${words.openWord}`, id),
    searchSecret: (id: number) => listed(server, `search=${words.secretWord}`, id),
    facets: async (_id: number): Promise<Outlet> => {
      const res = await call<MediaPage>(server, 'GET', `/api/v/media/?facets=1&page_size=1${tokenQuery(token, '&')}`);
      const topic = res.body.facets?.topic.find((f) => f.value === `topic${words.titleWord}`);
      return { found: (topic?.count ?? 0) > 0, text: JSON.stringify(res.body.facets) };
    },
    page: (id: number) => text(server, `/archive/${id}`),
    sitemap: async (id: number): Promise<Outlet> => {
      const res = await text(server, '/sitemap.xml');
      return { found: new RegExp(`/archive/${id}(<|\\?)`).test(res.text), text: res.text };
    },
    oaiList: async (id: number): Promise<Outlet> => {
      // OAI-PMH answers badArgument to any argument it does not define: a harvester holds no link.
      const res = await textOf(server, '/oai?verb=ListRecords&metadataPrefix=oai_dc');
      const record = res.text.split('<record>').find((r) => r.includes(`:${id}</identifier>`)) ?? '';
      return { found: record !== '' && !record.includes('status="deleted"'), text: record };
    },
    oaiGet: async (id: number): Promise<Outlet> => {
      const host = new URL(server.url).hostname;
      const res = await textOf(server, `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:${id}`);
      return { found: res.text.includes('<metadata>'), text: res.text };
    },
    iiif: (id: number) => text(server, `/iiif/${id}/manifest`),
    chapters: (id: number) => text(server, `/api/v/media/${id}/chapters.vtt`),
    transcriptVtt: (id: number) => text(server, `/api/v/media/${id}/transcripts/en.vtt`),
    arabicVtt: (id: number) => text(server, `/api/v/media/${id}/transcripts/ar.vtt`),
    ohms: (id: number) => text(server, `/api/v/media/${id}/ohms.xml`),
    poster: async (id: number): Promise<Outlet> => {
      const res = await fetch(`${server.url}/api/v/media/${id}/poster/${tokenQuery(token, '?')}`);
      await res.arrayBuffer();
      return { found: res.status === 200, text: '' };
    },
  };
}
export type OutletName = keyof ReturnType<typeof outlets>;
