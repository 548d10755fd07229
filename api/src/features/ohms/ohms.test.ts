import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WebVTTParser } from 'webvtt-parser';
import type { Media } from '#contracts/media';
import { call, fullPayload, participantPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const importXml = (xml: string, headers: Record<string, string> = t.admin) =>
  call<Media & { code?: string; message?: string }>(t.server, 'POST', '/api/admin/ohms/import/', {
    raw: xml,
    headers: { ...headers, 'content-type': 'application/xml' },
  });
const exportXml = async (id: number, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.server.url}/api/v/media/${id}/ohms.xml`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
const mediaCount = async () =>
  Number(
    (
      await t.server.app.database.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('OHMS import', () => {
  it('a legacy record with <sync> becomes an archived video: metadata, a segment per index point, both transcripts', async () => {
    const res = await importXml(fixture('legacy-sync.xml'));
    expect(res.status).toBe(201);
    const video = res.body;
    expect(video).toMatchObject({
      title: 'Shepherds of the high pastures',
      visibility: 'archived',
      interview_date: '2019-06-03',
      duration: '00:04:30',
      description: 'A shepherd remembers the seasonal walk to the summer pastures & back.',
      acknowledgement: 'Recorded with the village association.',
      restriction: 'Educational use only',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      region: { name: 'Timahdite', latitude: 32.9, longitude: -5.1 },
      places: ['Jbel Hebri'],
      original_language: 'English',
      host: 'Samir Benali',
      guest: 'Itto Ait Said',
    });
    expect(video.topics.map((x) => x.name)).toEqual(['Transhumance', 'Weaving']);
    expect(video.important_people.map((x) => x.name)).toEqual(['Moha Ouhammou']);
    expect(video.segments.map((s) => [s.number, s.title, s.start_time, s.end_time])).toEqual([
      [1, 'Welcome / ترحيب', '00:00:00', '00:01:35'],
      [2, 'The walk up', '00:01:35', '00:03:20'],
      [3, 'Index point 3', '00:03:20', '00:04:30'],
    ]);
    expect(video.segments[0]).toMatchObject({
      description: 'The interview opens.\n\nبداية المقابلة.',
      transcript: 'SAMIR: Thank you for receiving us.',
    });
    const [english, arabic] = video.transcripts;
    expect(english!.language).toBe('English');
    expect(english!.text.split('\n').filter((line) => line.startsWith('['))).toEqual([
      '[00:00:00] SAMIR: Thank you for receiving us.',
      '[00:01:00] ITTO: In May, when the snow left the passes.',
      '[00:02:00] ITTO: Tents, flour, and the loom.',
      '[00:03:00] SAMIR: Thank you.',
    ]);
    expect(arabic).toMatchObject({ language: 'Arabic', text: '[00:00:00] سمير: شكرا لاستقبالنا.\n[00:01:00] إيطو: مرحبا بكم.' });

    // The synced transcript is a timed track now.
    const vtt = await fetch(`${t.server.url}/api/v/media/${video.id}/transcripts/en.vtt`, {
      headers: { authorization: t.admin.authorization! },
    });
    const parsed = new WebVTTParser().parse(await vtt.text(), 'metadata');
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.map((c) => c.startTime)).toEqual([0, 60, 120, 180]);
  });

  it('a <vtt_transcript> record (byte-order mark, namespace prefix, one-word name) keeps its WebVTT transcript', async () => {
    const res = await importXml(`\uFEFF${fixture('vtt-transcript.xml')}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'حكاية النسيج', visibility: 'archived', guest: 'Fatima -', original_language: 'Arabic' });
    expect(res.body.transcripts[0]!.text).toMatch(/^WEBVTT\n\n00:00:00.000 --> 00:00:20.000\nالمحاور/);
    expect(res.body.segments.map((s) => [s.title, s.start_time, s.end_time])).toEqual([['النسيج', '00:00:00', '00:01:00']]);
  });

  it('refuses malformed, non-OHMS, DTD/XXE and oversized files with a message, and saves nothing', async () => {
    const before = await mediaCount();
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE ROOT [<!ENTITY secret SYSTEM "file:///etc/passwd">]><ROOT><record><title>&secret;</title></record></ROOT>';
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><ROOT><record><title>&lol2;</title></record></ROOT>';
    const cases: [string, number, string, RegExp][] = [
      ['xxe', 400, xxe, /DTD or entities/],
      ['entity expansion', 400, laughs, /DTD or entities/],
      ['malformed', 400, fixture('legacy-sync.xml').replace('</index>', ''), /not well-formed XML \(line \d+/],
      ['not xml', 400, 'title,duration\nA,1', /not well-formed XML/],
      ['not OHMS', 400, '<?xml version="1.0"?><rss><channel><title>News</title></channel></rss>', /not an OHMS file/],
      ['two records', 400, '<ROOT><record><title>A</title></record><record><title>B</title></record></ROOT>', /2 records/],
      ['no title', 400, '<ROOT><record><title> </title></record></ROOT>', /no title/],
      ['bad values', 400, `<ROOT><record><title>${'x'.repeat(400)}</title></record></ROOT>`, /cannot store \(media\.title/],
      [
        'too large',
        413,
        `<ROOT><record><title>Big</title><description>${'x'.repeat(5 * 1024 * 1024)}</description></record></ROOT>`,
        /over 5 MB/,
      ],
    ];
    for (const [name, status, xml, message] of cases) {
      const res = await importXml(xml);
      expect([name, res.status, res.body.message]).toEqual([name, status, expect.stringMatching(message)]);
      expect(res.body.code).toBe(status === 413 ? 'payload_too_large' : 'invalid_import');
      expect(res.body.message).toMatch(/Nothing was saved/);
    }
    expect((await importXml(fixture('vtt-transcript.xml'), {})).status).toBe(401);
    expect(await mediaCount()).toBe(before);
  });
});

