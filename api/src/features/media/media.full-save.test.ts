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
