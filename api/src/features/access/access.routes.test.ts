import { afterEach, describe, expect, it } from 'vitest';
import { accessDay, type MediaAccess } from '#contracts/access';
import type { MediaHistory } from '#contracts/history';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { accessTime } from './access-time.ts';
import { createInterview, setAccess } from './access.test-support.ts';

// Staff's access writes (docs/behaviour.md §300): bad input refused whole, versions and the trash
// keep access, a seal opens and a passage lifts by themselves on their day, access links' answers.

const t = useTestServer({ seed: 'none' });
const realNow = accessTime.now;
afterEach(() => {
  accessTime.now = realNow;
});

const DAY_MS = 86_400_000;
const dayAfter = (days: number) => accessDay(new Date(Date.now() + days * DAY_MS));
let counter = 0;
/** A new interview; its open word is `willow` plus a tag of its own. */
const interview = () => {
  counter += 1;
  const tag = String.fromCharCode(97 + counter).repeat(3);
  return createInterview(t.server, t.admin, { titleWord: `basalt${tag}`, openWord: `willow${tag}`, secretWord: `garnet${tag}` });
};
const openWordOf = (media: Media) => media.title.replace('Interview basalt', 'willow');
const getAccess = async (id: number) =>
  (await call<MediaAccess>(t.server, 'GET', apiPaths.admin.mediaAccess(id), { headers: t.admin })).body;
const detail = async (id: number) => (await call<Media>(t.server, 'GET', apiPaths.media.detail(id))).body;

describe('PUT /api/admin/media/{id}/access/', () => {
  it('saves the level, the seal, the passages and the note, and answers them back', async () => {
    const id = await interview();
    const sealedUntil = dayAfter(400);
    const res = await setAccess(t.server, t.admin, id, {
      access: 'sealed',
      sealed_until: sealedUntil,
      redactions: [{ start_time: '00:01:00', end_time: '00:01:30', reason: 'family', until: null }],
      note: 'Release form 12',
    });
    expect(res.status).toBe(200);
    const expected = {
      access: 'sealed',
      sealed_until: sealedUntil,
      note: 'Release form 12',
      redactions: [{ id: 1, start_time: '00:01:00', end_time: '00:01:30', reason: 'family', until: null }],
    };
    expect(res.body).toEqual(expected);
    expect(await getAccess(id)).toEqual(expected);
    // The free-text restriction is the spec's own field: it stays as it was written, beside the level.
    expect((await detail(id)).restriction).toBe('none');
  });

  it.each([
    ['sealed without a day', { access: 'sealed' }, 'invalid_access'],
    ['a seal that opens today or before', { access: 'sealed', sealed_until: accessDay() }, 'invalid_access'],
    ['an end before the start', { access: 'open', redactions: [{ start_time: '00:02:00', end_time: '00:01:00' }] }, 'invalid_access'],
    ['a range past the recording', { access: 'open', redactions: [{ start_time: '00:02:00', end_time: '00:04:00' }] }, 'invalid_access'],
    [
      'an until in the past',
      { access: 'open', redactions: [{ start_time: '00:01:00', end_time: '00:02:00', until: '2001-01-01' }] },
      'invalid_access',
    ],
    ['an unknown level', { access: 'secret' }, 'validation_failed'],
    ['a time not hh:mm:ss', { access: 'open', redactions: [{ start_time: '1:00', end_time: '00:02:00' }] }, 'validation_failed'],
  ])('refuses %s with 400 and saves nothing', async (_name, body, code) => {
    const id = await interview();
    await setAccess(t.server, t.admin, id, { access: 'on_request', note: 'before' });
    const res = await call<{ code: string }>(t.server, 'PUT', apiPaths.admin.mediaAccess(id), { headers: t.admin, json: body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await getAccess(id)).toEqual({ access: 'on_request', sealed_until: null, redactions: [], note: 'before' });
  });

  it('is for staff only, and answers 404 for an unknown interview', async () => {
    expect((await call(t.server, 'GET', apiPaths.admin.mediaAccess(1))).status).toBe(401);
    expect((await call(t.server, 'PUT', apiPaths.admin.mediaAccess(99999), { headers: t.admin, json: { access: 'open' } })).status).toBe(
      404,
    );
  });
});

describe('nothing lost', () => {
  it('a version restored from History brings its access back', async () => {
    const id = await interview();
    await setAccess(t.server, t.admin, id, { access: 'sealed', sealed_until: dayAfter(30) });
    await setAccess(t.server, t.admin, id, { access: 'open' });
    const history = (await call<MediaHistory>(t.server, 'GET', apiPaths.admin.history(id), { headers: t.admin })).body;
    const sealedVersion = history.results[0]!.version;
    expect((await call(t.server, 'POST', apiPaths.admin.historyRestore(id, sealedVersion), { headers: t.admin })).status).toBe(200);
    expect(await getAccess(id)).toMatchObject({ access: 'sealed', sealed_until: dayAfter(30) });
    expect((await detail(id)).transcripts).toEqual([]);
  });

  it('an interview back from the Trash keeps its level and passages', async () => {
    const id = await interview();
    const redactions = [{ start_time: '00:01:00', end_time: '00:02:00', reason: 'privacy', until: dayAfter(10) }];
    await setAccess(t.server, t.admin, id, { access: 'on_request', redactions });
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(id), { headers: t.admin })).status).toBe(204);
    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(id), { headers: t.admin })).status).toBe(204);
    expect(await getAccess(id)).toEqual({ access: 'on_request', sealed_until: null, note: '', redactions: [{ id: 1, ...redactions[0] }] });
    expect((await detail(id)).access).toBe('on_request');
  });
});

