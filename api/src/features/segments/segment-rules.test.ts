import { describe, expect, it } from 'vitest';
import type { Media, Segment } from '#contracts/media';
import { call, fullPayload, mediaPayload, segmentPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// docs/behaviour.md §801: the separate segment calls refuse what the full save refuses, and keep nothing;
// overlapping and nested segments are no such thing.
const t = useTestServer({ seed: 'none' });

/** A video (duration 00:10:00) with segments 1 (00:00-01:00) and 2 (01:00-02:00). */
const newVideo = async () => (await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(), headers: t.admin })).body;
const segmentsOf = async (id: number) =>
  (await call<Segment[]>(t.server, 'GET', `/api/v/segments/?media=${id}`, { headers: t.admin })).body.map((s) => [
    s.number,
    s.title,
    s.start_time,
    s.end_time,
  ]);
const unchanged = [
  [1, 'Part 1', '00:00:00', '00:01:00'],
  [2, 'Part 2', '00:01:00', '00:02:00'],
];

interface ErrorAnswer {
  code: string;
  errors: { path: string; message: string }[];
}

async function expectRefused(method: 'POST' | 'PUT', path: string, json: unknown, errors: { path: string; message: string }[]) {
  const res = await call<ErrorAnswer>(t.server, method, path, { json, headers: t.admin });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation_failed');
  expect(res.body.errors).toEqual(errors.map((e) => expect.objectContaining(e)));
}

