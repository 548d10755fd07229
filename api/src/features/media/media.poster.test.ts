import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import sampleLabels from '../../seed/sample-labels.json' with { type: 'json' };
import { saveThumbnail } from './media.thumbnails.repository.ts';

// Pictures served from the site (docs/decisions.md §91): no visitor request to the video host before play.
const t = useTestServer();
const { DOMParser } = new JSDOM().window;

async function poster(path: string) {
  const response = await fetch(`${t.server.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}
const svg = (body: Buffer) => new DOMParser().parseFromString(body.toString('utf8'), 'image/svg+xml');

let page: MediaPage;
beforeAll(async () => {
  page = (await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?page_size=100`)).body;
});

describe('video pictures', () => {
  it('gives public and admin lists a picture on the site itself for every video, never the video host', async () => {
    expect(page.results).toHaveLength(27);
    for (const media of page.results) expect(media.thumbnail).toMatch(new RegExp(`^${apiPaths.media.poster(media.id)}\\?v=`));
    const admin = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?page_size=100`, { headers: t.admin });
    expect(admin.body.results).toHaveLength(32);
    for (const media of admin.body.results) expect(media.thumbnail).toMatch(new RegExp(`^${apiPaths.media.poster(media.id)}\\?v=`));
  });

  it('draws a poster with the region in both scripts, the topic and a colour per topic, never the title printed beside it', async () => {
    const colours = new Set<string>();
    for (const media of page.results.slice(0, 8)) {
      const answer = await poster(media.thumbnail!);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^image\/svg\+xml/);
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      const doc = svg(answer.body);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const text = doc.documentElement.textContent!.replace(/\s+/g, ' ');
      expect(text).not.toContain(media.title);
      if (media.topics[0]) expect(text).toContain(media.topics[0].name.slice(0, 20));
      colours.add(doc.querySelector('rect')!.getAttribute('fill')!);
    }
    expect(colours.size).toBeGreaterThan(2);
    const azrou = page.results.find((m) => m.region?.name === 'Azrou')!;
    const azrouText = svg((await poster(azrou.thumbnail!)).body).documentElement.textContent!;
    expect(azrouText).toContain('Azrou');
    expect(azrouText).toContain('أزرو');
  });

  it('names the topic in both scripts when the vocabulary has its Arabic form, as Arabic pages show the poster too', async () => {
    const arabicTopics: Record<string, string> = sampleLabels.topic;
    const media = page.results.find((m) => m.topics[0] && arabicTopics[m.topics[0].name])!;
    const text = svg((await poster(media.thumbnail!)).body).documentElement.textContent!;
    expect(text).toContain(media.topics[0]!.name.slice(0, 20));
    expect(text).toContain(arabicTopics[media.topics[0]!.name]!.slice(0, 20));
  });

  it('escapes any markup in the data', async () => {
    const created = await call<{ id: number }>(t.server, 'POST', apiPaths.media.list, {
      headers: t.admin,
      json: mediaPayload({ title: '<script>alert(1)</script> & "quotes"', region: { name: 'A<b>', latitude: null, longitude: null } }),
    });
    const doc = svg((await poster(apiPaths.media.poster(created.body.id))).body);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.documentElement.textContent).toContain('A<b>');
  });

  it('serves the stored thumbnail once the server has one, and nothing for archived or unknown videos', async () => {
    const media = page.results.find((m) => m.youtubeid)!;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    await saveThumbnail(t.server.app.database.db, {
      youtube_id: media.youtubeid!,
      content_type: 'image/jpeg',
      data: jpeg.toString('base64'),
      fetched_at: new Date().toISOString(),
    });
    const answer = await poster(media.thumbnail!);
    expect(answer.type).toBe('image/jpeg');
    expect(answer.body.equals(jpeg)).toBe(true);
    const archived = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?visibility=archived`, { headers: t.admin });
    const archivedPoster = archived.body.results[0]!.thumbnail!;
    await expect(poster(archivedPoster)).resolves.toMatchObject({ status: 404 });
    // Staff see it with their token (the admin area shows every video's picture), kept out of shared caches.
    const forStaff = await fetch(`${t.server.url}${archivedPoster}`, { headers: t.admin });
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(forStaff.headers.get('cache-control')).toMatch(/^private/);
    await expect(poster(apiPaths.media.poster(999_999))).resolves.toMatchObject({ status: 404 });
    await expect(poster(apiPaths.media.poster('x'))).resolves.toMatchObject({ status: 400 });
  });
});
