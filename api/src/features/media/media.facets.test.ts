import { beforeAll, describe, expect, it } from 'vitest';
import { gazetteer } from '#contracts/gazetteer';
import type { MediaPage, MediaSummary } from '#contracts/media';
import { FACET_NAMES, type FacetName } from '#contracts/media-facets';
import { apiPaths } from '#contracts/paths';
import { call, mediaPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// Facets and sort of the archive list (docs/decisions.md §87) on the sample archive (26 public videos) plus
// three Arabic-titled ones added here; the same file runs on PostgreSQL via TEST_DATABASE_URL.
const t = useTestServer();
const list = async (query: string) => {
  const { status, body } = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?page_size=100&${query}`);
  expect(status, query).toBe(200);
  return body;
};

/** What a facet value means for one video, from the list's own fields. */
const holds: Record<FacetName, (m: MediaSummary, value: string) => boolean> = {
  region: (m, v) => m.region !== null && gazetteer.contains(v, m.region.name),
  place: (m, v) => m.places.includes(v),
  topic: (m, v) => m.topics.some((x) => x.name === v),
  language: (m, v) => m.original_language === v,
  decade: (m, v) => m.interview_date !== null && m.interview_date.slice(0, 3) === v.slice(0, 3),
  person: (m, v) => m.participants.some((p) => `${p.first_name} ${p.last_name}` === v),
};

let everything: MediaSummary[];
beforeAll(async () => {
  for (const [title, date] of [
    ['عرس في أزرو', '1987-06-01'],
    ['أغاني الحصاد', '1995-07-02'],
    ['ثلج إفران', '2001-01-03'],
  ] as const) {
    const saved = await call(t.server, 'POST', apiPaths.media.list, {
      headers: t.admin,
      json: mediaPayload({ title, interview_date: date, region: { name: 'Azrou', latitude: null, longitude: null } }),
    });
    expect(saved.status).toBe(201);
  }
  everything = (await list('')).results;
  expect(everything).toHaveLength(30);
});

describe('facets', () => {
  it('count, for every facet and value, exactly the videos the filtered list holds', async () => {
    const { facets, count } = await list('facets=1');
    expect(count).toBe(30);
    for (const name of FACET_NAMES) {
      expect(facets![name].length, name).toBeGreaterThan(0);
      for (const { value, count: expected } of name === 'region' ? facets!.region : facets![name].slice(0, 12)) {
        const filtered = await list(`${name}=${encodeURIComponent(value)}`);
        expect(filtered.count, `${name}=${value}`).toBe(expected);
        expect(
          filtered.results.every((m) => holds[name](m, value)),
          `${name}=${value}`,
        ).toBe(true);
        expect(filtered.count, `${name}=${value}`).toBe(everything.filter((m) => holds[name](m, value)).length);
      }
    }
  });

  it('nest communes in their province, with Arabic names from the gazetteer', async () => {
    const { facets } = await list('facets=1');
    const ifrane = facets!.region.find((r) => r.value === 'Ifrane Province')!;
    expect(ifrane).toMatchObject({ label_ar: 'إقليم إفران' });
    const communes = facets!.region.filter((r) => r.parent === 'Ifrane Province');
    expect(communes.reduce((sum, r) => sum + r.count, 0)).toBe(ifrane.count);
    expect(
      facets!.region
        .slice(0, 2)
        .map((r) => r.value)
        .sort(),
    ).toEqual(['Boulemane Province', 'Ifrane Province']);
    expect(facets!.region.find((r) => r.value === 'Azrou')).toMatchObject({ label_ar: 'أزرو', parent: 'Ifrane Province', count: 4 });
    expect(facets!.decade.map((d) => d.value)).toContain('1980');
  });

  it('combine with each other and with search, and count within the result set', async () => {
    const searched = await list('search=cedar&facets=1');
    expect(searched.count).toBeGreaterThan(1);
    const region = searched.facets!.region.find((r) => !r.parent)!;
    const both = await list(`search=cedar&region=${encodeURIComponent(region.value)}&facets=1`);
    expect(both.count).toBe(region.count);
    expect(both.results.every((m) => m.match && holds.region(m, region.value))).toBe(true);
    const topic = both.facets!.topic[0]!;
    const three = await list(`search=cedar&region=${encodeURIComponent(region.value)}&topic=${encodeURIComponent(topic.value)}&facets=1`);
    expect(three.count).toBe(topic.count);
    expect(three.facets!.topic.find((x) => x.value === topic.value)!.count).toBe(three.count);
    const none = await list('search=cedar&decade=1900&facets=1');
    expect(none).toMatchObject({ count: 0, results: [] });
    expect(none.facets!.region).toEqual([]);
  });

  it('find a place by its Arabic name', async () => {
    const arabic = await list(`search=${encodeURIComponent('عين اللوح')}`);
    const latin = await list('search=Ain%20Leuh');
    expect(latin.count).toBeGreaterThan(0);
    // Every interview stored under the Latin name, plus any whose text holds the Arabic words.
    expect(arabic.results.map((m) => m.id)).toEqual(expect.arrayContaining(latin.results.map((m) => m.id)));
  });

  it('follow every write at once, though counts are kept between requests', async () => {
    // Two orders of one list: different answers, the same counts (kept once worked out).
    const decade = (page: MediaPage) => page.facets!.decade.find((d) => d.value === '1930')?.count ?? 0;
    const before = await list('facets=1&sort=oldest');
    expect(decade(before)).toBe(0);
    const titled = await list('sort=title&lang=en&facets=1');
    const saved = await call<{ id: number }>(t.server, 'POST', apiPaths.media.list, {
      headers: t.admin,
      json: mediaPayload({ title: 'Snow of 1934', interview_date: '1934-02-01' }),
    });
    expect(saved.status).toBe(201);
    const added = await list('facets=1&sort=most_watched');
    expect(added.count).toBe(before.count + 1);
    expect(decade(added)).toBe(1);
    // The list in title order, also kept between requests, has it too.
    const titledAfter = await list('sort=title&lang=en');
    expect(titledAfter.results.map((m) => m.id)).toEqual(expect.arrayContaining([...titled.results.map((m) => m.id), saved.body.id]));
    expect(titledAfter.count).toBe(titled.count + 1);
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(saved.body.id), { headers: t.admin })).status).toBe(204);
    const removed = await list('facets=1&sort=oldest');
    expect(removed.count).toBe(before.count);
    expect(removed.facets).toEqual(before.facets);
  });

  it('reject malformed values with a 400', async () => {
    for (const query of ['decade=1995', 'sort=random', 'decade=abc', `region=${'x'.repeat(201)}`, 'lang=fr', 'facets=yes']) {
      const { status } = await call(t.server, 'GET', `${apiPaths.media.list}?${query}`);
      expect(status, query).toBe(400);
    }
  });
});

describe('sort', () => {
  const ids = (page: MediaPage) => page.results.map((m) => m.id);

  it('orders by title in the collation of the page language', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      const expected = [...everything].sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id).map((m) => m.id);
      expect(ids(await list(`sort=title&lang=${lang}`)), lang).toEqual(expected);
      // Paging follows the same order.
      const second = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?page_size=10&page=2&sort=title&lang=${lang}`);
      expect(ids(second.body)).toEqual(expected.slice(10, 20));
    }
    const arabicTitles = (await list('sort=title&lang=ar&region=Azrou')).results
      .map((m) => m.title)
      .filter((x) => /\p{Script=Arabic}/u.test(x));
    expect(arabicTitles).toEqual(['أغاني الحصاد', 'ثلج إفران', 'عرس في أزرو']);
  });

  it('orders by newest, oldest and most watched, with or without a search', async () => {
    const dates = (page: MediaPage) => page.results.map((m) => m.interview_date ?? '');
    const newest = await list('sort=newest');
    expect(dates(newest)).toEqual([...dates(newest)].sort().reverse());
    const oldest = await list('sort=oldest&topic=Weaving');
    expect(dates(oldest)).toEqual([...dates(oldest)].sort());
    expect(oldest.count).toBe(everything.filter((m) => holds.topic(m, 'Weaving')).length);
    const watched = await list('sort=most_watched&search=cedar');
    const views = watched.results.map((m) => m.metadata.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(watched.results.every((m) => m.match)).toBe(true);
    expect(new Set(ids(watched))).toEqual(new Set(ids(await list('search=cedar'))));
  });
});
