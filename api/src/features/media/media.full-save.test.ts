import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { call, fullPayload, participantPayload, segmentPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

describe('saving parts that carry the ids the client read back', () => {
  it('accepts segments and participants with id and media (the edit form sends what it loaded)', async () => {
    const created = await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(), headers: t.admin });
    expect(created.status).toBe(201);
    const video = created.body;
    const payload = {
      ...fullPayload({ title: 'Edited with ids' }),
      segments: video.segments.map((s) => ({ ...segmentPayload(s.number), id: s.id, media: video.id })),
      participants: video.participants.map((p) => ({ ...participantPayload(p.role), id: p.id, media: video.id })),
    };
    const res = await call<Media>(t.server, 'PUT', `/api/v/media/${video.id}/full/`, { json: payload, headers: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Edited with ids');
    expect(res.body.segments).toHaveLength(video.segments.length);
    expect(res.body.participants.map((p) => p.role)).toEqual(video.participants.map((p) => p.role));
  });
});

describe('segment times are checked on save', () => {
  const cases = [
    {
      name: 'a time that is not hh:mm:ss',
      segments: [segmentPayload(1, { start_time: '0:00' })],
      field: 'body.segments.0.start_time',
      message: 'Use the form hh:mm:ss.',
    },
    {
      name: 'an end before its start',
      segments: [segmentPayload(1, { start_time: '00:03:00', end_time: '00:02:00' })],
      field: 'body.segments.0.end_time',
      message: 'The end time must be after the start time.',
    },
    {
      name: 'an end past the duration',
      segments: [segmentPayload(1, { end_time: '00:11:00' })],
      field: 'body.segments.0.end_time',
      message: 'The segment must end within the video’s duration.',
    },
    {
      name: 'an end at its start',
      segments: [segmentPayload(1, { start_time: '00:02:00', end_time: '00:02:00' })],
      field: 'body.segments.0.end_time',
      message: 'The end time must be after the start time.',
    },
  ];

  it.each(cases)('refuses $name with 400, the field and its message, and saves nothing', async ({ segments, field, message }) => {
    const before = await call<{ count: number }>(t.server, 'GET', '/api/v/media/', { headers: t.admin });
    const res = await call<{ code: string; errors: { path: string; message: string }[] }>(t.server, 'POST', '/api/v/media/full/', {
      json: { ...fullPayload(), segments },
      headers: t.admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toContainEqual({ path: field, message });
    const after = await call<{ count: number }>(t.server, 'GET', '/api/v/media/', { headers: t.admin });
    expect(after.body.count).toBe(before.body.count);
  });
});

describe('overlapping and nested segments are saved as they are', () => {
  const times = (segments: Media['segments']) => segments.map((s) => [s.number, s.start_time, s.end_time]);

  it('on the full create and the full edit', async () => {
    const overlapping = [
      segmentPayload(1, { end_time: '00:05:00' }),
      segmentPayload(2, { start_time: '00:01:00', end_time: '00:02:00' }),
      segmentPayload(3, { start_time: '00:04:00', end_time: '00:06:00' }),
    ];
    const created = await call<Media>(t.server, 'POST', '/api/v/media/full/', {
      json: { ...fullPayload(), segments: overlapping },
      headers: t.admin,
    });
    expect(created.status).toBe(201);
    expect(times(created.body.segments)).toEqual([
      [1, '00:00:00', '00:05:00'],
      [2, '00:01:00', '00:02:00'],
      [3, '00:04:00', '00:06:00'],
    ]);
    // Every segment left at the form's default times.
    const atDefaults = [1, 2, 3].map((n) => segmentPayload(n, { start_time: '00:00:00', end_time: '00:01:00' }));
    const edited = await call<Media>(t.server, 'PUT', `/api/v/media/${created.body.id}/full/`, {
      json: { ...fullPayload(), segments: atDefaults },
      headers: t.admin,
    });
    expect(edited.status).toBe(200);
    expect(times(edited.body.segments)).toEqual([1, 2, 3].map((n) => [n, '00:00:00', '00:01:00']));
    const read = await call<Media>(t.server, 'GET', `/api/v/media/${created.body.id}/`, { headers: t.admin });
    expect(times(read.body.segments)).toEqual([1, 2, 3].map((n) => [n, '00:00:00', '00:01:00']));
  });
});
