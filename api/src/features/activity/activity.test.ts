import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ActivityList, UserList } from '#contracts/accounts';
import type { MediaAccess } from '#contracts/access';
import type { AccessRequest } from '#contracts/access-requests';
import type { ConsentOverview } from '#contracts/consent';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload, mediaPayload, segmentPayload } from '../../../test/http.ts';
import { createStaff } from '../../../test/staff.ts';
import { TEST_ADMIN } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

const activity = (headers: Record<string, string>, query = '') =>
  call<ActivityList>(t.server, 'GET', `/api/admin/activity/${query}`, { headers });

describe('the activity log', () => {
  it('records who changed what, newest first, by person and by interview; reads and refused calls record nothing', async () => {
    const editor = await createStaff(t.server, t.admin, 'editor', 'ines');
    const viewer = await createStaff(t.server, t.admin, 'viewer', 'walid');
    const created = await call<{ id: number }>(t.server, 'POST', '/api/v/media/', {
      headers: editor.headers,
      json: mediaPayload({ title: 'Weavers of Azrou' }),
    });
    const id = created.body.id;
    await call(t.server, 'PUT', `/api/v/media/${id}/`, {
      headers: editor.headers,
      json: mediaPayload({ title: 'Weavers of Azrou, part one' }),
    });
    await call(t.server, 'POST', '/api/v/segments/', { headers: editor.headers, json: { ...segmentPayload(1), media: id } });
    await call(t.server, 'PATCH', `/api/v/media/${id}/visibility/`, { headers: t.admin, json: { visibility: 'archived' } });
    await call(t.server, 'GET', `/api/v/media/${id}/`, { headers: viewer.headers });
    expect((await call(t.server, 'DELETE', `/api/v/media/${id}/`, { headers: viewer.headers })).status).toBe(403);

    const byVideo = await activity(viewer.headers, `?media=${id}`);
    expect(byVideo.status).toBe(200);
    expect(byVideo.body.results.map(({ actor, action, media, media_title }) => ({ actor, action, media, media_title }))).toEqual([
      { actor: TEST_ADMIN.username, action: 'media.visibility', media: id, media_title: 'Weavers of Azrou, part one' },
      { actor: 'ines', action: 'segments.update', media: id, media_title: 'Weavers of Azrou, part one' },
      { actor: 'ines', action: 'media.update', media: id, media_title: 'Weavers of Azrou, part one' },
      { actor: 'ines', action: 'media.create', media: id, media_title: 'Weavers of Azrou, part one' },
    ]);
    expect(byVideo.body.count).toBe(4);
    expect(Date.parse(byVideo.body.results[0]!.at)).toBeGreaterThan(Date.now() - 60_000);

    const byPerson = await activity(t.admin, '?actor=ines');
    expect(new Set(byPerson.body.results.map((entry) => entry.actor))).toEqual(new Set(['ines']));
    expect(byPerson.body.results.map((entry) => entry.action)).toEqual([
      'segments.update',
      'media.update',
      'media.create',
      'account.password_set',
    ]);
    expect((await activity(t.admin, '?actor=walid')).body.results.map((entry) => entry.action)).toEqual(['account.password_set']);
  });

  it('records account changes with the account they concerned', async () => {
    const staff = await createStaff(t.server, t.admin, 'transcriber', 'zaid');
    await call(t.server, 'PATCH', `/api/admin/users/${staff.id}/`, { headers: t.admin, json: { role: 'viewer' } });
    const mine = (await activity(t.admin, `?actor=${TEST_ADMIN.username}`)).body.results;
    expect(mine.slice(0, 2).map(({ action, detail, media }) => ({ action, detail, media }))).toEqual([
      { action: 'account.update', detail: 'zaid viewer', media: null },
      { action: 'account.create', detail: 'zaid', media: null },
    ]);
  });

  it('answers 400 with a code for a bad filter', async () => {
    expect(await activity(t.admin, '?media=abc')).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await activity(t.admin, '?colour=red')).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('an activity row and its change share one transaction', () => {
  /** The log cannot be written while its table is away: the change must fail with it, and leave nothing behind. */
  const withoutLog = async (run: () => Promise<void>) => {
    const { db } = t.server.app.database;
    await sql`alter table activity_log rename to activity_log_away`.execute(db);
    try {
      await run();
    } finally {
      await sql`alter table activity_log_away rename to activity_log`.execute(db);
    }
  };

  it('a change whose row cannot be written is not made: interview saves, access, consent, access requests, accounts', async () => {
    const video = (
      await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ visibility: 'public' }), headers: t.admin })
    ).body;
    // The save replaces the participants: the release is written for the guest as it is then.
    const guest = async () =>
      (await call<ConsentOverview>(t.server, 'GET', apiPaths.admin.consents(video.id), { headers: t.admin })).body.participants[1]!.id;
    const asked = await call<{ id: number }>(t.server, 'POST', apiPaths.media.accessRequests(video.id), {
      json: { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis on weaving cooperatives' },
    });
    const staff = await createStaff(t.server, t.admin, 'transcriber', 'nour');
    const changes = [
      () =>
        call(t.server, 'PUT', apiPaths.media.fullDetail(video.id), {
          headers: t.admin,
          json: fullPayload({ title: 'Renamed', visibility: 'public' }),
        }),
      () =>
        call(t.server, 'PUT', apiPaths.admin.mediaAccess(video.id), {
          headers: t.admin,
          json: { access: 'on_request', note: 'ask first' },
        }),
      async () =>
        call(t.server, 'PUT', apiPaths.admin.participantConsent(video.id, await guest()), {
          headers: t.admin,
          json: { scope: 'public', signed_on: '2024-03-01', valid_until: null, conditions: '' },
        }),
      () => call(t.server, 'POST', apiPaths.admin.accessRequestApprove(asked.body.id), { headers: t.admin, json: {} }),
      () => call(t.server, 'POST', '/api/admin/users/', { headers: t.admin, json: { username: 'rania', role: 'editor' } }),
      () => call(t.server, 'PATCH', `/api/admin/users/${staff.id}/`, { headers: t.admin, json: { role: 'viewer' } }),
    ];
    const state = async () => ({
      video: (await call<Media>(t.server, 'GET', apiPaths.media.detail(video.id), { headers: t.admin })).body.title,
      access: (await call<MediaAccess>(t.server, 'GET', apiPaths.admin.mediaAccess(video.id), { headers: t.admin })).body.access,
      consent: (await call<ConsentOverview>(t.server, 'GET', apiPaths.admin.consents(video.id), { headers: t.admin })).body.participants[1]!
        .consent,
      request: (await call<AccessRequest[]>(t.server, 'GET', apiPaths.admin.accessRequests, { headers: t.admin })).body[0]!.status,
      users: (await call<UserList>(t.server, 'GET', '/api/admin/users/', { headers: t.admin })).body.results.map(
        (u) => `${u.username} ${u.role}`,
      ),
    });
    const before = await state();
    const logged = (await activity(t.admin)).body.count;

    await withoutLog(async () => {
      for (const change of changes) expect((await change()).status).toBe(500);
    });
    expect(await state()).toEqual(before);
    expect((await activity(t.admin)).body.count).toBe(logged);

    for (const change of changes) {
      const res = await change();
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    const after = await state();
    expect(after).toMatchObject({ video: 'Renamed', access: 'on_request', request: 'approved' });
    expect(after.consent).not.toBeNull();
    expect(after.users).toEqual(expect.arrayContaining(['rania editor', 'nour viewer']));
    const rows = (await activity(t.admin)).body.results.slice(0, changes.length);
    expect(rows.map(({ actor, action, media }) => ({ actor, action, media }))).toEqual([
      { actor: TEST_ADMIN.username, action: 'account.update', media: null },
      { actor: TEST_ADMIN.username, action: 'account.create', media: null },
      { actor: TEST_ADMIN.username, action: 'access_request.approve', media: video.id },
      { actor: TEST_ADMIN.username, action: 'consent.update', media: video.id },
      { actor: TEST_ADMIN.username, action: 'media.access', media: video.id },
      { actor: TEST_ADMIN.username, action: 'media.update', media: video.id },
    ]);
  });
});
