import { describe, expect, it, vi } from 'vitest';
import { type Media, type MediaPage, MediaPageSchema } from '#contracts/media';
import { jsonWriterOf } from '../../lib/json-schema-serializer.ts';
import { call, mediaPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// Public reads against the seeded sample archive: 32 interviews, 27 public, 5 archived.
const t = useTestServer();

const list = (path: string, headers: Record<string, string> = {}) => call<MediaPage>(t.server, 'GET', path, { headers });

describe('GET /api/v/media/ (public)', () => {
  it('lists only public videos and never a phone number', async () => {
    const { status, body } = await list('/api/v/media/?page_size=100');
    expect(status).toBe(200);
    expect(body.count).toBe(27);
    expect(body.results).toHaveLength(27);
    expect(body.results.every((m) => m.visibility === 'public')).toBe(true);
    const participants = body.results.flatMap((m) => m.participants);
    expect(participants.length).toBeGreaterThan(0);
    expect(participants.some((p) => 'phone' in p)).toBe(false);
  });

  it('pages with a count and next/previous links', async () => {
    const first = await list('/api/v/media/?page_size=10');
    expect(first.body).toMatchObject({ count: 27, previous: null });
    expect(first.body.results).toHaveLength(10);
    expect(new URL(first.body.next!).searchParams.get('page')).toBe('2');

    const last = await list('/api/v/media/?page_size=10&page=3');
    expect(last.body.results).toHaveLength(7);
    expect(last.body.next).toBeNull();
    expect(new URL(last.body.previous!).searchParams.get('page')).toBe('2');
    expect(new URL(last.body.previous!).searchParams.get('page_size')).toBe('10');

    const ids = new Set([...first.body.results, ...last.body.results].map((m) => m.id));
    expect(ids.size).toBe(17);
  });

  it('answers a page past the end with no results', async () => {
    const { status, body } = await list('/api/v/media/?page=50');
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.next).toBeNull();
  });

  it('orders most-watched by views, most first', async () => {
    const { body } = await list('/api/v/media/most-watched/?page_size=100');
    const views = body.results.map((m) => m.metadata.views);
    expect(views).toHaveLength(27);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.results.every((m) => m.visibility === 'public')).toBe(true);
  });

  it('orders recent by interview date, newest first', async () => {
    const { body } = await list('/api/v/media/recent/?page_size=100');
    const dates = body.results.map((m) => m.interview_date ?? '');
    expect(dates).toHaveLength(27);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /api/v/media/ (t.admin)', () => {
  it('shows archived videos to the admin, with phone numbers', async () => {
    const all = await list('/api/v/media/?page_size=100', t.admin);
    expect(all.body.count).toBe(32);
    expect(all.body.results.flatMap((m) => m.participants).some((p) => typeof p.phone === 'string' && p.phone !== '')).toBe(true);
    const archived = await list('/api/v/media/?visibility=archived', t.admin);
    expect(archived.body.count).toBe(5);
    expect(archived.body.results.every((m) => m.visibility === 'archived')).toBe(true);
  });

  it('ignores ?visibility=archived from the public', async () => {
    const { body } = await list('/api/v/media/?visibility=archived');
    expect(body.count).toBe(27);
    expect(body.results.every((m) => m.visibility === 'public')).toBe(true);
  });
});

describe('GET /api/v/media/{id}/', () => {
  it('returns a public video with transcripts, segments and participants, no phones', async () => {
    const { body: page } = await list('/api/v/media/?page_size=1');
    const id = page.results[0]!.id;
    const { status, body } = await call<Media>(t.server, 'GET', `/api/v/media/${id}/`);
    expect(status).toBe(200);
    expect(body.id).toBe(id);
    expect(body.transcripts.length).toBeGreaterThan(0);
    expect(body.segments.length).toBeGreaterThan(0);
    expect(body.segments.every((s) => s.media === id)).toBe(true);
    expect(body.participants.some((p) => 'phone' in p)).toBe(false);
  });

  it('hides an archived video from the public (404) but not from the admin', async () => {
    const { body: archived } = await list('/api/v/media/?visibility=archived&page_size=1', t.admin);
    const id = archived.results[0]!.id;
    const publicRead = await call(t.server, 'GET', `/api/v/media/${id}/`);
    expect(publicRead.status).toBe(404);
    expect(publicRead.body).toEqual({ code: 'not_found', message: 'Video not found' });
    const adminRead = await call<Media>(t.server, 'GET', `/api/v/media/${id}/`, { headers: t.admin });
    expect(adminRead.status).toBe(200);
    expect(adminRead.body.visibility).toBe('archived');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(t.server, 'GET', '/api/v/media/999999/')).status).toBe(404);
    expect((await call(t.server, 'GET', '/api/v/media/abc/')).status).toBe(400);
    expect((await call(t.server, 'GET', '/api/v/media/-1/')).status).toBe(400);
  });
});

describe('POST /api/v/media/{id}/view/', () => {
  it('counts a view and the count shows in the video within the flush and cache lag', async () => {
    const { body: page } = await list('/api/v/media/?page_size=1');
    const video = page.results[0]!;
    const first = await call<{ views: number }>(t.server, 'POST', `/api/v/media/${video.id}/view/`);
    expect(first).toMatchObject({ status: 200, body: { views: video.metadata.views + 1 } });
    const second = await call<{ views: number }>(t.server, 'POST', `/api/v/media/${video.id}/view/`);
    expect(second.body.views).toBe(video.metadata.views + 2);
    await vi.waitFor(
      async () => {
        const { body } = await call<Media>(t.server, 'GET', `/api/v/media/${video.id}/`);
        expect(body.metadata.views).toBe(video.metadata.views + 2);
      },
      { timeout: 8_000, interval: 250 },
    );
  });

  it('does not count views of archived or unknown videos', async () => {
    const { body: archived } = await list('/api/v/media/?visibility=archived&page_size=1', t.admin);
    const video = archived.results[0]!;
    expect((await call(t.server, 'POST', `/api/v/media/${video.id}/view/`)).status).toBe(404);
    expect((await call(t.server, 'POST', '/api/v/media/999999/view/')).status).toBe(404);
    const { body } = await call<Media>(t.server, 'GET', `/api/v/media/${video.id}/`, { headers: t.admin });
    expect(body.metadata.views).toBe(video.metadata.views);
  });
});

