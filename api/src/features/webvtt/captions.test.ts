import { describe, expect, it } from 'vitest';
import { WebVTTParser } from 'webvtt-parser';
import type { Media } from '#contracts/media';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

const english = [
  '[00:00:00] Samir: When did you first go up to the summer pastures with the flock?',
  '[00:00:06] Itto: I was nine. We left in May, when the snow had left the passes, and the river below the village was loud with melt water; my father walked first, my mother with the mule, and I with the goats behind them all the way to the high tents.',
  '[00:00:40] Samir: Thank you.',
].join('\n\n');
const arabic =
  '[00:00:00] إيطو: كنت في التاسعة من عمري، وخرجنا في شهر ماي عندما ذاب الثلج عن الممرات، وكان النهر تحت القرية عاليا بمياه الذوبان. مشى أبي أولا ثم أمي مع البغل.';

async function captions(id: number, lang: string) {
  const res = await fetch(`${t.server.url}/api/v/media/${id}/captions/${lang}.vtt`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/vtt/);
  const result = new WebVTTParser().parse(await res.text(), 'subtitles');
  expect(result.errors).toEqual([]);
  return result.cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cue.text }));
}

describe('caption tracks', () => {
  it('cut paragraphs into cues of at most 7 s and two lines of 42 characters, at sentence and phrase ends', async () => {
    const res = await call<Media>(t.server, 'POST', '/api/v/media/full/', {
      json: fullPayload({
        duration: '00:03:00',
        transcript: [
          { language: 'English', text: english },
          { language: 'Arabic', text: arabic },
        ],
      }),
      headers: t.admin,
    });
    for (const lang of ['en', 'ar']) {
      const cues = await captions(res.body.id, lang);
      expect(cues.length).toBeGreaterThan(1);
      for (const cue of cues) {
        expect(cue.end - cue.start).toBeLessThanOrEqual(7);
        expect(cue.end).toBeGreaterThan(cue.start);
        const lines = cue.text.split('\n');
        expect(lines.length).toBeLessThanOrEqual(2);
        for (const line of lines) expect([...line].length).toBeLessThanOrEqual(42);
      }
      // Cues follow each other in time and keep every word.
      cues.slice(1).forEach((cue, index) => expect(cue.start).toBeGreaterThanOrEqual(cues[index]!.end - 0.001));
    }
    const en = await captions(res.body.id, 'en');
    const words = en.map((c) => c.text.replace(/\n/g, ' ')).join(' ');
    expect(words).toContain('Itto: I was nine.');
    expect(words.split(/\s+/).length).toBe(
      english
        .replace(/\[[^\]]+\]/g, '')
        .split(/\s+/)
        .filter(Boolean).length,
    );
    // Cues are cut where a sentence or a phrase ends.
    for (const cue of en) expect(cue.text).toMatch(/[.,;:?]$/);
    expect(en.at(-1)).toMatchObject({ start: 40, text: 'Samir: Thank you.' });
    // Arabic phrases end at ، as well.
    const ar = await captions(res.body.id, 'ar');
    for (const cue of ar) expect(cue.text).toMatch(/[،.]$/);
    // Words are laid over their reading time, not over the minutes until the video ends.
    expect(ar.at(-1)!.end).toBeLessThan(30);
  });
});
