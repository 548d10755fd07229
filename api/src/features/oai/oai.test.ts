import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { errorCode, oai, values } from './oai.test-support.ts';

const t = useTestServer({ archiveName: 'Voices of the Middle Atlas' });
const host = () => new URL(t.server.url).hostname;
const create = async (overrides: Record<string, unknown>) => {
  const res = await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(overrides), headers: t.admin });
  expect(res.status).toBe(201);
  return res.body;
};

describe('OAI-PMH verbs', () => {
  it('Identify says who we are, with persistent deleted records and second granularity', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const root = await oai(t.server, 'verb=Identify', method);
      expect(root.request['@verb']).toBe('Identify');
      expect(root.Identify).toMatchObject({
        repositoryName: 'Voices of the Middle Atlas',
        baseURL: `${t.server.url}/oai`,
        protocolVersion: '2.0',
        adminEmail: `archive@${host()}`,
        deletedRecord: 'persistent',
        granularity: 'YYYY-MM-DDThh:mm:ssZ',
      });
      expect(root.Identify.earliestDatestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  it('ListMetadataFormats offers oai_dc, for the repository and for one record', async () => {
    for (const query of ['verb=ListMetadataFormats', `verb=ListMetadataFormats&identifier=oai:${host()}:1`]) {
      const root = await oai(t.server, query);
      expect(root.ListMetadataFormats.metadataFormat).toEqual([
        {
          metadataPrefix: 'oai_dc',
          schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
          metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
        },
      ]);
    }
  });

  it('GetRecord answers unqualified Dublin Core with xml:lang on Arabic and English values', async () => {
    const video = await create({
      title: 'حكايات الأرز',
      description: 'Stories of the cedar forest',
      topics: ['الأرز', 'Weaving'],
      region: { name: 'Azrou', latitude: 33.4, longitude: -5.2 },
      places: ['Ain Leuh'],
      original_language: 'الدارجة المغربية',
      restriction: 'none',
      interview_date: '2019-03-02',
    });
    const root = await oai(t.server, `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host()}:${video.id}`);
    expect(root.request).toMatchObject({ '@verb': 'GetRecord', '@metadataPrefix': 'oai_dc' });
    const [record] = [root.GetRecord.record].flat();
    expect(record.header.identifier).toBe(`oai:${host()}:${video.id}`);
    expect(record.header.datestamp).toBe(`${video.updated_at.slice(0, 19)}Z`);
    expect(record.header.setSpec).toEqual(['region:azrou']);
    const dc = record.metadata['oai_dc:dc'];
    expect(dc['@xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
    expect(values(dc, 'title')).toEqual([{ text: 'حكايات الأرز', lang: 'ar' }]);
    expect(values(dc, 'description')).toEqual([{ text: 'Stories of the cedar forest', lang: 'en' }]);
    expect(values(dc, 'creator')).toEqual([{ text: 'Gil Guest', lang: 'en' }]);
    expect(values(dc, 'contributor')).toEqual([{ text: 'Hana Host', lang: 'en' }]);
    expect(values(dc, 'subject')).toEqual([
      { text: 'الأرز', lang: 'ar' },
      { text: 'Weaving', lang: 'en' },
    ]);
    expect(values(dc, 'coverage').map((v) => v.text)).toEqual(['Ain Leuh', 'Azrou']);
    expect(values(dc, 'date')).toEqual([{ text: '2019-03-02' }]);
    expect(values(dc, 'language')).toEqual([{ text: 'ar' }]);
    expect(values(dc, 'identifier')).toEqual([{ text: `${t.server.url}/archive/${video.id}` }]);
    expect(values(dc, 'rights')).toEqual([{ text: 'none', lang: 'en' }]);
    expect(values(dc, 'type')[0]).toEqual({ text: 'MovingImage' });
    expect(values(dc, 'format')).toEqual([{ text: 'video' }]);
  });

  it('ListSets lists one set per region, and a set narrows a list', async () => {
    const root = await oai(t.server, 'verb=ListSets');
    const sets = root.ListSets.set as { setSpec: string; setName: string }[];
    expect(sets).toContainEqual({ setSpec: 'region:azrou', setName: 'Azrou' });
    expect(sets.every((s) => /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/.test(s.setSpec))).toBe(true);
    const listed = await oai(t.server, 'verb=ListIdentifiers&metadataPrefix=oai_dc&set=region:azrou');
    expect(listed.ListIdentifiers.header.length).toBeGreaterThan(0);
    expect(listed.ListIdentifiers.header.every((h: { setSpec: string[] }) => h.setSpec.includes('region:azrou'))).toBe(true);
  });

  it('from and until select by datestamp, at day and second granularity', async () => {
    const all = await oai(t.server, 'verb=ListIdentifiers&metadataPrefix=oai_dc');
    const newest = (all.ListIdentifiers.header as { datestamp: string }[])
      .map((h) => h.datestamp)
      .sort()
      .at(-1)!;
    const since = await oai(t.server, `verb=ListIdentifiers&metadataPrefix=oai_dc&from=${newest}`);
    expect(since.ListIdentifiers.header.every((h: { datestamp: string }) => h.datestamp >= newest)).toBe(true);
    const day = await oai(t.server, `verb=ListIdentifiers&metadataPrefix=oai_dc&from=${newest.slice(0, 10)}&until=${newest.slice(0, 10)}`);
    expect(day.ListIdentifiers.header.length).toBeGreaterThanOrEqual(since.ListIdentifiers.header.length);
    expect(errorCode(await oai(t.server, 'verb=ListRecords&metadataPrefix=oai_dc&until=2000-01-01'))).toBe('noRecordsMatch');
  });
});

describe('OAI-PMH errors', () => {
  const cases: [string, string][] = [
    ['', 'badVerb'],
    ['verb=Frobnicate', 'badVerb'],
    ['verb=Identify&verb=ListSets', 'badVerb'],
    ['verb=Identify&extra=1', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-13-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01&until=2021-01-01T00:00:00Z', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2021-01-02&until=2021-01-01', 'badArgument'],
    ['verb=ListIdentifiers&resumptionToken=abc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=region:nowhere', 'noRecordsMatch'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2999-01-01', 'noRecordsMatch'],
    ['verb=ListRecords&resumptionToken=not-a-token', 'badResumptionToken'],
    ['verb=ListSets&resumptionToken=x', 'badResumptionToken'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:1', 'idDoesNotExist'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:HOST:999999', 'idDoesNotExist'],
    ['verb=ListMetadataFormats&identifier=oai:HOST:0', 'idDoesNotExist'],
  ];
  it.each(cases)('%s → %s (GET and POST)', async (query, code) => {
    const q = query.replaceAll('HOST', host());
    expect(errorCode(await oai(t.server, q))).toBe(code);
    expect(errorCode(await oai(t.server, q, 'POST'))).toBe(code);
  });

  it('GetRecord in an unknown format of a known record is cannotDisseminateFormat', async () => {
    expect(errorCode(await oai(t.server, `verb=GetRecord&metadataPrefix=marc21&identifier=oai:${host()}:1`))).toBe(
      'cannotDisseminateFormat',
    );
  });
});