describe('the day comes, with no job', () => {
  it('a seal opens by itself: detail, search, sitemap and OAI datestamp follow', async () => {
    const id = await interview();
    const opens = dayAfter(2);
    await setAccess(t.server, t.admin, id, { access: 'sealed', sealed_until: opens });
    const before = await detail(id);
    expect(before).toMatchObject({ access: 'sealed', transcripts: [] });
    const search = async () =>
      (await call<{ results: { id: number }[] }>(t.server, 'GET', `/api/v/media/?search=${openWordOf(before)}`)).body.results.map(
        (m) => m.id,
      );
    expect(await search()).toEqual([]);

    accessTime.now = () => Date.parse(`${opens}T00:00:05.000Z`);
    const after = await detail(id);
    expect(after).toMatchObject({ access: 'open', sealed_until: null, updated_at: `${opens}T00:00:00.000Z` });
    expect(after.transcripts[0]!.text).toContain('willow');
    expect(await search()).toEqual([id]);
    const sitemap = await (await fetch(`${t.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<lastmod>${opens}`);
    const host = new URL(t.server.url).hostname;
    const record = await (await fetch(`${t.server.url}/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:${id}`)).text();
    expect(record).toContain(`<datestamp>${opens}T00:00:00Z</datestamp>`);
  });

  it('a withheld passage lifts by itself on its day', async () => {
    const id = await interview();
    const lifts = dayAfter(3);
    await setAccess(t.server, t.admin, id, {
      access: 'open',
      redactions: [{ start_time: '00:01:00', end_time: '00:02:00', until: lifts }],
    });
    expect((await detail(id)).transcripts[0]!.text).not.toContain('garnet');
    accessTime.now = () => Date.parse(`${lifts}T08:00:00.000Z`);
    const after = await detail(id);
    expect(after.redactions).toEqual([]);
    expect(after.transcripts[0]!.text).toContain('garnet');
  });
});

describe('access links', () => {
  it('an answer to a request with ?access= is private and never stored; the token opens nothing until links are issued', async () => {
    const id = await interview();
    await setAccess(t.server, t.admin, id, { access: 'on_request' });
    const res = await fetch(`${t.server.url}${apiPaths.media.detail(id)}?access=not-a-token`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(((await res.json()) as Media).transcripts).toEqual([]);
    const plain = await fetch(`${t.server.url}${apiPaths.media.detail(id)}`);
    expect(plain.headers.get('cache-control')).toMatch(/^public/);
  });
});
