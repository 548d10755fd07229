import { afterEach, describe, expect, it } from 'vitest';
import { accessDay, type MediaAccess } from '#contracts/access';
import type { MediaHistory } from '#contracts/history';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { accessTime } from './access-time.ts';
import { createInterview, setAccess, untimedTexts } from './access.test-support.ts';

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

describe('passages selected by their words in a transcript without times', () => {
  const untimedInterview = async () => {
    counter += 1;
    const words = { titleWord: `basalt${counter}x`, openWord: `willow${counter}x`, secretWord: `garnet${counter}x` };
    return { id: await createInterview(t.server, t.admin, words, 'public', { untimed: true }), words };
  };

  it('refuses a selection the transcript does not hold, or one with times too, and saves nothing (400 invalid_access)', async () => {
    const { id, words } = await untimedInterview();
    const cases = [
      { language: 'Klingon', text: 'The' },
      { language: 'English', text: 'words nobody said' },
      { language: 'English', text: '   ' },
      { language: 'English', text: untimedTexts(words).englishPassage, start_time: '00:00:01', end_time: '00:00:02' },
      { start_time: '00:00:01' },
    ];
    for (const passage of cases) {
      const res = await setAccess(t.server, t.admin, id, { access: 'open', redactions: [passage] });
      expect(res.status, JSON.stringify(passage)).toBe(400);
      expect((res.body as { code: string }).code).toBe('invalid_access');
    }
    expect((await getAccess(id)).redactions).toEqual([]);
  });

  it('withholds the selected words wherever they occur; the public sees the passage listed without them, staff see them', async () => {
    const { id, words } = await untimedInterview();
    const passage = untimedTexts(words).englishPassage;
    const res = await setAccess(t.server, t.admin, id, {
      access: 'open',
      redactions: [{ language: 'English', text: passage, reason: 'family', until: null }],
    });
    expect(res.status).toBe(200);
    expect((await getAccess(id)).redactions).toEqual([
      { id: 1, start_time: '', end_time: '', reason: 'family', until: null, language: 'English', text: passage },
    ]);
    const seen = await detail(id);
    expect(seen.redactions).toEqual([{ id: 1, start_time: '', end_time: '', reason: 'family', until: null, language: 'English' }]);
    expect(seen.transcripts[0]!.text).toBe(`Welcome ${words.openWord}.\n\n[…]\n\nGoodbye ${words.openWord}.`);
    // The segment quoting the passage withholds it too; the Arabic transcript, not selected, stays.
    expect(seen.segments[1]!.transcript).toBe('[…]');
    expect(seen.transcripts[1]!.text).toContain(words.secretWord);
    expect(JSON.stringify(seen)).not.toContain(`The ${words.secretWord} story`);
  });

  it('withholds the whole transcript once an edit has taken the selected words out of it, until staff select again', async () => {
    const { id, words } = await untimedInterview();
    const passage = untimedTexts(words).englishPassage;
    await setAccess(t.server, t.admin, id, { access: 'open', redactions: [{ language: 'English', text: passage }] });
    const edited = `Welcome ${words.openWord}. The ${words.secretWord} tale, as told. Goodbye.`;
    const saved = await call(t.server, 'PUT', apiPaths.media.fullDetail(id), {
      headers: t.admin,
      json: fullPayload({ title: 'Edited', visibility: 'public', transcript: [{ language: 'English', text: edited }] }),
    });
    expect(saved.status).toBe(200);
    const seen = await detail(id);
    expect(seen.transcripts.map((t) => t.text)).toEqual(['[…]']);
    const search = await call<{ count: number }>(t.server, 'GET', `/api/v/media/?search=${words.secretWord}`);
    expect(search.body.count).toBe(0);
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
  it('an answer to a request with ?access= is private and never stored; a token no approval issued opens nothing', async () => {
    const id = await interview();
    await setAccess(t.server, t.admin, id, { access: 'on_request' });
    const res = await fetch(`${t.server.url}${apiPaths.media.detail(id)}?access=not-a-token`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(((await res.json()) as Media).transcripts).toEqual([]);
    const plain = await fetch(`${t.server.url}${apiPaths.media.detail(id)}`);
    expect(plain.headers.get('cache-control')).toMatch(/^public/);
  });
  it("an approved request's link opens that interview, as open but with passages withheld, until it is revoked", async () => {
    const [id, other] = [await interview(), await interview()];
    for (const which of [id, other]) {
      await setAccess(t.server, t.admin, which, {
        access: 'on_request',
        redactions: [{ start_time: '00:01:00', end_time: '00:01:30', reason: 'family', until: null }],
      });
    }
    const visitor = { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis' };
    const asked = await call<{ id: number }>(t.server, 'POST', apiPaths.media.accessRequests(id), { json: visitor });
    const approved = await call<{ access: { link: string } }>(t.server, 'POST', apiPaths.admin.accessRequestApprove(asked.body.id), {
      json: {},
      headers: t.admin,
    });
    const token = new URL(approved.body.access.link, 'http://x').searchParams.get('access')!;
    const withLink = async (which: number) => {
      const res = await fetch(`${t.server.url}${apiPaths.media.detail(which)}?access=${encodeURIComponent(token)}`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      return (await res.json()) as Media;
    };

    const opened = await withLink(id);
    expect(opened.access).toBe('open');
    const english = opened.transcripts.find((transcript) => transcript.language === 'English')!;
    expect(english.text).toContain(openWordOf(opened));
    // The narrator's withheld passage stays withheld for the link's holder too.
    expect(english.text).not.toContain('garnet');
    // The same token opens no other interview, and the public view is unchanged.
    expect((await withLink(other)).transcripts).toEqual([]);
    expect((await detail(id)).transcripts).toEqual([]);

    await call(t.server, 'POST', apiPaths.admin.accessRequestRevoke(asked.body.id), { json: {}, headers: t.admin });
    expect((await withLink(id)).transcripts).toEqual([]);
  });
});
