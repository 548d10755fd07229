import { describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../test/http.ts';
import { useTestServer } from '../../test/use-test-server.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../lib/cache-control.ts';

// The access gate is off here (access-gate.test.ts covers it on): public answers may sit in shared caches.
const t = useTestServer();
const STRONG_ETAG = /^"[\w-]+"$/;

describe('HTTP caching, access gate off', () => {
  it('gives every public GET a strong ETag and a short shared-cache lifetime', async () => {
    const page = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?page_size=2`);
    const id = page.body.results[0]!.id;
    for (const path of [
      apiPaths.media.list,
      apiPaths.media.recent,
      apiPaths.media.mostWatched,
      apiPaths.media.locations,
      apiPaths.media.detail(id),
      `${apiPaths.media.list}?search=cedar`,
    ]) {
      const res = await call(t.server, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag'), path).toMatch(STRONG_ETAG);
      expect(res.headers.get('cache-control'), path).toBe(PUBLIC_CACHE_CONTROL);
    }
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
  });

  it('answers 304 with no body to a held ETag, cached or not, and a new ETag once the video changed', async () => {
    const path = `${apiPaths.media.recent}?page_size=3`;
    const first = await call<MediaPage>(t.server, 'GET', path);
    const etag = first.headers.get('etag')!;
    const held = await fetch(`${t.server.url}${path}`, { headers: { 'if-none-match': etag } });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
    expect(held.headers.get('etag')).toBe(etag);
    // The map is served the same way; an answer compressed for a browser has an ETag of its own.
    const brotli = await call(t.server, 'GET', path, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('etag')).not.toBe(etag);
    expect(brotli.headers.get('etag')).toMatch(STRONG_ETAG);

    const video = first.body.results[0]!;
    const saved = await call(t.server, 'PUT', apiPaths.media.detail(video.id), {
      headers: t.admin,
      json: mediaPayload({ title: 'Retitled for the ETag', interview_date: video.interview_date }),
    });
    expect(saved.status).toBe(200);
    const after = await call<MediaPage>(t.server, 'GET', path, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.results[0]!.title).toBe('Retitled for the ETag');
    expect(after.headers.get('etag')).not.toBe(etag);
    const detail = await call<Media>(t.server, 'GET', apiPaths.media.detail(video.id));
    expect(detail.body.title).toBe('Retitled for the ETag');
    const found = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?search=retitled`);
    expect(found.body.results.map((m) => m.id)).toEqual([video.id]);
  });

  it('keeps admin answers out of shared caches', async () => {
    const res = await call(t.server, 'GET', apiPaths.media.list, { headers: t.admin });
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.get('etag')).toMatch(STRONG_ETAG);
  });
});
