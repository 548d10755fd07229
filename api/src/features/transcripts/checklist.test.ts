import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { ConsentOverview } from '#contracts/consent';
import type { Checklist } from '#contracts/transcripts';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none', publishChecklist: 'require' });
type Answer = Media & { code?: string; errors?: { path: string }[] };
/** A transcript with time markers: a caption track, so only consent may be lacking. */
const CAPTIONED = { transcript: [{ language: 'English', text: '[00:00:01] The full transcript.' }] };
const RELEASE = { scope: 'public', signed_on: '2024-03-01', valid_until: null, conditions: '' };

const create = (overrides: Record<string, unknown>, c = t) =>
  call<Answer>(c.server, 'POST', '/api/v/media/full/', { json: fullPayload(overrides), headers: c.admin });
const checklist = async (id: number, c = t) =>
  (await call<Checklist>(c.server, 'GET', `/api/admin/media/${id}/checklist/`, { headers: c.admin })).body;
const publish = (id: number, c = t) =>
  call<Answer>(c.server, 'PATCH', `/api/v/media/${id}/visibility/`, { json: { visibility: 'public' }, headers: c.admin });
const count = async () =>
  (await call<{ count: number }>(t.server, 'GET', '/api/v/media/?visibility=public', { headers: t.admin })).body.count;
const consentItem = async (id: number, c = t) => (await checklist(id, c)).items.find((i) => i.item === 'consent');
/** Records the narrator's release (the fixture's one participant with the guest role). */
const release = async (id: number, terms: Record<string, unknown>, c = t) => {
  const overview = (await call<ConsentOverview>(c.server, 'GET', apiPaths.admin.consents(id), { headers: c.admin })).body;
  const narrator = overview.participants.find((p) => p.role === 2)!;
  const res = await call(c.server, 'PUT', apiPaths.admin.participantConsent(id, narrator.id), {
    json: { ...RELEASE, ...terms },
    headers: c.admin,
  });
  expect(res.status).toBe(200);
};

describe('publish checklist (PUBLISH_CHECKLIST=require)', () => {
  it('a video without captions is listed as lacking them and cannot be made public', async () => {
    const res = await create({ visibility: 'archived', description: '', places: [], region: null });
    expect(res.status).toBe(201);
    const list = await checklist(res.body.id);
    expect(list).toMatchObject({ mode: 'require', ready: false });
    expect(Object.fromEntries(list.items.map((i) => [i.item, [i.required, i.done]]))).toEqual({
      transcript: [false, true],
      captions: [true, false],
      // CONSENT_POLICY=warn: advised, and no narrator has a release yet.
      consent: [false, false],
      summary: [false, false],
      place: [false, false],
    });
    const refused = await publish(res.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'publish_checklist', errors: [{ path: 'captions' }] });
    const bulk = await call<Answer>(t.server, 'POST', '/api/v/video/bulk-update-status/', {
      json: { videoIds: [res.body.id], status: 'public' },
      headers: t.admin,
    });
    expect(bulk.status).toBe(409);
    expect((await call<Media>(t.server, 'GET', `/api/v/media/${res.body.id}/`, { headers: t.admin })).body.visibility).toBe('archived');

    // Timed text is a caption track: now it may go public.
    await call(t.server, 'PUT', `/api/admin/media/${res.body.id}/transcripts/`, {
      json: { language: 'English', text: '[00:00:01] The full transcript.' },
      headers: t.admin,
    });
    expect((await checklist(res.body.id)).ready).toBe(true);
    expect((await publish(res.body.id)).status).toBe(200);
  });

  it('an audio recording needs a transcript, not captions; a public create lacking one saves nothing', async () => {
    const before = await count();
    const audio = { url: 'https://media.example.org/interview.mp3', media_file: false };
    const refused = await create({ ...audio, transcript: [] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'transcript' })]);
    expect(await count()).toBe(before);
    const ok = await create(audio);
    expect(ok.status).toBe(201);
    expect((await checklist(ok.body.id)).items.find((i) => i.item === 'captions')).toMatchObject({ required: false });
  });
});

describe('the consent item (CONSENT_POLICY=warn)', () => {
  it('is advised, done once the narrator has a public release valid today, and never refuses', async () => {
    const res = await create({ ...CAPTIONED, visibility: 'archived' });
    expect(await consentItem(res.body.id)).toMatchObject({ required: false, done: false });
    expect((await checklist(res.body.id)).ready).toBe(true);
    // The consent feature's own rule: a release that has run out does not count.
    await release(res.body.id, { valid_until: '2025-01-01' });
    expect(await consentItem(res.body.id)).toMatchObject({ done: false });
    await release(res.body.id, { valid_until: null });
    expect(await consentItem(res.body.id)).toMatchObject({ required: false, done: true });
  });

  it('lacking only consent, a video is published: warn only advises', async () => {
    const res = await create({ ...CAPTIONED, visibility: 'archived' });
    expect((await publish(res.body.id)).status).toBe(200);
  });
});

describe('the consent item (CONSENT_POLICY=require)', () => {
  const r = useTestServer({ seed: 'none', publishChecklist: 'require', consentPolicy: 'require' });

  it('is required; publishing without it is refused by consent alone (409 consent_required)', async () => {
    const res = await create({ ...CAPTIONED, visibility: 'archived' }, r);
    expect(res.status).toBe(201);
    const list = await checklist(res.body.id, r);
    expect(list.ready).toBe(false);
    expect(list.items.find((i) => i.item === 'consent')).toMatchObject({ required: true, done: false });
    const refused = await publish(res.body.id, r);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('consent_required');

    // A research-only release does not allow the public web.
    await release(res.body.id, { scope: 'research' }, r);
    expect(await consentItem(res.body.id, r)).toMatchObject({ done: false });
    await release(res.body.id, { scope: 'public' }, r);
    expect(await checklist(res.body.id, r)).toMatchObject({ ready: true });
    expect(await consentItem(res.body.id, r)).toMatchObject({ required: true, done: true });
    expect((await publish(res.body.id, r)).status).toBe(200);
  });

  it("a publish_checklist refusal names the checklist's own items, not consent", async () => {
    const res = await create({ visibility: 'archived' }, r);
    const refused = await publish(res.body.id, r);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'publish_checklist' });
    expect(refused.body.errors?.map((e) => e.path)).toEqual(['captions']);
  });
});
