import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import type { DraftList, Job } from '#contracts/transcript-jobs';
import { formatTime } from '#contracts/time';
import { parseTimedTranscript } from '#contracts/transcript-timing';
import { call, mediaPayload } from '../../../test/http.ts';
import { sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { type SpokenInterview, speakInterview } from '../../../test/spoken-interview.ts';
import { adminHeaders, startTestServer, type TestServer } from '../../../test/test-server.ts';

// Aligning and drafting on a real server with the real tools: espeak-ng speaks a made-up interview in a voice,
// pace and pitch of its own, with pauses and noise, and Debian's pocketsphinx drafts it (docs/behaviour.md §704).

const PARAGRAPHS = [
  'My grandmother wove carpets in Ifrane for forty years.',
  'In winter the snow closed the road to Azrou for weeks.',
  'The market was on Thursday, and everyone came down from the mountains.',
];

let server: TestServer;
let admin: Record<string, string>;
const dir = sampleDir();
let spoken: SpokenInterview;
let id: number;

const headers = () => ({ headers: admin });
const detail = async (mediaId = id) => (await call<Media>(server, 'GET', apiPaths.media.detail(mediaId), headers())).body;
const english = async (mediaId = id) => (await detail(mediaId)).transcripts.find((t) => t.language === 'English')!;
const versions = async () => (await call<{ results: unknown[] }>(server, 'GET', apiPaths.admin.history(id), headers())).body.results.length;
const job = async (jobId: number) => (await call<Job>(server, 'GET', apiPaths.admin.job(jobId), headers())).body;
const finished = (jobId: number) =>
  waitUntil(
    () => job(jobId),
    (j) => j.status === 'done' || j.status === 'failed',
    90_000,
  );
const ask = (kind: 'align' | 'draft', language: string, mediaId = id) =>
  call<{ job: number; code?: string }>(
    server,
    'POST',
    kind === 'align' ? apiPaths.admin.transcriptAlign(mediaId) : apiPaths.admin.transcriptDraft(mediaId),
    { json: { language }, ...headers() },
  );
const save = (json: Record<string, unknown>, mediaId = id) =>
  call<Media>(server, 'PUT', apiPaths.admin.transcripts(mediaId), { json, ...headers() });

async function interview(): Promise<number> {
  return (await call<Media>(server, 'POST', apiPaths.video.create, { json: mediaPayload({ visibility: 'public' }), ...headers() })).body.id;
}

/** Uploads the spoken interview as the interview's recording and waits until Atlas has taken it in. */
async function holdRecording(mediaId: number): Promise<void> {
  await tusUpload(server, admin, spoken.file, { filename: path.basename(spoken.file), media_id: String(mediaId) });
  await waitUntil(
    async () => (await call<MediaFileList>(server, 'GET', apiPaths.admin.mediaFiles(mediaId), headers())).body,
    (list) => list.results.length > 0 && list.results.every((f) => f.status === 'ready'),
    90_000,
  );
}

async function restart(overrides: Partial<TestServer['config']> = {}): Promise<void> {
  await server.stop();
  server = await startTestServer({ ...server.config, port: 0, ...overrides });
  admin = await adminHeaders(server);
}

beforeAll(async () => {
  [spoken, server] = await Promise.all([
    speakInterview(dir, 'interview', PARAGRAPHS, { voice: 'en+f3', speed: 145, pitch: 72, seed: 11 }),
    startTestServer({ seed: 'none' }),
  ]);
  admin = await adminHeaders(server);
  id = await interview();
  await holdRecording(id);
  // The transcript as typed years ago: no time anywhere.
  expect((await save({ language: 'English', text: PARAGRAPHS.join('\n\n') })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('refuses what cannot be aligned or drafted, with a code, and changes nothing', async () => {
  const bare = await interview();
  await save({ language: 'English', text: 'A transcript without its recording.' }, bare);
  await save({ language: 'Tamazight', text: 'Azul fellawen.' });
  await save({ language: 'Arabic', text: '[00:00:01]' });
  const before = await detail();
  const refusals = [
    [await ask('align', 'English', bare), 409, 'recording_required'],
    [await ask('draft', 'English', bare), 409, 'recording_required'],
    [await ask('align', 'French'), 409, 'transcript_missing'],
    [await ask('align', 'Arabic'), 409, 'transcript_empty'],
    [await ask('align', 'Tamazight'), 400, 'language_not_supported'],
    [await ask('draft', 'French'), 400, 'language_not_supported'],
    [await ask('align', 'English', 999_999), 404, 'not_found'],
  ] as const;
  for (const [res, status, code] of refusals) expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  expect((await detail()).transcripts).toEqual(before.transcripts);
  const drafts = (await call<DraftList>(server, 'GET', apiPaths.admin.transcriptDrafts(id), headers())).body;
  expect(drafts).toMatchObject({ results: [], jobs: [], drafting: { available: true, languages: ['en'] } });
});

it('imports keep to the held recording: an OHMS index and a text end with its probed length when no duration is given', async () => {
  const probed = (await call<MediaFileList>(server, 'GET', apiPaths.admin.mediaFiles(id), headers())).body.results.find(
    (f) => f.role === 'original',
  )!;
  const length = probed.duration_s!;
  expect(length).toBeCloseTo(spoken.seconds, 0);
  const other = await interview();
  await holdRecording(other);
  // The interview's typed duration (ten minutes) is not the recording's: the probe wins.
  const xml = fs
    .readFileSync(path.join(import.meta.dirname, 'fixtures/ohms-open-end.xml'), 'utf8')
    .replace('<time>95</time>', '<time>5</time>');
  const ohms = await call<Media>(server, 'POST', apiPaths.admin.transcriptImport(other), {
    json: { language: 'English', format: 'ohms', content: xml },
    ...headers(),
  });
  expect(ohms.status).toBe(200);
  const end = ohms.body.segments.at(-1)!.end_time;
  expect(end).toBe(formatTime(length));
  const text = await call<Media>(server, 'POST', apiPaths.admin.transcriptImport(other), {
    json: { language: 'French', format: 'text', content: '[00:00:01] Bonjour.\n\n[00:00:04] Merci.' },
    ...headers(),
  });
  const last = parseTimedTranscript(text.body.transcripts.find((t) => t.language === 'French')!.text).at(-1)!;
  expect(last.end).toBeCloseTo(length, 2);
}, 120_000);

it('aligns a transcript typed without times: each paragraph starts where its speech does, one version in History', async () => {
  const kept = await versions();
  const asked = await ask('align', 'English');
  expect(asked.body).toMatchObject({ job: expect.any(Number) });
  expect(await finished(asked.body.job)).toMatchObject({ status: 'done', progress: 1, error: null, kind: 'align' });
  const paragraphs = parseTimedTranscript((await english()).text);
  expect(paragraphs.map((p) => p.text)).toEqual(PARAGRAPHS);
  paragraphs.forEach((p, index) => expect(Math.abs(p.start! - spoken.starts[index]!)).toBeLessThan(0.5));
  expect(await versions()).toBe(kept + 1);
  // The public sees the times too (captions now exist for the recording).
  const publicDetail = (await call<Media>(server, 'GET', apiPaths.media.detail(id))).body;
  expect(publicDetail.transcripts.find((t) => t.language === 'English')!.text).toBe((await english()).text);
}, 120_000);

it('drafts with pocketsphinx, keeps the draft out of public outlets, and publishes it on a corrected save', async () => {
  const published = (await english()).text;
  const asked = await ask('draft', 'English');
  expect(asked.status).toBe(202);
  expect(await finished(asked.body.job)).toMatchObject({ status: 'done', kind: 'draft' });
  const list = (await call<DraftList>(server, 'GET', apiPaths.admin.transcriptDrafts(id), headers())).body;
  expect(list.results).toHaveLength(1);
  const draft = list.results[0]!;
  expect(draft).toMatchObject({ language: 'English', state: 'draft', machine_generated: true, engine: 'pocketsphinx' });
  const heard = parseTimedTranscript(draft.text);
  expect(heard.length).toBeGreaterThan(0);
  expect(heard.every((p) => p.start !== null)).toBe(true);
  // The engine marks words it is unsure of; each one named is a word of its paragraph.
  for (const word of draft.unsure) expect(heard[word.paragraph]!.text.split(' ')[word.index]).toBe(word.word);

  // Nothing public reads drafts: the detail, the captions and the IIIF manifest still carry the published text.
  const words = heard[0]!.text;
  const outlets = await Promise.all([
    fetch(`${server.url}${apiPaths.media.detail(id)}`).then((r) => r.text()),
    fetch(`${server.url}${apiPaths.media.transcriptVtt(id, 'en')}`).then((r) => r.text()),
    fetch(`${server.url}/iiif/${id}/manifest`).then((r) => r.text()),
  ]);
  for (const body of outlets) expect(body.includes(words) && !published.includes(words)).toBe(false);
  expect((await english()).text).toBe(published);

  const kept = await versions();
  const publish = await save({ language: 'English', corrected: true });
  expect(publish.status).toBe(200);
  expect(await english()).toMatchObject({ text: draft.text, machine_generated: true, corrected: true });
  expect(await versions()).toBe(kept + 1);
  expect((await call<DraftList>(server, 'GET', apiPaths.admin.transcriptDrafts(id), headers())).body.results).toEqual([]);
}, 120_000);

it('runs one job per interview and kind, resumes it after a restart, and a failed job changes nothing', async () => {
  await server.app.mediaFiles.queue.stop();
  const first = await ask('align', 'English');
  expect(first.status).toBe(202);
  const again = await ask('align', 'English');
  expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'job_in_progress' });
  expect(await job(first.body.job)).toMatchObject({ status: 'queued', progress: 0 });
  await restart();
  expect(await finished(first.body.job)).toMatchObject({ status: 'done' });

  // The recording gone from storage before the job runs: the job fails with its reason, the transcript stays.
  await server.app.mediaFiles.queue.stop();
  const before = (await english()).text;
  const doomed = await ask('align', 'English');
  const stored = server.config.media!.storage!.slice('file:'.length);
  fs.rmSync(path.join(stored, 'media', String(id)), { recursive: true, force: true });
  await restart();
  expect(await finished(doomed.body.job)).toMatchObject({ status: 'failed', error: expect.stringMatching(/missing from storage/) });
  expect((await english()).text).toBe(before);
}, 180_000);

it('says when drafts cannot be made: engine off, or what to install; drafts through an OpenAI-compatible service', async () => {
  await restart({ transcribeEngine: { kind: 'off' } });
  const off = await ask('draft', 'English');
  expect({ status: off.status, code: off.body.code }).toEqual({ status: 503, code: 'transcription_off' });
  await restart({
    transcribeEngine: { kind: 'whisper-cpp', binary: path.join(dir, 'no-such-whisper'), model: path.join(dir, 'none.bin') },
  });
  const missing = await call<{ code: string; errors: { path: string }[] }>(server, 'POST', apiPaths.admin.transcriptDraft(id), {
    json: { language: 'English' },
    ...headers(),
  });
  expect(missing.status).toBe(503);
  expect(missing.body).toMatchObject({ code: 'speech_tool_missing', errors: [{ path: 'whisper-cpp' }] });

  // A stand-in for an operator's transcription service, answering as OpenAI's API does.
  const received: string[] = [];
  const service = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
    request.on('end', () => {
      received.push(body.includes('name="language"') && body.includes('RIFF') ? 'wav with language' : 'other');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          text: 'hello from the service',
          segments: [{ start: 0.5, end: 2.5, text: 'hello from the service', avg_logprob: -0.1 }],
          words: [
            { word: 'hello', start: 0.5, end: 0.9 },
            { word: 'from', start: 1.0, end: 1.2 },
            { word: 'the', start: 1.3, end: 1.4 },
            { word: 'service', start: 1.5, end: 2.5 },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/v1/audio/transcriptions`;
    // The stored recording went in the test before: this interview gets it again.
    await restart({ transcribeEngine: { kind: 'http', url } });
    const fresh = await interview();
    await holdRecording(fresh);
    const asked = await ask('draft', 'French', fresh);
    expect(asked.status).toBe(202);
    expect(await finished(asked.body.job)).toMatchObject({ status: 'done' });
    const drafts = (await call<DraftList>(server, 'GET', apiPaths.admin.transcriptDrafts(fresh), headers())).body;
    expect(drafts.results).toMatchObject([
      { language: 'French', engine: 'http', text: '[00:00:00.500] hello from the service', unsure: [] },
    ]);
    expect(received).toEqual(['wav with language']);
  } finally {
    service.close();
  }
}, 240_000);