describe('segment times on the separate segment calls', () => {
  it('POST refuses a segment that ends before (or at) it starts, shares a number or outlasts the video', async () => {
    const video = await newVideo();
    const post = (item: Record<string, unknown>, errors: { path: string; message: string }[]) =>
      expectRefused('POST', '/api/v/segments/', [{ ...segmentPayload(3), media: video.id, ...item }], errors);
    await post({ start_time: '00:05:00', end_time: '00:04:00' }, [
      { path: 'body.0.end_time', message: 'The end time must be after the start time.' },
    ]);
    await post({ start_time: '00:04:00', end_time: '00:04:00' }, [
      { path: 'body.0.end_time', message: 'The end time must be after the start time.' },
    ]);
    await post({ number: 2, start_time: '00:03:00', end_time: '00:04:00' }, [
      { path: 'body.0.number', message: 'Another segment of this video has this number.' },
    ]);
    await post({ start_time: '00:09:00', end_time: '00:11:00' }, [
      { path: 'body.0.end_time', message: 'The segment must end within the video’s duration.' },
    ]);
    // One bad item of two: neither is kept.
    const res = await call(t.server, 'POST', '/api/v/segments/', {
      json: [
        { ...segmentPayload(3), media: video.id },
        { ...segmentPayload(4), media: video.id, start_time: '00:04:30' },
      ],
      headers: t.admin,
    });
    expect(res.status).toBe(400);
    expect(await segmentsOf(video.id)).toEqual(unchanged);
  });

  it('POST takes a segment that starts where another ends, overlaps another or sits inside it', async () => {
    const video = await newVideo();
    const res = await call(t.server, 'POST', '/api/v/segments/', {
      json: [
        { ...segmentPayload(3), media: video.id },
        { ...segmentPayload(4), media: video.id, start_time: '00:01:30', end_time: '00:02:30' },
        { ...segmentPayload(5), media: video.id, start_time: '00:00:10', end_time: '00:00:20' },
      ],
      headers: t.admin,
    });
    expect(res.status).toBe(201);
    expect((await segmentsOf(video.id)).map(([number, , start, end]) => [number, start, end])).toEqual([
      [1, '00:00:00', '00:01:00'],
      [2, '00:01:00', '00:02:00'],
      [3, '00:02:00', '00:03:00'],
      [4, '00:01:30', '00:02:30'],
      [5, '00:00:10', '00:00:20'],
    ]);
  });

  it('takes segments posted with the form’s default times, then replaces and deletes them', async () => {
    // Create mode saves the video, then posts its segments: each left at 00:00:00-00:01:00.
    const created = await call<Media>(t.server, 'POST', '/api/v/media/', { json: mediaPayload(), headers: t.admin });
    expect(created.status).toBe(201);
    const media = created.body.id;
    const atDefaults = (number: number) => ({ ...segmentPayload(number), media, start_time: '00:00:00', end_time: '00:01:00' });
    const posted = await call(t.server, 'POST', '/api/v/segments/', { json: [1, 2, 3].map(atDefaults), headers: t.admin });
    expect(posted.status).toBe(201);
    expect(await segmentsOf(media)).toEqual([1, 2, 3].map((n) => [n, `Part ${n}`, '00:00:00', '00:01:00']));

    const replaced = await call(t.server, 'PUT', `/api/v/segments/replace/?media=${media}`, {
      json: [1, 2].map((n) => ({ ...atDefaults(n), title: `Again ${n}` })),
      headers: t.admin,
    });
    expect(replaced.status).toBe(200);
    expect(await segmentsOf(media)).toEqual([1, 2].map((n) => [n, `Again ${n}`, '00:00:00', '00:01:00']));

    const stored = (await call<Segment[]>(t.server, 'GET', `/api/v/segments/?media=${media}`, { headers: t.admin })).body;
    const deleted = await call(t.server, 'DELETE', `/api/v/segments/${stored[0]!.id}/`, { headers: t.admin });
    expect(deleted.status).toBe(204);
    expect(await segmentsOf(media)).toEqual([[2, 'Again 2', '00:00:00', '00:01:00']]);
  });

  it('PUT replace refuses a list that breaks the rules and keeps the segments there were', async () => {
    const video = await newVideo();
    const path = `/api/v/segments/replace/?media=${video.id}`;
    await expectRefused(
      'PUT',
      path,
      [segmentPayload(1, { end_time: '00:00:00' })],
      [{ path: 'body.0.end_time', message: 'The end time must be after the start time.' }],
    );
    await expectRefused(
      'PUT',
      path,
      [segmentPayload(1), segmentPayload(2, { number: 1 })],
      [{ path: 'body.1.number', message: 'Another segment of this video has this number.' }],
    );
    expect(await segmentsOf(video.id)).toEqual(unchanged);
  });

  it('PUT replace takes overlapping and nested segments', async () => {
    const video = await newVideo();
    const list = [
      segmentPayload(1, { end_time: '00:03:00' }),
      segmentPayload(2),
      segmentPayload(3, { start_time: '00:00:30', end_time: '00:00:40' }),
    ];
    const res = await call(t.server, 'PUT', `/api/v/segments/replace/?media=${video.id}`, { json: list, headers: t.admin });
    expect(res.status).toBe(200);
    expect((await segmentsOf(video.id)).map(([, , start, end]) => [start, end])).toEqual([
      ['00:00:00', '00:03:00'],
      ['00:01:00', '00:02:00'],
      ['00:00:30', '00:00:40'],
    ]);
  });

  it('PUT bulk-update takes a change that makes two segments overlap', async () => {
    const video = await newVideo();
    const [first, second] = video.segments;
    const res = await call(t.server, 'PUT', `/api/v/segments/bulk-update/?media=${video.id}`, {
      json: [
        { ...segmentPayload(1), id: first!.id, media: video.id, end_time: '00:01:30' },
        { ...segmentPayload(2), id: second!.id, media: video.id, start_time: '00:00:30' },
      ],
      headers: t.admin,
    });
    expect(res.status).toBe(200);
    expect(await segmentsOf(video.id)).toEqual([
      [1, 'Part 1', '00:00:00', '00:01:30'],
      [2, 'Part 2', '00:00:30', '00:02:00'],
    ]);
  });

  it('PUT bulk-update refuses a change that breaks the rules, and changes nothing', async () => {
    const video = await newVideo();
    const [first, second] = video.segments;
    await expectRefused(
      'PUT',
      `/api/v/segments/bulk-update/?media=${video.id}`,
      [
        { ...segmentPayload(1), id: first!.id, title: 'Renamed' },
        { ...segmentPayload(2), id: second!.id, end_time: '00:00:30' },
      ],
      [{ path: 'body.1.end_time', message: 'The end time must be after the start time.' }],
    );
    // The segment not sent is named by its number when the problem lands on it.
    await expectRefused(
      'PUT',
      `/api/v/segments/bulk-update/?media=${video.id}`,
      [{ ...segmentPayload(1), id: first!.id, number: 2 }],
      [{ path: 'body', message: 'Segment 2: Another segment of this video has this number.' }],
    );
    expect(await segmentsOf(video.id)).toEqual(unchanged);
  });
});
