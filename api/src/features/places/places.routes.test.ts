import { describe, expect, it } from 'vitest';
import type { ActivityList } from '#contracts/accounts';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { AdminPlaceList, Place, PlaceList } from '#contracts/places';
import { call, fullPayload } from '../../../test/http.ts';
import { createStaff } from '../../../test/staff.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { setAccess } from '../access/access.test-support.ts';

// Places over HTTP (docs/behaviour.md §1300): a place has a page once a public interview names it, its interviews are
// only those the public may see, and staff give it identifiers in other catalogues, checked before anything is saved.

const t = useTestServer({ seed: 'none' });
const admin = () => ({ headers: t.admin });

async function create(title: string, region: string, places: string[], visibility: 'public' | 'archived' = 'public'): Promise<number> {
  const json = fullPayload({ title, visibility, region: { name: region, latitude: null, longitude: null }, places });
  const res = await call<Media>(t.server, 'POST', apiPaths.media.full, { json, ...admin() });
  expect(res.status).toBe(201);
  return res.body.id;
}

const listed = async () => (await call<PlaceList>(t.server, 'GET', apiPaths.places.list)).body.results;
const detail = (slug: string, query = '') => call<Place>(t.server, 'GET', `${apiPaths.places.detail(slug)}${query}`);
const putAuthority = (slug: string, authority: Record<string, unknown>, headers = t.admin) =>
  call<{ slug: string; authority: Place['authority'] }>(t.server, 'PUT', apiPaths.admin.place(slug), { json: { authority }, headers });

