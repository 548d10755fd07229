import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#contracts/errors';
import type { MediaHistory } from '#contracts/history';
import type { Proposal, ProposalList } from '#contracts/review';
import { call, fullPayload, mediaPayload, segmentPayload } from '../../../test/http.ts';
import { createStaff } from '../../../test/staff.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

type Video = { id: number; title: string; transcripts: { text: string }[]; segments: { title: string }[] };
const createVideo = async (visibility: 'public' | 'archived') =>
  (await call<{ id: number }>(t.server, 'POST', '/api/v/media/full/', { headers: t.admin, json: fullPayload({ visibility }) })).body.id;
const publicRead = (id: number) => call<Video>(t.server, 'GET', `/api/v/media/${id}/`);
const withTranscript = (visibility: string, text: string) => fullPayload({ visibility, transcript: [{ language: 'English', text }] });

describe('review of transcribers’ changes', () => {
  it('keeps a transcriber’s change to a public video as a proposal; the public sees it only once an editor accepts it', async () => {
    const id = await createVideo('public');
    const transcriber = await createStaff(t.server, t.admin, 'transcriber', 'yusuf');
    const editor = await createStaff(t.server, t.admin, 'editor', 'ines');

    const saved = await call(t.server, 'PUT', `/api/v/media/${id}/full/`, {
      headers: transcriber.headers,
      json: withTranscript('public', 'Corrected words.'),
    });
    expect(saved.status).toBe(202);
    expect((await publicRead(id)).body.transcripts[0]!.text).toBe('The full transcript.');

    const open = await call<ProposalList>(t.server, 'GET', '/api/admin/proposals/', { headers: editor.headers });
    expect(open.body.results).toEqual([
      expect.objectContaining({ media: id, author: 'yusuf', status: 'open', media_title: 'Test interview' }),
    ]);
    const proposalId = open.body.results[0]!.id;
    const proposal = await call<Proposal>(t.server, 'GET', `/api/admin/proposals/${proposalId}/`, { headers: editor.headers });
    expect(proposal.body.base.transcripts[0]!.text).toBe('The full transcript.');
    expect(proposal.body.snapshot.transcripts[0]!.text).toBe('Corrected words.');

    // A transcriber cannot decide; an editor can, once.
    expect(await call(t.server, 'POST', `/api/admin/proposals/${proposalId}/accept/`, { headers: transcriber.headers })).toMatchObject({
      status: 403,
      body: { code: ErrorCode.forbidden },
    });
    expect((await call(t.server, 'POST', `/api/admin/proposals/${proposalId}/accept/`, { headers: editor.headers })).status).toBe(200);
    expect((await publicRead(id)).body.transcripts[0]!.text).toBe('Corrected words.');
    expect(await call(t.server, 'POST', `/api/admin/proposals/${proposalId}/reject/`, { headers: editor.headers })).toMatchObject({
      status: 409,
      body: { code: ErrorCode.conflict },
    });

    // History names the person who made the change and the editor who let it through.
    const history = await call<MediaHistory>(t.server, 'GET', `/api/admin/media/${id}/history/`, { headers: editor.headers });
    expect(history.body.results[0]!.replaced_by).toBe('yusuf, accepted by ines');
  });

  it('a rejected proposal changes nothing; a transcriber’s segment call on a public video is a proposal too', async () => {
    const id = await createVideo('public');
    const transcriber = await createStaff(t.server, t.admin, 'transcriber', 'amal');
    const added = await call(t.server, 'POST', '/api/v/segments/', {
      headers: transcriber.headers,
      json: { ...segmentPayload(3), media: id },
    });
    expect(added.status).toBe(202);
    expect((await publicRead(id)).body.segments).toHaveLength(2);
    const open = (await call<ProposalList>(t.server, 'GET', '/api/admin/proposals/', { headers: t.admin })).body.results.filter(
      (p) => p.media === id,
    );
    expect(open).toHaveLength(1);
    expect((await call(t.server, 'POST', `/api/admin/proposals/${open[0]!.id}/reject/`, { headers: t.admin })).status).toBe(200);
    expect((await publicRead(id)).body.segments).toHaveLength(2);
    const rejected = await call<ProposalList>(t.server, 'GET', '/api/admin/proposals/?status=rejected', { headers: t.admin });
    expect(rejected.body.results.find((p) => p.id === open[0]!.id)).toMatchObject({ decided_by: 'admin' });
  });

  it('saves a transcriber’s change to an archived video at once, and refuses any change outside transcripts, segments and participants', async () => {
    const id = await createVideo('archived');
    const transcriber = await createStaff(t.server, t.admin, 'transcriber', 'badr');
    const saved = await call(t.server, 'PUT', `/api/v/media/${id}/full/`, {
      headers: transcriber.headers,
      json: withTranscript('archived', 'Fixed at once.'),
    });
    expect(saved.status).toBe(200);
    const read = () => call<Video & { visibility: string }>(t.server, 'GET', `/api/v/media/${id}/`, { headers: t.admin });
    expect((await read()).body.transcripts[0]!.text).toBe('Fixed at once.');

    for (const json of [withTranscript('public', 'Fixed at once.'), fullPayload({ visibility: 'archived', title: 'Renamed' })]) {
      expect(await call(t.server, 'PUT', `/api/v/media/${id}/full/`, { headers: transcriber.headers, json })).toMatchObject({
        status: 403,
        body: { code: ErrorCode.forbidden },
      });
    }
    expect(
      await call(t.server, 'PUT', `/api/v/media/${id}/`, {
        headers: transcriber.headers,
        json: mediaPayload({ visibility: 'archived', title: 'Renamed' }),
      }),
    ).toMatchObject({ status: 403 });
    expect((await read()).body).toMatchObject({ visibility: 'archived', title: 'Test interview' });
  });

  it('refuses to accept a proposal whose video changed since, and keeps the change', async () => {
    const id = await createVideo('public');
    const transcriber = await createStaff(t.server, t.admin, 'transcriber', 'nour');
    await call(t.server, 'PUT', `/api/v/media/${id}/full/`, {
      headers: transcriber.headers,
      json: withTranscript('public', 'Late words.'),
    });
    await call(t.server, 'PUT', `/api/v/media/${id}/`, { headers: t.admin, json: mediaPayload({ title: 'Edited meanwhile' }) });
    const open = (await call<ProposalList>(t.server, 'GET', '/api/admin/proposals/', { headers: t.admin })).body.results.find(
      (p) => p.media === id,
    )!;
    expect(await call(t.server, 'POST', `/api/admin/proposals/${open.id}/accept/`, { headers: t.admin })).toMatchObject({
      status: 409,
      body: { code: ErrorCode.conflict },
    });
    expect((await publicRead(id)).body.title).toBe('Edited meanwhile');
    expect((await call<Proposal>(t.server, 'GET', `/api/admin/proposals/${open.id}/`, { headers: t.admin })).body.status).toBe('open');
  });
});
