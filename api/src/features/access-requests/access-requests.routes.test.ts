import { describe, expect, it } from 'vitest';
import type { AccessEvent, AccessRequest } from '#contracts/access-requests';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload } from '../../../test/http.ts';
import { startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { waitUntil } from '../../../test/media-samples.ts';
import { ACCESS_REQUEST_ADDRESS_LIMIT, TOO_MANY_REQUESTS } from './access-requests.routes.ts';

const t = useTestServer({ seed: 'none' });

const VISITOR = { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis on weaving cooperatives' };
const createVideo = async (visibility = 'public') =>
  (await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ visibility }), headers: t.admin })).body;
const ask = (id: number, json: unknown, server = t.server) =>
  call<{ id: number; code?: string; message?: string; errors?: { message: string }[] }>(server, 'POST', apiPaths.media.accessRequests(id), {
    json,
  });
const requests = async () => (await call<AccessRequest[]>(t.server, 'GET', apiPaths.admin.accessRequests, { headers: t.admin })).body;
const admin = <T = AccessRequest & { code?: string }>(path: string, json?: unknown) =>
  call<T>(t.server, 'POST', path, { json, headers: t.admin });
const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('access')!;
/** An opening of the interview by the link's holder: its detail, as the app asks for it (one use of the link). */
const openDetail = async (id: number, token: string) =>
  expect((await call(t.server, 'GET', `${apiPaths.media.detail(id)}?access=${encodeURIComponent(token)}`)).status).toBe(200);
const events = async (id: number) =>
  (await call<AccessEvent[]>(t.server, 'GET', apiPaths.admin.accessRequestEvents(id), { headers: t.admin })).body;
/** Uses are logged once a second (buffered, as plays are): waits until `count` are. */
const usesLogged = (id: number, count: number) =>
  waitUntil(
    () => events(id),
    (list) => list.filter((e) => e.kind === 'used').length === count,
  );
const opens = async (id: number, token: string) => {
  const res = await call<{ unlocked: boolean }>(t.server, 'GET', `${apiPaths.media.accessLink(id)}?access=${encodeURIComponent(token)}`);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return res.body.unlocked;
};

describe('a visitor asks for access', () => {
  it('stores a request (201) that staff see with its status new', async () => {
    const video = await createVideo();
    const sent = await ask(video.id, VISITOR);
    expect(sent.status).toBe(201);
    const [request] = await requests();
    expect(request).toMatchObject({
      id: sent.body.id,
      media: video.id,
      media_title: 'Test interview',
      ...VISITOR,
      status: 'new',
      access: null,
    });
    expect((await call(t.server, 'GET', apiPaths.admin.accessRequests)).status).toBe(401);
  });

  it('answers 400 with the form messages, 404 for an interview the public cannot see, and stores nothing', async () => {
    const video = await createVideo();
    const before = (await requests()).length;
    const cases: [unknown, string][] = [
      [{ ...VISITOR, name: ' ' }, 'Full name is required'],
      [{ ...VISITOR, email: 'not an address' }, 'Please enter a valid email address'],
      [{ ...VISITOR, purpose: '' }, 'Purpose is required'],
    ];
    for (const [json, message] of cases) {
      const res = await ask(video.id, json);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors?.map((e) => e.message)).toContain(message);
    }
    expect((await ask(video.id, { ...VISITOR, phone: '1' })).status).toBe(400);
    expect((await ask((await createVideo('archived')).id, VISITOR)).status).toBe(404);
    expect((await ask(999_999, VISITOR)).status).toBe(404);
    expect((await requests()).length).toBe(before);
  });

  it('limits accepted requests per address like the contact form', async () => {
    const limited = await startTestServer({ seed: 'none' });
    try {
      const headers = {
        authorization: `Bearer ${(await call<{ access: string }>(limited, 'POST', apiPaths.auth.login, { json: { username: 'admin', password: 'correct horse battery staple' } })).body.access}`,
      };
      const video = (await call<Media>(limited, 'POST', apiPaths.media.full, { json: fullPayload(), headers })).body;
      for (let i = 0; i < ACCESS_REQUEST_ADDRESS_LIMIT.max; i++) expect((await ask(video.id, VISITOR, limited)).status).toBe(201);
      const refused = await ask(video.id, VISITOR, limited);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(TOO_MANY_REQUESTS);
    } finally {
      await limited.close();
    }
  });
});

