import { describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { ArabicLabels, LabelRow } from '#contracts/vocabulary';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// docs/behaviour.md §804: the bilingual vocabulary staff edit, read by public pages and facets.
const seeded = useTestServer();
const t = useTestServer({ seed: 'none' });

const facetsOf = async () => (await call<MediaPage>(t.server, 'GET', `${apiPaths.media.list}?facets=1&lang=ar`)).body.facets!;
const put = (json: unknown, headers = t.admin) => call(t.server, 'PUT', apiPaths.admin.vocabularyLabels, { json, headers });

describe('Arabic forms of topics, languages and places', () => {
  it('the sample archive comes with its topics in Arabic', async () => {
    const res = await call<ArabicLabels>(seeded.server, 'GET', apiPaths.arabicLabels);
    expect(res.status).toBe(200);
    expect(res.body.topic).toMatchObject({ Weaving: 'النسيج', 'Wedding customs': 'عادات الأعراس' });
  });

  it('staff set, change and remove a form; facets carry it as label_ar at once', async () => {
    await call(t.server, 'POST', '/api/v/media/full/', {
      json: fullPayload({ topics: ['Weaving'], places: ['Tizguite'], original_language: 'Tamazight' }),
      headers: t.admin,
    });
    const topicOf = async () => (await facetsOf()).topic.find((v) => v.value === 'Weaving');
    expect(await topicOf()).not.toHaveProperty('label_ar');

    expect((await put({ kind: 'topic', value: 'Weaving', label_ar: ' النسيج ' })).status).toBe(204);
    expect((await put({ kind: 'place', value: 'Tizguite', label_ar: 'تيزكيت' })).status).toBe(204);
    expect((await put({ kind: 'language', value: 'Tamazight', label_ar: 'تمازيغت' })).status).toBe(204);
    const facets = await facetsOf();
    expect(facets.topic.find((v) => v.value === 'Weaving')?.label_ar).toBe('النسيج');
    expect(facets.place.find((v) => v.value === 'Tizguite')?.label_ar).toBe('تيزكيت');
    expect(facets.language.find((v) => v.value === 'Tamazight')?.label_ar).toBe('تمازيغت');
    expect((await call<ArabicLabels>(t.server, 'GET', apiPaths.arabicLabels)).body.place).toEqual({ Tizguite: 'تيزكيت' });

    expect((await put({ kind: 'topic', value: 'Weaving', label_ar: '' })).status).toBe(204);
    expect(await topicOf()).not.toHaveProperty('label_ar');
  });

  it('labels a douar with its HCP census Arabic name, and a staff form still wins', async () => {
    const saved = await call(t.server, 'POST', '/api/v/media/full/', {
      json: fullPayload({ region: { name: 'Tijam', latitude: null, longitude: null }, places: ['Taghrout'] }),
      headers: t.admin,
    });
    expect(saved.status).toBe(201);
    let facets = await facetsOf();
    expect(facets.region.find((v) => v.value === 'Tijam')).toMatchObject({ label_ar: 'تيجام', parent: 'Enjil' });
    expect(facets.region.find((v) => v.value === 'Enjil')).toMatchObject({ label_ar: 'انجيل' });
    expect(facets.place.find((v) => v.value === 'Taghrout')?.label_ar).toBe('تاغروت');

    expect((await put({ kind: 'place', value: 'Taghrout', label_ar: 'تاغروت (بولمان)' })).status).toBe(204);
    facets = await facetsOf();
    expect(facets.place.find((v) => v.value === 'Taghrout')?.label_ar).toBe('تاغروت (بولمان)');
    expect((await put({ kind: 'place', value: 'Taghrout', label_ar: '' })).status).toBe(204);
    expect((await facetsOf()).place.find((v) => v.value === 'Taghrout')?.label_ar).toBe('تاغروت');
  });

  it('lists every topic, language and place (the gazetteer\'s douars too) for staff, with its form or ""', async () => {
    const res = await call<LabelRow[]>(t.server, 'GET', apiPaths.admin.vocabularyLabels, { headers: t.admin });
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ kind: 'place', value: 'Tizguite', label_ar: 'تيزكيت' });
    expect(res.body).toContainEqual({ kind: 'topic', value: 'Weaving', label_ar: '' });
    expect(res.body.filter((row) => row.kind === 'place').length).toBeGreaterThan(142);
  });

  it('is for admins only and refuses a bad edit with a code', async () => {
    expect((await call(t.server, 'GET', apiPaths.admin.vocabularyLabels)).status).toBe(401);
    expect((await put({ kind: 'topic', value: 'Weaving', label_ar: 'x' }, {})).status).toBe(401);
    for (const body of [
      { kind: 'person', value: 'A', label_ar: 'ب' },
      { kind: 'topic', value: ' ', label_ar: 'ب' },
      { kind: 'topic', value: 'A' },
    ]) {
      const res = await put(body);
      expect(res).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    }
  });
});
