import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { Checklist } from '#contracts/transcripts';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none', publishChecklist: 'require' });
type Answer = Media & { code?: string; errors?: { path: string }[] };

const create = (overrides: Record<string, unknown>) =>
  call<Answer>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(overrides), headers: t.admin });
const checklist = async (id: number) =>
  (await call<Checklist>(t.server, 'GET', `/api/admin/media/${id}/checklist/`, { headers: t.admin })).body;
const publish = (id: number) =>
  call<Answer>(t.server, 'PATCH', `/api/v/media/${id}/visibility/`, { json: { visibility: 'public' }, headers: t.admin });
const count = async () =>
  (await call<{ count: number }>(t.server, 'GET', '/api/v/media/?visibility=public', { headers: t.admin })).body.count;

describe('publish checklist (PUBLISH_CHECKLIST=require)', () => {
  it('a video without captions is listed as lacking them and cannot be made public', async () => {
    const res = await create({ visibility: 'archived', description: '', places: [], region: null });
    expect(res.status).toBe(201);
    const list = await checklist(res.body.id);
    expect(list).toMatchObject({ mode: 'require', ready: false });
    expect(Object.fromEntries(list.items.map((i) => [i.item, [i.required, i.done]]))).toEqual({
      transcript: [false, true],
      captions: [true, false],
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