describe('staff decide, and the link works for one interview until it expires or is revoked', () => {
  it('approves with a link for 30 days by default that opens that interview and no other', async () => {
    const [video, other] = [await createVideo(), await createVideo()];
    const { id } = (await ask(video.id, VISITOR)).body;
    const approved = await admin(apiPaths.admin.accessRequestApprove(id), {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: 'admin', access: { active: true, uses: 0, revoked_at: null } });
    const link = approved.body.access!.link;
    expect(link).toMatch(new RegExp(`^/archive/${video.id}\\?access=`));
    const days = (Date.parse(approved.body.access!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const token = tokenOf(link);
    expect(await opens(video.id, token)).toBe(true);
    expect(await opens(other.id, token)).toBe(false);
    // A token altered by one character, or signed for another interview, opens nothing.
    const forged = token.replace(`.${video.id}.`, `.${other.id}.`);
    expect(await opens(other.id, forged)).toBe(false);
    expect(await opens(video.id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);

    // A use is one opening of the interview (its page, or its detail): a check of the link is none, nor is each file
    // a player fetches.
    expect((await requests()).find((r) => r.id === id)!.access).toMatchObject({ link, uses: 0 });
    await openDetail(video.id, token);
    await fetch(`${t.server.url}${apiPaths.media.poster(video.id)}?access=${encodeURIComponent(token)}`);
    await openDetail(video.id, token);
    await usesLogged(id, 2);
    expect((await requests()).find((r) => r.id === id)!.access).toMatchObject({ link, uses: 2 });

    const week = await admin(apiPaths.admin.accessRequestApprove(id), { days: 7 });
    expect((Date.parse(week.body.access!.expires_at) - Date.now()) / 86_400_000).toBeLessThanOrEqual(7);
    // The new link replaces the old one, which stops at once.
    expect(await opens(video.id, token)).toBe(false);
    expect(await opens(video.id, tokenOf(week.body.access!.link))).toBe(true);
  });

  it('revokes at once, refuses with a message, and logs each step with who and when', async () => {
    const video = await createVideo();
    const { id } = (await ask(video.id, VISITOR)).body;
    const token = tokenOf((await admin(apiPaths.admin.accessRequestApprove(id), { days: 1 })).body.access!.link);
    expect(await opens(video.id, token)).toBe(true);
    await openDetail(video.id, token);
    await usesLogged(id, 1);
    const revoked = await admin(apiPaths.admin.accessRequestRevoke(id), {});
    expect(revoked.body.access).toMatchObject({ active: false, revoked_by: 'admin' });
    expect(await opens(video.id, token)).toBe(false);
    expect((await admin(apiPaths.admin.accessRequestRevoke(id), {})).body.code).toBe('conflict');
    // Without a body at all, as a plain link or form would send it.
    const bare = await fetch(`${t.server.url}${apiPaths.admin.accessRequestApprove(id)}`, {
      method: 'POST',
      headers: { authorization: t.admin.authorization! },
    });
    expect(bare.status).toBe(200);
    const second = tokenOf(((await bare.json()) as AccessRequest).access!.link);
    expect(await opens(video.id, second)).toBe(true);
    await openDetail(video.id, second);
    await usesLogged(id, 2);

    const refused = await admin(apiPaths.admin.accessRequestRefuse(id), { message: 'The family asked us to wait.' });
    expect(refused.body).toMatchObject({ status: 'refused', message: 'The family asked us to wait.' });
    const logged = await events(id);
    expect(logged.map((e) => [e.kind, e.by])).toEqual([
      ['approved', 'admin'],
      ['used', null],
      ['revoked', 'admin'],
      ['approved', 'admin'],
      ['used', null],
      // Refusing stops the working link first.
      ['revoked', 'admin'],
      ['refused', 'admin'],
    ]);
    expect(logged.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });

  it('answers 400 for bad days or message and 404 for an unknown request, changing nothing', async () => {
    const video = await createVideo();
    const { id } = (await ask(video.id, VISITOR)).body;
    for (const json of [{ days: 0 }, { days: 366 }, { days: 2.5 }, { days: '30' }, { weeks: 1 }]) {
      const res = await admin(apiPaths.admin.accessRequestApprove(id), json);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await admin(apiPaths.admin.accessRequestRefuse(id), { message: 7 })).status).toBe(400);
    expect((await admin(apiPaths.admin.accessRequestApprove(999_999), {})).status).toBe(404);
    expect((await requests()).find((r) => r.id === id)).toMatchObject({ status: 'new', access: null });
  });

  it('an expired link opens nothing', async () => {
    const video = await createVideo();
    const { id } = (await ask(video.id, VISITOR)).body;
    const token = tokenOf((await admin(apiPaths.admin.accessRequestApprove(id), { days: 1 })).body.access!.link);
    await t.server.app.database.db
      .updateTable('access_grants')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await opens(video.id, token)).toBe(false);
    expect((await requests()).find((r) => r.id === id)!.access!.active).toBe(false);
  });
});
