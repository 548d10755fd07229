import { describe, expect, it } from 'vitest';
import { WebVTTParser } from 'webvtt-parser';
import type { Media } from '#contracts/media';
import { call, fullPayload, segmentPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

async function vtt(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.server.url}${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

function parsed(text: string) {
  const result = new WebVTTParser().parse(text, 'metadata');
  expect(result.errors).toEqual([]);
  return result.cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cue.text }));
}

describe('WebVTT tracks', () => {
  it('chapters: one cue per segment, and a timed transcript per language, both parse cleanly', async () => {
    const transcript = [
      'Before the first marker: a greeting.',
      '[00:00:05] Interviewer: Where were you born? <i>really</i> & why -->',
      '[00:01:10] Narrator: In Azrou.\n\nUnder the cedars.',
      '[00:02:00] The end.',
    ].join('\n\n');
    const arabic = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nالمحاور: أين ولدت؟\n\n00:00:04.000 --> 00:00:09.500\nالراوي: في أزرو.';
    const res = await call<Media>(t.server, 'POST', '/api/v/media/full/', {
      json: {
        ...fullPayload({
          duration: '00:03:00',
          transcript: [
            { language: 'English', text: transcript },
            { language: 'الدارجة المغربية', text: arabic },
            { language: 'French', text: 'Sans repères.' },
          ],
        }),
        segments: [segmentPayload(1, { title: 'Childhood & <school>' }), segmentPayload(2), segmentPayload(3)],
      },
      headers: t.admin,
    });
    const id = res.body.id;

    const chapters = await vtt(`/api/v/media/${id}/chapters.vtt`);
    expect(chapters.status).toBe(200);
    expect(chapters.type).toMatch(/^text\/vtt/);
    expect(parsed(chapters.text)).toEqual([
      { start: 0, end: 60, text: 'Childhood &amp; &lt;school&gt;' },
      { start: 60, end: 120, text: 'Part 2' },
      { start: 120, end: 180, text: 'Part 3' },
    ]);

    const english = parsed((await vtt(`/api/v/media/${id}/transcripts/en.vtt`)).text);
    expect(english.map((c) => [c.start, c.end])).toEqual([
      [0, 5],
      [5, 70],
      [70, 120],
      [120, 180],
    ]);
    expect(english[1]!.text).toBe('Interviewer: Where were you born? &lt;i&gt;really&lt;/i&gt; &amp; why --&gt;');
    expect(english[2]!.text).toBe('Narrator: In Azrou.\nUnder the cedars.');
    expect(parsed((await vtt(`/api/v/media/${id}/transcripts/ar.vtt`)).text)).toEqual([
      { start: 1, end: 4, text: 'المحاور: أين ولدت؟' },
      { start: 4, end: 9.5, text: 'الراوي: في أزرو.' },
    ]);
  });

  it('answers 404 for transcripts without markers, unknown languages and videos the visitor cannot see', async () => {
    const hidden = await call<Media>(t.server, 'POST', '/api/v/media/full/', {
      json: fullPayload({ visibility: 'archived' }),
      headers: t.admin,
    });
    expect((await vtt('/api/v/media/1/transcripts/fr.vtt')).status).toBe(404);
    expect((await vtt('/api/v/media/1/transcripts/de.vtt')).status).toBe(404);
    expect((await vtt('/api/v/media/1/transcripts/x!.vtt')).status).toBe(400);
    expect((await vtt(`/api/v/media/${hidden.body.id}/chapters.vtt`)).status).toBe(404);
    const asAdmin = await vtt(`/api/v/media/${hidden.body.id}/chapters.vtt`, { authorization: t.admin.authorization! });
    expect(asAdmin.status).toBe(200);
    expect(parsed(asAdmin.text)).toHaveLength(2);
  });
});
