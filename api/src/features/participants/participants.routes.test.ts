import { describe, expect, it } from 'vitest';
import type { Media, Participant } from '#contracts/media';
import { call, fullPayload, participantPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

const newVideo = async () => (await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(), headers: t.admin })).body;
const participantsOf = async (id: number) =>
  (await call<Participant[]>(t.server, 'GET', `/api/v/participants/?media=${id}`, { headers: t.admin })).body;

describe('POST /api/v/participants/', () => {
  it('creates one participant (answering one) or a list (answering a list)', async () => {
    const video = await newVideo();
    const one = await call<Participant>(t.server, 'POST', '/api/v/participants/', {
      json: { ...participantPayload(2, { first_name: 'Second' }), media: video.id },
      headers: t.admin,
    });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ media: video.id, first_name: 'Second', role: 2, phone: '+212 600 000 002' });
    const many = await call<Participant[]>(t.server, 'POST', '/api/v/participants/', {
      json: [{ ...participantPayload(3), media: video.id }],
      headers: t.admin,
    });
    expect(many.status).toBe(201);
    expect(many.body).toHaveLength(1);
    expect(await participantsOf(video.id)).toHaveLength(4);
  });

  it('rejects role 0 and a missing name, writing nothing', async () => {
    const video = await newVideo();
    for (const item of [participantPayload(0), participantPayload(1, { last_name: '' })]) {
      expect(
        (await call(t.server, 'POST', '/api/v/participants/', { json: [{ ...item, media: video.id }], headers: t.admin })).status,
      ).toBe(400);
    }
    expect(await participantsOf(video.id)).toHaveLength(2);
  });

  it('changes the guest shown on the video', async () => {
    const video = await newVideo();
    await call(t.server, 'PUT', `/api/v/participants/replace/?media=${video.id}`, {
      json: [participantPayload(2, { first_name: 'Fatima', last_name: 'Zahra' })],
      headers: t.admin,
    });
    const { body } = await call<Media>(t.server, 'GET', `/api/v/media/${video.id}/`);
    expect(body).toMatchObject({ guest: 'Fatima Zahra', host: null });
    expect(body.participants.some((p) => 'phone' in p)).toBe(false);
  });
});

describe('PUT /api/v/participants/bulk_update/?media={id}/', () => {
  it('accepts the product rules form with a trailing slash on the id', async () => {
    const video = await newVideo();
    const guest = video.participants.find((p) => p.role === 2)!;
    const body = [{ ...participantPayload(2), id: guest.id, phone: '' }];
    const res = await call<Participant[]>(t.server, 'PUT', `/api/v/participants/bulk_update/?media=${video.id}/`, {
      json: body,
      headers: t.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: guest.id, media: video.id, first_name: 'Gil', last_name: 'Guest', phone: '', role: 2 }]);
    const plain = await call(t.server, 'PUT', `/api/v/participants/bulk_update/?media=${video.id}`, { json: body, headers: t.admin });
    expect(plain.status).toBe(200);
  });

  it('refuses an id of another video, changing nothing', async () => {
    const [a, b] = [await newVideo(), await newVideo()];
    const body = [
      { ...participantPayload(1, { first_name: 'Changed' }), id: a.participants[0]!.id },
      { ...participantPayload(1), id: b.participants[0]!.id },
    ];
    expect((await call(t.server, 'PUT', `/api/v/participants/bulk_update/?media=${a.id}/`, { json: body, headers: t.admin })).status).toBe(
      404,
    );
    expect((await participantsOf(a.id)).map((p) => p.first_name)).toEqual(['Hana', 'Gil']);
  });
});

describe('PUT /api/v/participants/replace/?media={id} and deletes', () => {
  it('replaces with a list or with the single object the product rules shows', async () => {
    const video = await newVideo();
    const single = await call<Participant[]>(t.server, 'PUT', `/api/v/participants/replace/?media=${video.id}`, {
      json: { ...participantPayload(2), id: 12345, media: video.id },
      headers: t.admin,
    });
    expect(single.status).toBe(200);
    expect(single.body.map((p) => p.role)).toEqual([2]);
    const list = await call<Participant[]>(t.server, 'PUT', `/api/v/participants/replace/?media=${video.id}`, {
      json: [participantPayload(1), participantPayload(2)],
      headers: t.admin,
    });
    expect(list.body.map((p) => p.role)).toEqual([1, 2]);
    expect(
      (
        await call(t.server, 'PUT', `/api/v/participants/replace/?media=${video.id}`, {
          json: [{ ...participantPayload(1), media: video.id + 1 }],
          headers: t.admin,
        })
      ).status,
    ).toBe(400);
    expect((await call(t.server, 'PUT', '/api/v/participants/replace/?media=999999', { json: [], headers: t.admin })).status).toBe(404);
  });

  it('deletes one participant, then all of a video', async () => {
    const video = await newVideo();
    expect((await call(t.server, 'DELETE', `/api/v/participants/${video.participants[0]!.id}/`, { headers: t.admin })).status).toBe(204);
    expect((await call(t.server, 'DELETE', `/api/v/participants/${video.participants[0]!.id}/`, { headers: t.admin })).status).toBe(404);
    const all = await call(t.server, 'DELETE', `/api/v/participants/bulk-delete/?media=${video.id}`, { headers: t.admin });
    expect(all).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect(await participantsOf(video.id)).toEqual([]);
    expect((await call(t.server, 'DELETE', '/api/v/participants/bulk-delete/?media=999999', { headers: t.admin })).status).toBe(404);
  });
});