describe('places', () => {
  it('gives every place a public interview names a page, with where it sits and its interviews', async () => {
    const ainLeuh = await create('Recorded in Ain Leuh', 'Ain Leuh', []);
    const aboutTijam = await create('Recorded in Ifrane, about Tijam', 'Ifrane', ['Tijam']);
    await create('Recorded in Sidi El Makhfi', 'Sidi El Makhfi', []);

    const slugs = (await listed()).map((p) => p.slug);
    // The places named, and the places they sit in.
    expect(slugs).toEqual(
      expect.arrayContaining(['ain-leuh', 'ifrane', 'ifrane-province', 'tijam', 'enjil', 'boulemane-province', 'sidi-el-makhfi']),
    );
    expect(slugs).not.toContain('tizguite');

    const tijam = await detail('tijam');
    expect(tijam.status).toBe(200);
    expect(tijam.body).toMatchObject({
      slug: 'tijam',
      name: 'Tijam',
      name_ar: 'تيجام',
      kind: 'douar',
      count: 1,
      parent: { slug: 'enjil', kind: 'commune' },
      ancestors: [{ slug: 'boulemane-province' }, { slug: 'enjil' }],
      authority: { geonames: null, wikidata: null },
    });
    expect(tijam.body.latitude).toBeCloseTo(33.1, 0);
    expect(tijam.body.media.map((m) => m.id)).toEqual([aboutTijam]);
    expect(JSON.stringify(tijam.body)).not.toContain('+212');

    // A province holds the interviews of its places, a page at a time.
    const province = await detail('ifrane-province', '?page_size=1');
    expect(province.body).toMatchObject({ count: 3, kind: 'province', parent: null, ancestors: [] });
    expect(province.body.media).toHaveLength(1);
    expect(province.body.next).toContain('page=2');
    const second = await detail('ifrane-province', '?page_size=1&page=2');
    expect(second.body.previous).toContain('page=1');

    // Neighbours: listed places within the radius, nearest first, never the place itself.
    const near = (await detail('ain-leuh')).body;
    expect(near.media.map((m) => m.id)).toEqual([ainLeuh]);
    expect(near.nearby[0]).toMatchObject({ slug: 'sidi-el-makhfi' });
    expect(near.nearby.map((p) => p.slug)).not.toContain('ain-leuh');
    expect(near.nearby.every((p) => p.kind !== 'province' && p.distance_km <= 15)).toBe(true);

    expect((await detail('tizguite')).status).toBe(404);
    expect((await detail('nowhere-at-all')).status).toBe(404);
  });

  it('never lists, counts or shows a sealed, on-request or archived interview, and follows a change at once', async () => {
    const open = await create('Open in Timahdite', 'Timahdite', []);
    const sealed = await create('Sealed in Timahdite', 'Timahdite', ['Ben Smim']);
    const onRequest = await create('On request about Ben Smim', 'Timahdite', ['Ben Smim']);
    const archived = await create('Archived about Ben Smim', 'Tigrigra', ['Ben Smim'], 'archived');
    expect((await setAccess(t.server, t.admin, sealed, { access: 'sealed', sealed_until: '2999-01-01' })).status).toBe(200);
    expect((await setAccess(t.server, t.admin, onRequest, { access: 'on_request' })).status).toBe(200);

    const timahdite = await detail('timahdite');
    expect(timahdite.body.count).toBe(1);
    expect(timahdite.body.media.map((m) => m.id)).toEqual([open]);
    const slugs = (await listed()).map((p) => p.slug);
    expect(slugs).not.toContain('ben-smim');
    expect(slugs).not.toContain('tigrigra');
    expect((await detail('ben-smim')).status).toBe(404);
    const hidden = JSON.stringify([await listed(), timahdite.body]);
    for (const title of ['Sealed in', 'On request about', 'Archived about']) expect(hidden).not.toContain(title);

    // Opened: the cached answers are forgotten with the write.
    expect((await setAccess(t.server, t.admin, onRequest, { access: 'open' })).status).toBe(200);
    expect((await detail('ben-smim')).body.media.map((m) => m.id)).toEqual([onRequest]);
    expect((await detail('timahdite')).body.count).toBe(2);
    expect((await listed()).map((p) => p.slug)).toContain('ben-smim');
    expect((await listed()).map((p) => p.slug)).not.toContain('tigrigra');
    void archived;
  });

  it('lets editors set identifiers, bare or pasted, refuses bad ones naming the field, and records it', async () => {
    await create('In Azrou', 'Azrou', []);
    const saved = await putAuthority('azrou', { geonames: 'https://www.geonames.org/2544248/azrou.html', wikidata: 'q1027537' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ slug: 'azrou', authority: { geonames: '2544248', wikidata: 'Q1027537' } });
    expect((await detail('azrou')).body.authority).toEqual({ geonames: '2544248', wikidata: 'Q1027537' });

    const bad = await putAuthority('azrou', { geonames: '123', wikidata: 'https://example.org/Q5' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed' });
    expect(JSON.stringify(bad.body)).toContain('authority.wikidata');
    expect((await putAuthority('azrou', { geonames: 'Azrou', wikidata: null })).body).toMatchObject({ code: 'validation_failed' });
    expect((await putAuthority('azrou', { geonames: '1', viaf: '2' })).status).toBe(400);
    // Nothing saved on error.
    expect((await detail('azrou')).body.authority).toEqual({ geonames: '2544248', wikidata: 'Q1027537' });

    const unknown = await putAuthority('atlantis', { geonames: '2544248' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found' });

    // A place no public interview names yet may be given identifiers; staff see every place.
    expect((await putAuthority('tizguite', { geonames: '2527087' })).status).toBe(200);
    const staffList = (await call<AdminPlaceList>(t.server, 'GET', apiPaths.admin.places, admin())).body.results;
    expect(staffList.find((p) => p.slug === 'tizguite')).toMatchObject({ count: 0, authority: { geonames: '2527087', wikidata: null } });
    expect(staffList.find((p) => p.slug === 'azrou')).toMatchObject({ parent: 'Ifrane Province', count: 1 });

    // An empty field clears it.
    expect((await putAuthority('azrou', { geonames: '', wikidata: 'Q1027537' })).body.authority).toEqual({
      geonames: null,
      wikidata: 'Q1027537',
    });

    const activity = (await call<ActivityList>(t.server, 'GET', apiPaths.admin.activity, admin())).body.results;
    expect(activity.filter((a) => a.action === 'place.authority').map((a) => a.detail)).toEqual(['azrou', 'tizguite', 'azrou']);

    // A viewer reads but may not edit.
    const viewer = await createStaff(t.server, t.admin, 'viewer');
    expect((await call(t.server, 'GET', apiPaths.admin.places, { headers: viewer.headers })).status).toBe(200);
    expect((await putAuthority('azrou', { geonames: '2544248' }, viewer.headers)).status).toBe(403);
  });
});
