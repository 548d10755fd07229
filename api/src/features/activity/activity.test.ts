import { describe, expect, it } from 'vitest';
import type { ActivityList } from '#contracts/accounts';
import { call, mediaPayload, segmentPayload } from '../../../test/http.ts';
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
