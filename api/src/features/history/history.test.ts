import { describe, expect, it } from 'vitest';
import type { MediaHistory } from '#contracts/history';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload, segmentPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

const admin = () => ({ headers: t.admin });
const history = async (id: number) => (await call<MediaHistory>(t.server, 'GET', apiPaths.admin.history(id), admin())).body;
const save = async (id: number, overrides: Record<string, unknown>, segments = [segmentPayload(1), segmentPayload(2)]) => {
  const res = await call<Media>(t.server, 'PUT', apiPaths.media.fullDetail(id), {
    json: { ...fullPayload(overrides), segments },
    ...admin(),
  });
  expect(res.status).toBe(200);
  return res.body;
};

describe('version history', () => {
  it('keeps each replaced version and restores one as a new save', async () => {
    const created = await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ title: 'First title' }), ...admin() });
    const id = created.body.id;
    expect((await history(id)).count).toBe(0);

    await save(id, { title: 'Second title', transcript: [{ language: 'English', text: 'Second words.' }] }, [segmentPayload(1)]);
    await save(id, { title: 'Second title', transcript: [{ language: 'English', text: 'Second words.' }] }, [segmentPayload(1)]);
    const afterSaves = await history(id);
    // The identical second save changed nothing, so it kept nothing.
    expect(afterSaves.results.map((v) => v.version)).toEqual([1]);
    expect(afterSaves.current.title).toBe('Second title');
    expect(afterSaves.results[0]).toMatchObject({ replaced_by: 'admin', snapshot: { title: 'First title' } });
    expect(afterSaves.results[0]!.snapshot.segments).toHaveLength(2);
    expect(afterSaves.results[0]!.snapshot.transcripts[0]!.text).toBe('The full transcript.');

    // Other write paths keep versions too: a segment call and a visibility change.
    await call(t.server, 'PUT', `${apiPaths.segments.replace}?media=${id}`, {
      json: [segmentPayload(1, { title: 'Renamed' })],
      ...admin(),
    });
    await call(t.server, 'PATCH', apiPaths.media.visibility(id), { json: { visibility: 'archived' }, ...admin() });
    expect((await history(id)).results.map((v) => v.version)).toEqual([3, 2, 1]);

    const restored = await call<Media>(t.server, 'POST', apiPaths.admin.historyRestore(id, 1), admin());
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'First title', visibility: 'public' });
    expect(restored.body.segments.map((s) => s.title)).toEqual(['Part 1', 'Part 2']);
    expect(restored.body.transcripts.map((s) => s.text)).toEqual(['The full transcript.']);
    const after = await history(id);
    expect(after.results.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect(after.results[0]!.snapshot).toMatchObject({ title: 'Second title', visibility: 'archived' });
    expect((await call<Media>(t.server, 'GET', apiPaths.media.detail(id))).body.title).toBe('First title');
  });

  it('answers 404 for an unknown video or version and 401 without a token', async () => {
    expect((await call(t.server, 'GET', apiPaths.admin.history(999_999), admin())).status).toBe(404);
    const created = await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload(), ...admin() });
    expect((await call(t.server, 'POST', apiPaths.admin.historyRestore(created.body.id, 7), admin())).status).toBe(404);
    expect(await call(t.server, 'POST', apiPaths.admin.historyRestore(created.body.id, 0), admin())).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
    expect((await call(t.server, 'GET', apiPaths.admin.history(created.body.id))).status).toBe(401);
  });
});
