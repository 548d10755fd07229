import { describe, expect, it } from 'vitest';
import type { Media, Segment } from '#contracts/media';
import { call, fullPayload, segmentPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

const newVideo = async () => (await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(), headers: t.admin })).body;
const segmentsOf = async (id: number) =>
  (await call<Segment[]>(t.server, 'GET', `/api/v/segments/?media=${id}`, { headers: t.admin })).body;

describe('POST /api/v/segments/', () => {
  it('creates a list of segments and answers with them', async () => {
    const video = await newVideo();
    const res = await call<Segment[]>(t.server, 'POST', '/api/v/segments/', {
      json: [3, 4].map((n) => ({ ...segmentPayload(n), media: video.id })),
      headers: t.admin,
    });
    expect(res.status).toBe(201);
    expect(res.body.map((s) => [s.media, s.number, s.title])).toEqual([
      [video.id, 3, 'Part 3'],
      [video.id, 4, 'Part 4'],
    ]);
    expect((await segmentsOf(video.id)).map((s) => s.number)).toEqual([1, 2, 3, 4]);
    const detail = await call<Media>(t.server, 'GET', `/api/v/media/${video.id}/`, { headers: t.admin });
    expect(detail.body.segments.map((s) => s.title)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4']);
  });

  it('accepts one segment alone (the client retries one at a time)', async () => {
    const video = await newVideo();
    const res = await call<Segment>(t.server, 'POST', '/api/v/segments/', {
      json: { ...segmentPayload(3), media: video.id },
      headers: t.admin,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ media: video.id, number: 3, title: 'Part 3', transcript: 'Words of segment 3' });
  });

  it('writes nothing when one item names an unknown video', async () => {
    const video = await newVideo();
    const res = await call(t.server, 'POST', '/api/v/segments/', {
      json: [
        { ...segmentPayload(3), media: video.id },
        { ...segmentPayload(4), media: 999999 },
      ],
      headers: t.admin,
    });
    expect(res).toMatchObject({ status: 404, body: { message: 'Video not found' } });
    expect(await segmentsOf(video.id)).toHaveLength(2);
  });

  it('rejects an item without media, a bad time or number 0', async () => {
    const video = await newVideo();
    for (const item of [
      segmentPayload(3),
      { ...segmentPayload(3), media: video.id, end_time: '5 min' },
      { ...segmentPayload(3), media: video.id, number: 0 },
    ]) {
      const res = await call(t.server, 'POST', '/api/v/segments/', { json: [item], headers: t.admin });
      expect(res.status).toBe(400);
    }
    expect(await segmentsOf(video.id)).toHaveLength(2);
  });
});

describe('PUT /api/v/segments/bulk-update/?media={id}', () => {
  it('updates segments by id', async () => {
    const video = await newVideo();
    const [first, second] = video.segments;
    const body = [
      { ...segmentPayload(1), id: first!.id, media: video.id, title: 'New first' },
      { ...segmentPayload(2), id: second!.id, title: 'New second' },
    ];
    const res = await call<Segment[]>(t.server, 'PUT', `/api/v/segments/bulk-update/?media=${video.id}`, { json: body, headers: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.map((s) => [s.id, s.title])).toEqual([
      [first!.id, 'New first'],
      [second!.id, 'New second'],
    ]);
  });

  it('refuses a segment of another video and changes nothing', async () => {
    const [a, b] = [await newVideo(), await newVideo()];
    const body = [
      { ...segmentPayload(1), id: a.segments[0]!.id, title: 'Changed' },
      { ...segmentPayload(1), id: b.segments[0]!.id, title: 'Stolen' },
    ];
    const res = await call(t.server, 'PUT', `/api/v/segments/bulk-update/?media=${a.id}`, { json: body, headers: t.admin });
    expect(res.status).toBe(404);
    expect((await segmentsOf(a.id)).map((s) => s.title)).toEqual(['Part 1', 'Part 2']);
    expect((await segmentsOf(b.id)).map((s) => s.title)).toEqual(['Part 1', 'Part 2']);
  });

  it('refuses items without id and a media that disagrees with ?media=', async () => {
    const video = await newVideo();
    expect(
      (await call(t.server, 'PUT', `/api/v/segments/bulk-update/?media=${video.id}`, { json: [segmentPayload(1)], headers: t.admin }))
        .status,
    ).toBe(400);
    const other = [{ ...segmentPayload(1), id: video.segments[0]!.id, media: video.id + 1 }];
    expect((await call(t.server, 'PUT', `/api/v/segments/bulk-update/?media=${video.id}`, { json: other, headers: t.admin })).status).toBe(
      400,
    );
  });
});

describe('PUT /api/v/segments/replace/?media={id} and deletes', () => {
  it('replaces all segments of a video', async () => {
    const video = await newVideo();
    const res = await call<Segment[]>(t.server, 'PUT', `/api/v/segments/replace/?media=${video.id}`, {
      json: [segmentPayload(1, { title: 'Only' })],
      headers: t.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.title)).toEqual(['Only']);
    expect((await segmentsOf(video.id)).map((s) => s.title)).toEqual(['Only']);
  });

  it('answers 404 for an unknown video and 400 for a bad media value', async () => {
    expect((await call(t.server, 'PUT', '/api/v/segments/replace/?media=999999', { json: [], headers: t.admin })).status).toBe(404);
    for (const media of ['abc', '0', '-1', '', '99999999999']) {
      expect((await call(t.server, 'PUT', `/api/v/segments/replace/?media=${media}`, { json: [], headers: t.admin })).status).toBe(400);
    }
    expect((await call(t.server, 'PUT', '/api/v/segments/replace/', { json: [], headers: t.admin })).status).toBe(400);
  });

  it('bulk-delete removes all segments of a video; DELETE one removes one', async () => {
    const video = await newVideo();
    const one = await call(t.server, 'DELETE', `/api/v/segments/${video.segments[0]!.id}/`, { headers: t.admin });
    expect(one.status).toBe(204);
    expect((await segmentsOf(video.id)).map((s) => s.number)).toEqual([2]);
    expect((await call(t.server, 'DELETE', `/api/v/segments/${video.segments[0]!.id}/`, { headers: t.admin })).status).toBe(404);
    const all = await call(t.server, 'DELETE', `/api/v/segments/bulk-delete/?media=${video.id}`, { headers: t.admin });
    expect(all).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect(await segmentsOf(video.id)).toEqual([]);
  });
});
