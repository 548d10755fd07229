import fs from 'node:fs';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { WebVTTParser } from 'webvtt-parser';
import type { Media } from '#contracts/media';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
type Answer = Media & { code?: string; message?: string; errors?: { path: string; message: string }[] };

async function createVideo(overrides: Record<string, unknown> = {}): Promise<Media> {
  const res = await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(overrides), headers: t.admin });
  expect(res.status).toBe(201);
  return res.body;
}
const importJson = (id: number, json: Record<string, unknown>, query = '') =>
  call<Answer>(t.server, 'POST', `/api/admin/media/${id}/transcripts/import/${query}`, { json, headers: t.admin });
async function importFile(id: number, file: Buffer, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'transcript');
  const res = await fetch(`${t.server.url}/api/admin/media/${id}/transcripts/import/`, {
    method: 'POST',
    headers: { authorization: t.admin.authorization! },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer };
}
const detail = async (id: number) => (await call<Media>(t.server, 'GET', `/api/v/media/${id}/`, { headers: t.admin })).body;
const historyCount = async (id: number) =>
  (await call<{ count: number }>(t.server, 'GET', `/api/admin/media/${id}/history/`, { headers: t.admin })).body.count;
const transcriptOf = (media: Media, language: string) => media.transcripts.find((x) => x.language === language);

async function docx(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }] });
  return Packer.toBuffer(document);
}

