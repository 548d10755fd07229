import { describe, expect, it } from 'vitest';
import type { ConsentOverview } from '#contracts/consent';
import type { MediaHistory } from '#contracts/history';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload, mediaPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// CONSENT_POLICY=require on every route that can publish an interview (docs/behaviour.md §400).
const t = useTestServer({ seed: 'none', consentPolicy: 'require' });

const RELEASE = { scope: 'public', signed_on: '2024-03-01', valid_until: null, conditions: '' };
const send = <T = { code?: string }>(method: string, path: string, json?: unknown) =>
  call<T & { code?: string }>(t.server, method, path, { json, headers: t.admin });
const isPublic = async (id: number) => (await call(t.server, 'GET', apiPaths.media.detail(id))).status === 200;
const createArchived = async () => (await send<Media>('POST', apiPaths.media.full, fullPayload({ visibility: 'archived' }))).body;
const guestId = async (id: number) =>
  (await send<ConsentOverview>('GET', apiPaths.admin.consents(id))).body.participants.find((p) => p.role === 2)!.id;
const release = async (id: number, scope = 'public') =>
  send('PUT', apiPaths.admin.participantConsent(id, await guestId(id)), { ...RELEASE, scope });

describe('CONSENT_POLICY=require', () => {
  it('refuses creating a public interview (409 consent_required) and saves nothing', async () => {
    const before = (await call<{ count: number }>(t.server, 'GET', '/api/v/media/', { headers: t.admin })).body.count;
    const full = await send('POST', apiPaths.media.full, fullPayload({ visibility: 'public' }));
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('consent_required');
    const alone = await send('POST', apiPaths.media.list, mediaPayload({ visibility: 'public' }));
    expect(alone.status).toBe(409);
    expect((await call<{ count: number }>(t.server, 'GET', '/api/v/media/', { headers: t.admin })).body.count).toBe(before);
  });

  it('refuses each way of publishing until the narrator has a public release', async () => {
    const video = await createArchived();
    const attempts = [
      () => send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'public' }),
      () => send('POST', apiPaths.video.bulkUpdateStatus, { videoIds: [video.id], status: 'public' }),
      () => send('PUT', apiPaths.media.fullDetail(video.id), fullPayload({ visibility: 'public' })),
      () => send('PUT', apiPaths.media.detail(video.id), mediaPayload({ visibility: 'public' })),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('consent_required');
      expect(await isPublic(video.id)).toBe(false);
    }
    // A research-only release does not allow the public web either.
    await release(video.id, 'research');
    expect((await attempts[0]!()).status).toBe(409);
    await release(video.id, 'public');
    for (const attempt of attempts) {
      expect((await attempt()).status).toBe(200);
      expect(await isPublic(video.id)).toBe(true);
      await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'archived' });
    }
  });

  it('refuses restoring a public version whose narrator has no public release', async () => {
    const video = await createArchived();
    await release(video.id, 'public');
    expect((await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'public' })).status).toBe(200);
    // Withdrawn while public: allowed (nothing is published by it), and then archived.
    await release(video.id, 'research');
    await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'archived' });
    const history = (await send<MediaHistory>('GET', apiPaths.admin.history(video.id))).body;
    const publicWithdrawn = history.results.find(
      (v) => v.snapshot.visibility === 'public' && v.snapshot.consents[0]?.scope === 'research',
    )!;
    const res = await send('POST', apiPaths.admin.historyRestore(video.id, publicWithdrawn.version));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('consent_required');
    expect(await isPublic(video.id)).toBe(false);
    const publicConsented = history.results.find((v) => v.snapshot.visibility === 'public' && v.snapshot.consents[0]?.scope === 'public')!;
    expect((await send('POST', apiPaths.admin.historyRestore(video.id, publicConsented.version))).status).toBe(200);
    expect(await isPublic(video.id)).toBe(true);
  });

  it('brings a public video without a release back from the trash archived, not public', async () => {
    const video = await createArchived();
    await release(video.id, 'public');
    await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'public' });
    await release(video.id, 'none');
    expect((await send('POST', apiPaths.video.bulkDelete, { videoIds: [video.id] })).status).toBe(200);
    expect((await send('POST', apiPaths.admin.trashRestore(video.id))).status).toBe(204);
    expect(await isPublic(video.id)).toBe(false);
    expect((await send<Media>('GET', apiPaths.media.detail(video.id))).body.visibility).toBe('archived');
  });
});

describe('CONSENT_POLICY=require and the access levels', () => {
  const setAccess = (id: number, access: object) => send('PUT', apiPaths.admin.mediaAccess(id), access);
  const publicAccess = async (id: number) => (await call<Media>(t.server, 'GET', apiPaths.media.detail(id))).body.access;

  it('publishes on request or sealed without a release (the catalogue record only), and refuses opening it', async () => {
    const video = await createArchived();
    expect((await setAccess(video.id, { access: 'on_request' })).status).toBe(200);
    expect((await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'public' })).status).toBe(200);
    expect(await publicAccess(video.id)).toBe('on_request');

    const opened = await setAccess(video.id, { access: 'open' });
    expect(opened.status).toBe(409);
    expect(opened.body.code).toBe('consent_required');
    expect(await publicAccess(video.id)).toBe('on_request');
    // Ending a seal early opens it too.
    expect((await setAccess(video.id, { access: 'sealed', sealed_until: '2099-01-01' })).status).toBe(200);
    expect((await setAccess(video.id, { access: 'open' })).status).toBe(409);
    expect(await publicAccess(video.id)).toBe('sealed');

    await release(video.id, 'public');
    expect((await setAccess(video.id, { access: 'open' })).status).toBe(200);
    expect(await publicAccess(video.id)).toBe('open');
  });

  it('refuses publishing an open interview, but not withholding or opening an archived one', async () => {
    const video = await createArchived();
    // Open while archived is not public: allowed.
    expect((await setAccess(video.id, { access: 'on_request' })).status).toBe(200);
    expect((await setAccess(video.id, { access: 'open' })).status).toBe(200);
    const res = await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'public' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('consent_required');
    expect(await isPublic(video.id)).toBe(false);
    // Withholding a public open interview whose release was withdrawn publishes nothing: allowed.
    await release(video.id, 'public');
    expect((await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'public' })).status).toBe(200);
    await release(video.id, 'research');
    expect((await setAccess(video.id, { access: 'on_request' })).status).toBe(200);
    expect((await setAccess(video.id, { access: 'open' })).status).toBe(409);
  });

  it('brings a public interview on request back from the trash public, as it was', async () => {
    const video = await createArchived();
    expect((await setAccess(video.id, { access: 'on_request' })).status).toBe(200);
    expect((await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'public' })).status).toBe(200);
    expect((await send('POST', apiPaths.video.bulkDelete, { videoIds: [video.id] })).status).toBe(200);
    expect((await send('POST', apiPaths.admin.trashRestore(video.id))).status).toBe(204);
    expect(await publicAccess(video.id)).toBe('on_request');
  });
});
