import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { RecordMatches } from '#contracts/records';
import { call, fullPayload, participantPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { setAccess } from '../access/access.test-support.ts';

// Records in a search over HTTP (docs/behaviour.md §1300, docs/decisions.md §2410): the collections, places and people a
// search names, in either script and however it spells them, and only those the public may see.

const t = useTestServer({ seed: 'none' });
const admin = () => ({ headers: t.admin });
const RELEASE = { scope: 'public', signed_on: '2024-03-01', valid_until: null, conditions: '' };

interface Interview {
  title: string;
  region: string;
  places?: string[];
  narrator: [string, string];
  mentioned?: string[];
  visibility?: 'public' | 'archived';
}

/** An interview recorded in `region` with this narrator (whose public release is signed) and these people spoken of. */
async function interview({ title, region, places = [], narrator, mentioned = [], visibility = 'public' }: Interview) {
  const json = {
    ...fullPayload({ title, visibility, region: { name: region, latitude: null, longitude: null }, places, important_people: mentioned }),
    participants: [participantPayload(1), participantPayload(2, { first_name: narrator[0], last_name: narrator[1] })],
  };
  const res = await call<Media>(t.server, 'POST', apiPaths.media.full, { json, ...admin() });
  expect(res.status).toBe(201);
  const guest = res.body.participants.find((p) => p.role === 2)!;
  expect(
    (await call(t.server, 'PUT', apiPaths.admin.participantConsent(res.body.id, guest.id), { json: RELEASE, ...admin() })).status,
  ).toBe(200);
  return res.body.id;
}

async function collection(slug: string, title: string, title_ar: string, media: number[]) {
  const json = { slug, title, title_ar, description: '', description_ar: '', cover: null, media };
  expect((await call(t.server, 'POST', apiPaths.admin.collections, { json, ...admin() })).status).toBe(201);
}

const search = (text: string) =>
  call<RecordMatches & { code?: string }>(t.server, 'GET', `${apiPaths.records.list}?search=${encodeURIComponent(text)}`);
const slugs = async (text: string) => {
  const res = await search(text);
  expect(res.status).toBe(200);
  return {
    collections: res.body.collections.map((c) => c.slug),
    places: res.body.places.map((p) => p.slug),
    people: res.body.people.map((p) => p.slug),
  };
};

describe('records in a search', () => {
  it('names the public collections, places and people whose names match, in Latin and Arabic, however spelt', async () => {
    const open = await interview({
      title: 'Weaving in Ain Leuh',
      region: 'Ain Leuh',
      narrator: ['Itto', 'Ouhammou'],
      mentioned: ['فاطمة الزهراء'],
    });
    await collection('weaving-lives', 'Weaving lives', 'حياة النسيج', [open]);

    // Case and accents, and the Arabic letter forms and tashkeel, are ignored; a name's words may be begun.
    expect(await slugs('WEAV')).toEqual({ collections: ['weaving-lives'], places: [], people: [] });
    expect((await slugs('حياه')).collections).toEqual(['weaving-lives']);
    expect((await slugs('النَّسيج')).collections).toEqual(['weaving-lives']);
    expect((await slugs('ittó ouham')).people).toEqual(['itto-ouhammou']);
    const fatima = await search('فاطمه');
    expect(fatima.body.people).toEqual([expect.objectContaining({ name_ar: 'فاطمة الزهراء', count: 1 })]);
    // A place by its Latin name, its Arabic name, or its name written as one word.
    const ainLeuh = await search('ain leuh');
    expect(ainLeuh.body.places).toEqual([{ slug: 'ain-leuh', name: 'Ain Leuh', name_ar: 'عين اللوح', kind: 'commune', count: 1 }]);
    expect((await slugs('عين اللوح')).places).toEqual(['ain-leuh']);
    expect((await slugs('AinLeuh')).places).toEqual(['ain-leuh']);
    expect(JSON.stringify(ainLeuh.body)).not.toContain('+212');

    // Nothing names nothing; a search too short to name a record, or empty, names none.
    expect(await slugs('zzzz')).toEqual({ collections: [], places: [], people: [] });
    expect(await slugs('a')).toEqual({ collections: [], places: [], people: [] });
    expect((await call<RecordMatches>(t.server, 'GET', apiPaths.records.list)).body).toEqual({ collections: [], places: [], people: [] });
  });

  it('never names a collection, place or person the public may not see, until it may', async () => {
    const archived = await interview({ title: 'Archived one', region: 'Tijam', narrator: ['Moha', 'Archived'], visibility: 'archived' });
    const sealed = await interview({
      title: 'Sealed one',
      region: 'Sidi El Makhfi',
      narrator: ['Yamna', 'Sealed'],
      mentioned: ['Hidden Elder'],
    });
    expect((await setAccess(t.server, t.admin, sealed, { access: 'sealed', sealed_until: '2999-01-01' })).status).toBe(200);
    await collection('archived-only', 'Hidden threads', 'خيوط مخفية', [archived, sealed]);

    for (const text of ['hidden threads', 'خيوط', 'tijam', 'sidi el makhfi', 'moha archived', 'yamna', 'hidden elder']) {
      expect(await slugs(text)).toEqual({ collections: [], places: [], people: [] });
    }

    // Opened, the sealed interview makes its collection, place and people show (a write forgets the kept answers).
    expect((await setAccess(t.server, t.admin, sealed, { access: 'open' })).status).toBe(200);
    expect(await slugs('hidden')).toEqual({ collections: ['archived-only'], places: [], people: ['hidden-elder'] });
    expect((await slugs('sidi el makhfi')).places).toEqual(['sidi-el-makhfi']);
    expect((await slugs('tijam')).places).toEqual([]);
  });

  it('answers a bad query with validation_failed, never a 500', async () => {
    const long = await search('x'.repeat(10_001));
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('validation_failed');
    const many = await call<RecordMatches & { code?: string }>(t.server, 'GET', `${apiPaths.records.list}?search=a&search=b`);
    expect(many.status).toBe(400);
    expect(many.body.code).toBe('validation_failed');
  });
});