describe('transcript import', () => {
  it('WebVTT from a speech-recognition tool: cues become timed paragraphs, flagged, kept in history, served back as valid WebVTT', async () => {
    const video = await createVideo();
    const versions = await historyCount(video.id);
    const res = await importJson(video.id, {
      language: 'English',
      format: 'vtt',
      content: fixture('interview.vtt').toString('utf8'),
      machine_generated: true,
    });
    expect(res.status).toBe(200);
    const english = transcriptOf(res.body, 'English')!;
    expect(english.text).toBe(
      [
        '[00:00:01-00:00:04.500] Samir Benali: When did you first go up to the summer pastures?',
        '[00:00:05-00:00:12.250] Itto Ait Said: I was nine. We left in May, when the snow left the passes & the river was loud.',
        '[00:01:02-00:01:09] Itto Ait Said: Tents, flour and the loom.',
      ].join('\n\n'),
    );
    expect(english).toMatchObject({ machine_generated: true, corrected: false });
    expect(await historyCount(video.id)).toBe(versions + 1);

    const vtt = await fetch(`${t.server.url}/api/v/media/${video.id}/transcripts/en.vtt`);
    const body = await vtt.text();
    expect(body).toMatch(/^WEBVTT\n\nNOTE Machine-generated transcript/);
    const parsed = new WebVTTParser().parse(body, 'metadata');
    expect(parsed.errors).toEqual([]);
    // The file's cue ends are kept: the pauses between cues stay pauses (docs/behaviour.md §700).
    expect(parsed.cues.map((cue) => [cue.startTime, cue.endTime])).toEqual([
      [1, 4.5],
      [5, 12.25],
      [62, 69],
    ]);
    const captions = new WebVTTParser().parse(
      await (await fetch(`${t.server.url}/api/v/media/${video.id}/captions/en.vtt`)).text(),
      'metadata',
    );
    expect(captions.cues.some((cue) => cue.startTime < 4.9 && cue.endTime > 4.5)).toBe(false);
  });

  it('SRT as an uploaded file: Arabic, French and Tifinagh cues, tags removed, other transcripts untouched', async () => {
    const video = await createVideo();
    const res = await importFile(video.id, fixture('interview.srt'), { language: 'Darija', format: 'srt' });
    expect(res.status).toBe(200);
    expect(transcriptOf(res.body, 'Darija')!.text).toBe(
      [
        '[00:00:00-00:00:03.200] مرحبا بكم في بيتنا.',
        '[00:00:03.500-00:00:09] Itto: Nous sommes partis en mai, quand la neige a quitté les cols.',
        '[00:00:10-00:00:14] ⴰⵣⵓⵍ ⴼⵍⵍⴰⵡⵏ',
      ].join('\n\n'),
    );
    expect(transcriptOf(res.body, 'Darija')!.machine_generated).toBeUndefined();
    expect(transcriptOf(res.body, 'English')!.text).toBe('The full transcript.');
  });

  it('a cue ending before it starts is refused with its number, and nothing is saved', async () => {
    const video = await createVideo();
    const versions = await historyCount(video.id);
    const res = await importFile(video.id, fixture('cue-ends-before-start.srt'), { language: 'English', format: 'srt' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('cue_ends_before_start');
    expect(res.body.message).toContain('Cue 2');
    const vtt = await importJson(video.id, {
      language: 'English',
      format: 'vtt',
      content: 'WEBVTT\n\n00:00:09.000 --> 00:00:02.000\nBackwards.\n',
    });
    expect(vtt.body.code).toBe('cue_ends_before_start');
    expect(transcriptOf(await detail(video.id), 'English')!.text).toBe('The full transcript.');
    expect(await historyCount(video.id)).toBe(versions);
  });

  it('marked text and a Word file (JSON base64 and upload) become the same timed paragraphs', async () => {
    const video = await createVideo();
    const marked = await importJson(video.id, { language: 'French', format: 'text', content: fixture('marked.txt').toString('utf8') });
    expect(marked.status).toBe(200);
    const expected = [
      '[00:00:00] SAMIR: Thank you for receiving us.',
      '[00:01:30] ITTO: In May, when the snow left the passes.\nWe took the goats first.',
      '[01:02:05] SAMIR: Thank you.',
    ].join('\n\n');
    expect(transcriptOf(marked.body, 'French')!.text).toBe(expected);

    const word = await docx(['[00:00:00] SAMIR: Thank you for receiving us.', '[00:01:30] ITTO: In May.', 'We took the goats first.']);
    const json = await importJson(video.id, { language: 'Arabic', format: 'docx', content: word.toString('base64') });
    expect(json.status).toBe(200);
    expect(transcriptOf(json.body, 'Arabic')!.text).toBe(
      '[00:00:00] SAMIR: Thank you for receiving us.\n\n[00:01:30] ITTO: In May.\n\nWe took the goats first.',
    );
    const uploaded = await importFile(video.id, await docx(['[00:00:07] واحد', '[00:00:09] اثنان']), {
      language: 'Arabic',
      format: 'docx',
    });
    expect(transcriptOf(uploaded.body, 'Arabic')!.text).toBe('[00:00:07] واحد\n\n[00:00:09] اثنان');

    const notWord = await importJson(video.id, { language: 'Arabic', format: 'docx', content: Buffer.from('plain').toString('base64') });
    expect(notWord).toMatchObject({ status: 400, body: { code: 'invalid_import' } });
    const backwards = await importJson(video.id, { language: 'Arabic', format: 'text', content: '[00:02:00] b\n\n[00:01:00] a' });
    expect(backwards.body.code).toBe('cue_ends_before_start');
  });

  it('OHMS with an open last index point: asks for the duration when the video has none, then imports transcript and index', async () => {
    const video = await createVideo({ duration: '' });
    const xml = fixture('ohms-open-end.xml').toString('utf8');
    const asked = await importJson(video.id, { language: 'English', format: 'ohms', content: xml });
    expect(asked.status).toBe(400);
    expect(asked.body.code).toBe('duration_required');
    expect(asked.body.errors).toEqual([{ path: 'duration', message: expect.any(String) }]);
    expect((await detail(video.id)).segments.map((s) => s.title)).toEqual(['Part 1', 'Part 2']);

    const answered = await importJson(video.id, { language: 'English', format: 'ohms', content: xml }, '?duration=00:03:00');
    expect(answered.status).toBe(200);
    expect(answered.body.segments.map((s) => [s.title, s.start_time, s.end_time])).toEqual([
      ['Learning to weave', '00:00:00', '00:01:35'],
      ['Family patterns / زخارف العائلة', '00:01:35', '00:03:00'],
    ]);
    expect(transcriptOf(answered.body, 'English')!.text).toMatch(/^\[00:00:00\] SAMIR: Where did you learn to weave\?/);

    const form = await importFile(video.id, Buffer.from(xml), { language: 'English', format: 'ohms', duration: '00:02:30' });
    expect(form.body.segments.at(-1)!.end_time).toBe('00:02:30');
  });

  it('OHMS into a video whose duration Atlas knows needs no question', async () => {
    const video = await createVideo({ duration: '00:04:00' });
    const res = await importJson(video.id, { language: 'English', format: 'ohms', content: fixture('ohms-open-end.xml').toString('utf8') });
    expect(res.status).toBe(200);
    expect(res.body.segments.at(-1)!.end_time).toBe('00:04:00');
  });

  it('the OHMS import of a new video asks for the duration too, and takes it as ?duration=', async () => {
    const send = (query: string) =>
      call<Answer>(t.server, 'POST', `/api/admin/ohms/import/${query}`, {
        raw: fixture('ohms-open-end.xml').toString('utf8'),
        headers: { ...t.admin, 'content-type': 'application/xml' },
      });
    const asked = await send('');
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ code: 'duration_required', errors: [{ path: 'duration' }] });
    const bad = await send('?duration=3%20minutes');
    expect(bad.body.code).toBe('validation_failed');
    const res = await send('?duration=00:03:10');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ duration: '00:03:10', title: 'The weavers of Azrou', guest: 'Fatima Ouali' });
    expect(res.body.segments.at(-1)!.end_time).toBe('00:03:10');
  });

  it('refuses the unknown, the unsigned and the malformed', async () => {
    const video = await createVideo();
    expect((await importJson(999_999, { language: 'English', format: 'text', content: '[00:00:01] a' })).status).toBe(404);
    const anonymous = await call(t.server, 'POST', `/api/admin/media/${video.id}/transcripts/import/`, {
      json: { language: 'English', format: 'text', content: 'a' },
    });
    expect(anonymous.status).toBe(401);
    expect((await importJson(video.id, { language: 'English', format: 'pdf', content: 'a' })).body.code).toBe('validation_failed');
    expect((await importJson(video.id, { language: 'English', format: 'vtt', content: 'not vtt' })).body.code).toBe('invalid_import');
    const noFile = await fetch(`${t.server.url}/api/admin/media/${video.id}/transcripts/import/`, {
      method: 'POST',
      headers: { authorization: t.admin.authorization! },
      body: (() => {
        const form = new FormData();
        form.append('language', 'English');
        form.append('format', 'srt');
        return form;
      })(),
    });
    expect(noFile.status).toBe(400);
  });
});