describe('OHMS export', () => {
  it('round trip: a video exported as OHMS and imported again is the same video', async () => {
    const created = await call<Media>(t.server, 'POST', '/api/v/media/full/', {
      headers: t.admin,
      json: {
        ...fullPayload({
          title: 'Cedar & snow',
          description: 'Winters in Azrou <before> the road.',
          acknowledgement: 'Thanks to the families.',
          restriction: 'none',
          interview_date: '2018-04-17',
          duration: '00:03:00',
          region: { name: 'Azrou', latitude: 33.44042, longitude: -5.22454 },
          topics: ['Cedar forests', 'الأرز'],
          important_people: ['Mimoun Oukhouya'],
          places: ['Ain Leuh', 'Ifrane'],
          original_language: 'الدارجة المغربية',
          transcript: [
            { language: 'English', text: '[00:00:00] Interviewer: Welcome.\n\n[00:01:30] Narrator: The cedar fed us twice.' },
            { language: 'العربية', text: 'WEBVTT\n\n00:00:00.000 --> 00:01:30.000\nمرحبا.' },
          ],
        }),
        segments: [
          {
            number: 1,
            title: 'Beginnings',
            start_time: '00:00:00',
            end_time: '00:01:30',
            description: 'How it started.',
            transcript: 'Welcome.',
          },
          { number: 2, title: 'الأرز', start_time: '00:01:30', end_time: '00:03:00', description: 'وصف', transcript: '' },
        ],
        participants: [participantPayload(1), participantPayload(2, { first_name: 'Lahcen', last_name: 'Ait Amzil' })],
      },
    });
    const original = created.body;
    const exported = await exportXml(original.id, { authorization: t.admin.authorization! });
    expect(exported.status).toBe(200);
    expect(exported.type).toMatch(/^application\/xml/);
    expect(exported.text).toContain('<version>5.4</version>');
    expect(exported.text).toMatch(/<sync>1:\|1\(1\)<\/sync>/);

    const imported = (await importXml(exported.text)).body;
    const comparable = (m: Media) => ({
      ...m,
      id: 0,
      visibility: 'public',
      created_at: '',
      updated_at: '',
      // The site's poster path names the video's id and last change.
      thumbnail: '',
      metadata: null,
      participants: m.participants.map((p) => [p.first_name, p.last_name, p.role]),
      transcripts: m.transcripts.map((x) => [x.language, x.text]),
      segments: m.segments.map((s) => [s.number, s.title, s.start_time, s.end_time, s.description, s.transcript]),
    });
    expect(comparable(imported)).toEqual(comparable(original));
  });

  it('the public can export public videos only', async () => {
    const archived = await call<Media>(t.server, 'POST', '/api/v/media/full/', {
      json: fullPayload({ visibility: 'archived' }),
      headers: t.admin,
    });
    expect((await exportXml(archived.body.id)).status).toBe(404);
    const published = await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(), headers: t.admin });
    const res = await exportXml(published.body.id);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('+212');
  });
});
