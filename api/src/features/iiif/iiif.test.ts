import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { call, fullPayload, segmentPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is walked freely in assertions
type JsonLd = Record<string, any>;

const timedEnglish = '[00:00:05] Interviewer: Where were you born?\n\n[00:01:10] Narrator: In Azrou, under the cedars.';
const timedArabic = '[00:00:05] المحاور: أين ولدت؟\n\n[00:01:10] الراوي: في أزرو تحت الأرز.';

async function create(overrides: Record<string, unknown>, segments = [segmentPayload(1), segmentPayload(2), segmentPayload(3)]) {
  const res = await call<Media>(t.server, 'POST', '/api/v/media/full/', {
    json: { ...fullPayload(overrides), segments },
    headers: t.admin,
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function getJsonLd(path: string) {
  const res = await fetch(`${t.server.url}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cors: res.headers.get('access-control-allow-origin'),
    body: (await res.json()) as JsonLd,
  };
}

describe('IIIF Presentation 3', () => {
  it('a public video is a manifest a IIIF parser accepts without warnings, with one Range per segment', async () => {
    const video = await create({
      title: 'Cedar carvers',
      description: 'حرفة النجارة في أزرو',
      acknowledgement: 'Recorded by the Atlas team',
      restriction: 'http://creativecommons.org/licenses/by-nc/4.0/',
      topics: ['Woodcarving', 'الأرز'],
      transcript: [
        { language: 'English', text: timedEnglish },
        { language: 'العربية', text: timedArabic },
        { language: 'French', text: 'Sans repères.' },
      ],
    });
    const { status, type, cors, body } = await getJsonLd(`/iiif/${video.id}/manifest`);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/presentation\/3\/context\.json"/);
    expect(cors).toBe('*');

    const state = { warnings: [] as string[] };
    presentation3StrictUpgrade(structuredClone(body) as Parameters<typeof presentation3StrictUpgrade>[0], state);
    expect(state.warnings).toEqual([]);
    const { entities, resource } = normalize(structuredClone(body));
    expect(resource).toMatchObject({ type: 'Manifest', id: `${t.server.url}/iiif/${video.id}/manifest` });
    // The parser also files each Range's canvas fragment under Range; the Ranges themselves have type Range.
    const ranges = Object.values(entities.Range).filter((r) => (r as { type: string }).type === 'Range');
    expect(ranges).toHaveLength(3);
    expect(Object.values(entities.Canvas)[0]).toMatchObject({ duration: 600 });

    expect(body['@context']).toBe('http://iiif.io/api/presentation/3/context.json');
    expect(body.label).toEqual({ en: ['Cedar carvers'] });
    expect(body.summary).toEqual({ ar: ['حرفة النجارة في أزرو'] });
    const topics = body.metadata.find((m: { label: { en: string[] } }) => m.label.en[0] === 'Topics');
    expect(topics).toEqual({ label: { en: ['Topics'], ar: ['المواضيع'] }, value: { en: ['Woodcarving'], ar: ['الأرز'] } });
    expect(body.rights).toBe('http://creativecommons.org/licenses/by-nc/4.0/');
    expect(body.requiredStatement.value).toEqual({ en: ['Recorded by the Atlas team'] });
    expect(body.seeAlso.map((s: { id: string }) => s.id)).toEqual([
      `${t.server.url}/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(`oai:127.0.0.1:${video.id}`)}`,
      `${t.server.url}/api/v/media/${video.id}/ohms.xml`,
    ]);
    const canvas = body.items[0];
    expect(canvas.items[0].items[0]).toMatchObject({ motivation: 'painting', body: { type: 'Video', id: video.url } });
    const supplementing = canvas.annotations[0].items;
    expect(
      supplementing.map((a: { motivation: string; body: { id: string; format: string; language: string[] } }) => [
        a.motivation,
        a.body.format,
        a.body.language[0],
        a.body.id,
      ]),
    ).toEqual([
      ['supplementing', 'text/vtt', 'en', `${t.server.url}/api/v/media/${video.id}/transcripts/en.vtt`],
      ['supplementing', 'text/vtt', 'ar', `${t.server.url}/api/v/media/${video.id}/transcripts/ar.vtt`],
    ]);
    expect(body.structures.map((r: { items: { id: string }[] }) => r.items[0]!.id.split('#')[1])).toEqual([
      't=0,60',
      't=60,120',
      't=120,180',
    ]);
  });

  it('archived and unknown videos have no manifest; the collection lists every public manifest only', async () => {
    const hidden = await create({ title: 'Hidden', visibility: 'archived' });
    expect((await getJsonLd(`/iiif/${hidden.id}/manifest`)).status).toBe(404);
    expect((await getJsonLd('/iiif/999999/manifest')).status).toBe(404);
    expect((await getJsonLd('/iiif/abc/manifest')).status).toBe(400);

    const { status, body } = await getJsonLd('/iiif/collection');
    expect(status).toBe(200);
    const { entities } = normalize(structuredClone(body));
    expect(body.label).toEqual({ en: ['Atlas oral-history archive'], ar: ['أرشيف أطلس للتاريخ الشفوي'] });
    expect(Object.keys(entities.Manifest)).toEqual([`${t.server.url}/iiif/1/manifest`]);
    for (const item of body.items) expect((await getJsonLd(new URL(item.id).pathname)).status).toBe(200);
  });
});