describe('machine drafts', () => {
  it('staff mark a machine transcript corrected; the flag leaves the public page but stays in the exports', async () => {
    const video = await createVideo();
    await importJson(video.id, {
      language: 'English',
      format: 'vtt',
      content: fixture('interview.vtt').toString('utf8'),
      machine_generated: true,
    });
    const publicBefore = (await call<Media>(t.server, 'GET', `/api/v/media/${video.id}/`)).body;
    expect(transcriptOf(publicBefore, 'English')).toMatchObject({ machine_generated: true, corrected: false });

    const marked = await call<Media>(t.server, 'PUT', `/api/admin/media/${video.id}/transcripts/`, {
      json: { language: 'English', corrected: true },
      headers: t.admin,
    });
    expect(marked.status).toBe(200);
    expect(transcriptOf(marked.body, 'English')).toMatchObject({ machine_generated: true, corrected: true });
    expect(transcriptOf(marked.body, 'English')!.text).toContain('Samir Benali');

    // A wizard save (which never sends flags) keeps them.
    const wizard = await call<Media>(t.server, 'PUT', `/api/v/media/${video.id}/full/`, {
      json: { ...fullPayload({ transcript: marked.body.transcripts.map(({ language, text }) => ({ language, text })) }) },
      headers: t.admin,
    });
    expect(transcriptOf(wizard.body, 'English')).toMatchObject({ machine_generated: true, corrected: true });

    const ohms = await (await fetch(`${t.server.url}/api/v/media/${video.id}/ohms.xml`)).text();
    expect(ohms).toContain('Machine-generated transcript (speech recognition), corrected by staff');
    const manifest = (await (await fetch(`${t.server.url}/iiif/${video.id}/manifest`)).json()) as object;
    expect(JSON.stringify(manifest)).toContain('Machine-generated transcript (speech recognition), corrected by staff');
  });

  it('the editor saves a transcript and the index together under the segment time rules', async () => {
    const video = await createVideo({ duration: '00:05:00' });
    const segment = (number: number, start: string, end: string) => ({ number, title: `S${number}`, start_time: start, end_time: end });
    const bad = await call<Answer>(t.server, 'PUT', `/api/admin/media/${video.id}/transcripts/`, {
      json: { language: 'English', text: '[00:00:01] new', segments: [segment(1, '00:00:00', '00:06:00')] },
      headers: t.admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors![0]!.path).toBe('body.segments.0.end_time');
    expect(transcriptOf(await detail(video.id), 'English')!.text).toBe('The full transcript.');
    const ok = await call<Media>(t.server, 'PUT', `/api/admin/media/${video.id}/transcripts/`, {
      json: {
        language: 'English',
        text: '[00:00:01] new',
        segments: [segment(1, '00:00:00', '00:02:00'), segment(2, '00:02:00', '00:05:00')],
      },
      headers: t.admin,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.segments.map((s) => s.title)).toEqual(['S1', 'S2']);
    expect(transcriptOf(ok.body, 'English')!.text).toBe('[00:00:01] new');
  });
});
