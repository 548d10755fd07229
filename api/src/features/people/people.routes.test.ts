import { describe, expect, it } from 'vitest';
import type { ActivityList } from '#contracts/accounts';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { AdminPersonDetail, AdminPersonList, Person, PersonList } from '#contracts/people';
import { call, fullPayload, participantPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { setAccess } from '../access/access.test-support.ts';

// People over HTTP (docs/behaviour.md §1300): one record per person across interviews, matched as search matches
// names; seen by the public only through public interviews, a narrator only with a public release; staff name, merge
// and split them; bad input changes nothing.

const t = useTestServer({ seed: 'none' });
const admin = () => ({ headers: t.admin });
const RELEASE = { scope: 'public', signed_on: '2024-03-01', valid_until: null, conditions: '' };

interface Interview {
  title: string;
  narrator?: [string, string];
  interviewer?: [string, string];
  mentioned?: string[];
  visibility?: 'public' | 'archived';
  release?: boolean;
}

/** An interview with these people; the narrator's public release signed unless `release: false`. */
async function interview({ title, narrator, interviewer = ['Hana', 'Host'], mentioned = [], visibility, release = true }: Interview) {
  const participants = [
    participantPayload(1, { first_name: interviewer[0], last_name: interviewer[1] }),
    ...(narrator ? [participantPayload(2, { first_name: narrator[0], last_name: narrator[1] })] : []),
  ];
  const res = await call<Media>(t.server, 'POST', apiPaths.media.full, {
    json: { ...fullPayload({ title, important_people: mentioned, ...(visibility ? { visibility } : {}) }), participants },
    ...admin(),
  });
  expect(res.status).toBe(201);
  const guest = res.body.participants.find((p) => p.role === 2);
  if (guest && release) {
    const signed = await call(t.server, 'PUT', apiPaths.admin.participantConsent(res.body.id, guest.id), { json: RELEASE, ...admin() });
    expect(signed.status).toBe(200);
  }
  return res.body.id;
}

const people = async (query = '') => (await call<PersonList>(t.server, 'GET', `${apiPaths.people.list}${query}`)).body;
const person = (slug: string, query = '') =>
  call<Person & { code?: string }>(t.server, 'GET', `${apiPaths.people.detail(encodeURIComponent(slug))}${query}`);
const staffList = async () => (await call<AdminPersonList>(t.server, 'GET', apiPaths.admin.people, admin())).body.results;
const staffPerson = (slug: string) => call<AdminPersonDetail>(t.server, 'GET', apiPaths.admin.person(encodeURIComponent(slug)), admin());
const slugOf = async (name: string) => (await staffList()).find((p) => p.name === name)?.slug ?? '';

describe('people', () => {
  it('is one person across interviews whose spellings search takes as one, in Latin and in Arabic', async () => {
    const a = await interview({ title: 'Weaving in Azrou', narrator: ['Itto', 'Ouhammou'], mentioned: ['فاطمة الزهراء'] });
    const b = await interview({ title: 'Songs of Itto', mentioned: ['ITTÓ  ouhammou', 'فاطمه الزهراء'] });
    const itto = await person('itto-ouhammou');
    expect(itto.status).toBe(200);
    expect(itto.body).toMatchObject({ slug: 'itto-ouhammou', name: 'Itto Ouhammou', roles: ['narrator', 'mentioned'], count: 2 });
    expect(itto.body.media.map((m) => m.id)).toEqual([a, b]);
    expect(JSON.stringify(itto.body)).not.toContain('+212');

    const fatima = (await people()).results.find((p) => p.name_ar === 'فاطمة الزهراء');
    expect(fatima).toMatchObject({ roles: ['mentioned'], media: [a, b], authority: { wikidata: null, viaf: null } });
    expect((await person(fatima!.slug)).status).toBe(200);
    // The interviewer of both is one person too.
    expect((await people()).results.filter((p) => p.name === 'Hana Host')).toHaveLength(1);

    // ?media= gives the names each person goes by in that interview (the video page links them).
    const ofB = await people(`?media=${b}`);
    expect(ofB.results.find((p) => p.slug === 'itto-ouhammou')?.names_in_media).toEqual(['ITTÓ ouhammou']);
  });

  it('shows a narrator only with a public release, and a person only through public, open interviews', async () => {
    const noRelease = await interview({ title: 'Unreleased', narrator: ['Moha', 'Unsigned'], release: false });
    expect((await person('moha-unsigned')).status).toBe(404);
    expect((await people()).results.some((p) => p.slug === 'moha-unsigned')).toBe(false);
    expect((await staffList()).find((p) => p.slug === 'moha-unsigned')).toMatchObject({ public: false, count: 1 });
    // Releasing makes the page.
    const guest = (await call<Media>(t.server, 'GET', apiPaths.media.detail(noRelease), admin())).body.participants.find(
      (p) => p.role === 2,
    )!;
    await call(t.server, 'PUT', apiPaths.admin.participantConsent(noRelease, guest.id), { json: RELEASE, ...admin() });
    expect((await person('moha-unsigned')).status).toBe(200);

    const sealed = await interview({ title: 'Sealed', narrator: ['Sealed', 'Narrator'], mentioned: ['Hidden Elder'] });
    const onRequest = await interview({ title: 'On request', mentioned: ['Hidden Elder'] });
    await interview({ title: 'Archived', mentioned: ['Hidden Elder'], visibility: 'archived' });
    expect((await setAccess(t.server, t.admin, sealed, { access: 'sealed', sealed_until: '2999-01-01' })).status).toBe(200);
    expect((await setAccess(t.server, t.admin, onRequest, { access: 'on_request' })).status).toBe(200);
    for (const slug of ['hidden-elder', 'sealed-narrator']) expect((await person(slug)).status).toBe(404);
    expect((await people()).results.some((p) => p.slug === 'hidden-elder')).toBe(false);
    expect((await people(`?media=${sealed}`)).results).toEqual([]);
    const open = await interview({ title: 'Open', mentioned: ['Hidden Elder'] });
    const elder = await person('hidden-elder');
    expect(elder.body).toMatchObject({ count: 1 });
    expect(elder.body.media.map((m) => m.id)).toEqual([open]);
    expect((await staffPerson('hidden-elder')).body.count).toBe(4);
  });

  it('merges one person into another: names, interviews and the old address; never into itself', async () => {
    const a = await interview({ title: 'Merge one', mentioned: ['Lahcen Ait Ali'] });
    const b = await interview({ title: 'Merge two', mentioned: ['L. Ait Ali'] });
    const [main, other] = [await slugOf('Lahcen Ait Ali'), await slugOf('L. Ait Ali')];
    const bad = await call<{ code: string }>(t.server, 'POST', apiPaths.admin.personMerge(main), { json: { into: main }, ...admin() });
    expect(bad).toMatchObject({ status: 400, body: { code: 'merge_into_itself' } });
    expect((await call(t.server, 'POST', apiPaths.admin.personMerge(main), { json: { into: 'nobody-here' }, ...admin() })).status).toBe(
      404,
    );
    expect((await call(t.server, 'POST', apiPaths.admin.personMerge('nobody-here'), { json: { into: main }, ...admin() })).status).toBe(
      404,
    );
    expect((await person(other)).body.count).toBe(1);

    await call(t.server, 'PUT', apiPaths.admin.person(other), {
      json: { name: 'L. Ait Ali', name_ar: 'لحسن آيت علي', authority: { wikidata: 'Q42', viaf: null } },
      ...admin(),
    });
    const merged = await call<AdminPersonDetail>(t.server, 'POST', apiPaths.admin.personMerge(other), { json: { into: main }, ...admin() });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ slug: main, name: 'Lahcen Ait Ali', name_ar: 'لحسن آيت علي', authority: { wikidata: 'Q42' } });
    expect(merged.body.media.map((m) => m.id)).toEqual([a, b]);
    // The merged address answers for the person it went into; staff's list no longer holds it.
    expect((await person(other)).body).toMatchObject({ slug: main, count: 2 });
    expect((await staffList()).some((p) => p.slug === other)).toBe(false);
    // A new save of the interview keeps the merge.
    await call(t.server, 'PUT', apiPaths.media.fullDetail(b), {
      json: fullPayload({ title: 'Merge two', important_people: ['L. Ait Ali'] }),
      ...admin(),
    });
    expect((await person(main)).body.count).toBe(2);
    const activity = (await call<ActivityList>(t.server, 'GET', `${apiPaths.admin.activity}?media=${b}`, admin())).body.results;
    expect(activity.map((e) => e.action)).toContain('person.merge');
  });

  it('splits some interviews off to a new person, which later saves keep; refuses interviews not theirs', async () => {
    const a = await interview({ title: 'Split one', mentioned: ['Mohamed Amazigh'] });
    const b = await interview({ title: 'Split two', mentioned: ['Mohamed Amazigh'] });
    const stranger = await interview({ title: 'Split stranger', mentioned: ['Someone Else'] });
    const slug = await slugOf('Mohamed Amazigh');
    const refused = await call<{ code: string; errors: { path: string }[] }>(t.server, 'POST', apiPaths.admin.personSplit(slug), {
      json: { media: [b, stranger], name: 'Mohamed Amazigh (Tinghir)', name_ar: '' },
      ...admin(),
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'not_persons_interview', errors: [{ path: 'media.1' }] } });
    expect((await person(slug)).body.count).toBe(2);
    expect(
      (await call(t.server, 'POST', apiPaths.admin.personSplit('nobody-here'), { json: { media: [a], name: 'X' }, ...admin() })).status,
    ).toBe(404);

    const split = await call<{ slug: string }>(t.server, 'POST', apiPaths.admin.personSplit(slug), {
      json: { media: [b], name: 'Mohamed Amazigh (Tinghir)', name_ar: 'محمد أمازيغ' },
      ...admin(),
    });
    expect(split).toMatchObject({ status: 201, body: { slug: 'mohamed-amazigh-tinghir' } });
    expect((await person(slug)).body.media.map((m) => m.id)).toEqual([a]);
    expect((await person(split.body.slug)).body).toMatchObject({ name_ar: 'محمد أمازيغ', count: 1 });
    await call(t.server, 'PUT', apiPaths.media.fullDetail(b), {
      json: fullPayload({ title: 'Split two', important_people: ['Mohamed Amazigh'] }),
      ...admin(),
    });
    expect((await person(split.body.slug)).body.media.map((m) => m.id)).toEqual([b]);
    // A new interview naming him goes to the person the name stood for first.
    const c = await interview({ title: 'Split three', mentioned: ['mohamed amazigh'] });
    expect((await person(slug)).body.media.map((m) => m.id)).toEqual([a, c]);
  });

  it('keeps authority identifiers bare, refuses malformed ones and bad names, and changes nothing then', async () => {
    await interview({ title: 'Authority', mentioned: ['Mouha ou Hammou Zayani'] });
    const slug = await slugOf('Mouha ou Hammou Zayani');
    const saved = await call<AdminPersonDetail>(t.server, 'PUT', apiPaths.admin.person(slug), {
      json: {
        name: 'Mouha ou Hammou Zayani',
        name_ar: 'موحى أوحمو الزياني',
        authority: { wikidata: 'https://www.wikidata.org/wiki/q3324447', viaf: ' 89162183 ' },
      },
      ...admin(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.authority).toEqual({ wikidata: 'Q3324447', viaf: '89162183' });
    for (const json of [
      { name: 'X', name_ar: '', authority: { wikidata: 'Zayani', viaf: null } },
      { name: 'X', name_ar: '', authority: { wikidata: null, viaf: 'https://example.org/viaf/1' } },
      { name: '', name_ar: '', authority: { wikidata: null, viaf: null } },
    ]) {
      const res = await call<{ code: string }>(t.server, 'PUT', apiPaths.admin.person(slug), { json, ...admin() });
      expect(res).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    }
    expect(
      (
        await call(t.server, 'PUT', apiPaths.admin.person('nobody-here'), {
          json: { name: 'X', authority: { wikidata: null, viaf: null } },
          ...admin(),
        })
      ).status,
    ).toBe(404);
    expect((await person(slug)).body).toMatchObject({
      name: 'Mouha ou Hammou Zayani',
      authority: { wikidata: 'Q3324447', viaf: '89162183' },
    });
  });
});