describe('read cache', () => {
  it('serves repeated public reads identically and never a stale answer after a write', async () => {
    const url = '/api/v/media/recent/?page_size=3';
    const first = await list(url);
    const again = await list(url);
    expect(again.body).toEqual(first.body);
    const newest = first.body.results[0]!;

    const saved = await call(t.server, 'PUT', `/api/v/media/${newest.id}/`, {
      headers: t.admin,
      json: mediaPayload({ title: 'Renamed behind the cache', interview_date: newest.interview_date }),
    });
    expect(saved.status).toBe(200);
    const after = await list(url);
    expect(after.body.results[0]!.title).toBe('Renamed behind the cache');
    // A page never asked before reuses the videos' kept summaries: the saved one is not among them.
    expect((await list('/api/v/media/recent/?page_size=4')).body.results[0]!.title).toBe('Renamed behind the cache');
    const detail = await call<Media>(t.server, 'GET', `/api/v/media/${newest.id}/`);
    expect(detail.body.title).toBe('Renamed behind the cache');

    // An admin read is never answered from the public cache.
    const adminList = await list('/api/v/media/recent/?page_size=100', t.admin);
    expect(adminList.body.count).toBe(32);
  });

  it('never shows a snippet of a transcript a write changed, even on a search page never asked before', async () => {
    const video = (await list('/api/v/media/recent/?page_size=1')).body.results[0]!;
    const save = (text: string) =>
      call(t.server, 'PUT', `/api/v/media/${video.id}/`, {
        headers: t.admin,
        json: mediaPayload({ interview_date: video.interview_date, transcript: [{ language: 'English', text }] }),
      });
    const snippetOf = async (path: string) => (await list(path)).body.results.find((r) => r.id === video.id)?.match?.snippet?.text ?? null;

    expect((await save('Shepherds crossed the xerophyte plateau at dawn.')).status).toBe(200);
    expect(await snippetOf('/api/v/media/?search=xerophyte&page_size=50')).toContain('dawn');
    expect((await save('Shepherds crossed the xerophyte plateau at dusk.')).status).toBe(200);
    expect(await snippetOf('/api/v/media/?search=xerophyte&page_size=40')).toContain('dusk');
  });

  it('names the fields a search matched as the video reads after a write, even on a search page never asked before', async () => {
    const video = (await list('/api/v/media/recent/?page_size=1')).body.results[0]!;
    const save = (fields: { title: string; description: string }) =>
      call(t.server, 'PUT', `/api/v/media/${video.id}/`, {
        headers: t.admin,
        json: mediaPayload({ ...fields, interview_date: video.interview_date }),
      });
    const fieldsOf = async (path: string) => (await list(path)).body.results.find((r) => r.id === video.id)?.match?.fields ?? null;

    expect((await save({ title: 'The quokka gathering', description: 'A plain afternoon.' })).status).toBe(200);
    expect(await fieldsOf('/api/v/media/?search=quokka&page_size=50')).toEqual(['title']);
    expect((await save({ title: 'The plain gathering', description: 'A quokka afternoon.' })).status).toBe(200);
    expect(await fieldsOf('/api/v/media/?search=quokka&page_size=40')).toEqual(['description']);
  });

  it('answers cached reads compressed as the client asks, with the same content', async () => {
    const url = '/api/v/media/most-watched/?page_size=5';
    const plain = await call<MediaPage>(t.server, 'GET', url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.body.results).toHaveLength(5);
    const cases: [string, string | null][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ];
    for (const [accept, encoding] of cases) {
      for (let i = 0; i < 2; i++) {
        const res = await call<MediaPage>(t.server, 'GET', url, { headers: { 'accept-encoding': accept } });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.body).toEqual(plain.body);
      }
    }
  });

  it('sends a page put together from its videos kept JSON as the schema writes the whole page, read or kept', async () => {
    // docs/decisions.md §1901: a page is its videos' JSON written once, spliced into the envelope's.
    const writePage = jsonWriterOf(MediaPageSchema);
    const text = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${t.server.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const pages = [
      '/api/v/media/?page_size=7',
      '/api/v/media/?page_size=7&page=2&facets=1',
      '/api/v/media/?search=the&page_size=9&facets=1',
      '/api/v/media/?search=the&sort=title&page_size=9',
      '/api/v/media/?search=nothingmatchesthisword',
    ];
    for (const path of pages) {
      // The first answer reads its videos, a second address (not in the answers' cache) reuses the kept ones.
      const first = await text(path);
      const again = await text(`${path}&uncached=1`);
      const staff = await text(path, t.admin);
      for (const answer of [first, again, staff]) expect(answer).toBe(writePage(JSON.parse(answer) as MediaPage));
      expect((JSON.parse(again) as MediaPage).results).toEqual((JSON.parse(first) as MediaPage).results);
    }
    expect((JSON.parse(await text(pages[2]!)) as MediaPage).results[0]!.match!.fields.length).toBeGreaterThan(0);
  });
});
