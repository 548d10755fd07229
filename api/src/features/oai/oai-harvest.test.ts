import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { readSampleArchive, seedItems } from '../../seed/seed.ts';
import { errorCode, oai, type Xml } from './oai.test-support.ts';

// A harvest of 250 records in pages of 100 while the archive changes under it.

const t = useTestServer({ seed: 'none' });
const host = () => new URL(t.server.url).hostname;
const idOf = (identifier: string) => Number(identifier.split(':').at(-1));

async function seedArchive(publicCount: number, archivedCount: number) {
  const sample = readSampleArchive();
  const items = Array.from({ length: publicCount + archivedCount }, (_, i) => ({
    ...sample[i % sample.length]!,
    title: `Interview ${i + 1}`,
    visibility: i < publicCount ? ('public' as const) : ('archived' as const),
  }));
  await seedItems(t.server.app.database, items);
}

function page(root: Xml) {
  const list = root.ListRecords;
  const token = list.resumptionToken;
  return {
    records: list.record as Xml[],
    token: typeof token === 'object' ? ((token['#text'] ?? '') as string) : ((token ?? '') as string),
    cursor: token?.['@cursor'] as string | undefined,
    size: token?.['@completeListSize'] as string | undefined,
  };
}

describe('OAI-PMH harvest with resumption tokens', () => {
  it('walks 250 records in pages of 100 while records are edited, withdrawn, deleted, published and added', async () => {
    await seedArchive(250, 2);
    const first = page(await oai(t.server, 'verb=ListRecords&metadataPrefix=oai_dc'));
    expect(first.records).toHaveLength(100);
    expect(first).toMatchObject({ cursor: '0', size: '250' });
    expect(first.token).not.toBe('');
    const ids = first.records.map((r) => idOf(r.header.identifier));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // Between pages: one harvested record edited, one ahead archived, one ahead deleted,
    // a never-public video published and a new one added.
    const harvested = ids[10]!;
    const toArchive = ids[0]! + 150;
    const toDelete = ids[0]! + 220;
    const neverPublic = ids[0]! + 250;
    const stillArchived = ids[0]! + 251;
    expect(
      (await call(t.server, 'PUT', `/api/v/media/${harvested}/full/`, { json: fullPayload({ title: 'Edited' }), headers: t.admin })).status,
    ).toBe(200);
    expect(
      (await call(t.server, 'PATCH', `/api/v/media/${toArchive}/visibility/`, { json: { visibility: 'archived' }, headers: t.admin }))
        .status,
    ).toBe(200);
    expect((await call(t.server, 'DELETE', `/api/v/media/${toDelete}/`, { headers: t.admin })).status).toBeLessThan(300);
    expect(
      (await call(t.server, 'PATCH', `/api/v/media/${neverPublic}/visibility/`, { json: { visibility: 'public' }, headers: t.admin }))
        .status,
    ).toBe(200);
    const added = await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload({ title: 'Added' }), headers: t.admin });

    const second = page(await oai(t.server, `verb=ListRecords&resumptionToken=${encodeURIComponent(first.token)}`));
    expect(second.records).toHaveLength(100);
    expect(second.cursor).toBe('100');
    const third = page(await oai(t.server, `verb=ListRecords&resumptionToken=${encodeURIComponent(second.token)}`, 'POST'));
    expect(third.records).toHaveLength(52);
    expect(third).toMatchObject({ token: '', cursor: '200', size: '252' });

    const all = [...first.records, ...second.records, ...third.records];
    const byId = new Map(all.map((r) => [idOf(r.header.identifier), r]));
    expect(byId.size).toBe(252);
    for (const id of [toArchive, toDelete]) {
      expect(byId.get(id)!.header['@status']).toBe('deleted');
      expect(byId.get(id)!.metadata).toBeUndefined();
    }
    expect(byId.get(neverPublic)!.metadata['oai_dc:dc']['dc:title'][0]['#text']).toBe('Interview 251');
    expect(byId.get(added.body.id)!.header['@status']).toBeUndefined();
    expect(byId.has(stillArchived)).toBe(false);

    // The first token still works after the changes: a harvester may retry a page.
    const retried = page(await oai(t.server, `verb=ListRecords&resumptionToken=${encodeURIComponent(first.token)}`));
    expect(retried.records.map((r) => r.header.identifier)).toEqual(second.records.map((r) => r.header.identifier));
  });

  it('keeps deleted records (persistent), brings them back when republished, never lists never-public videos', async () => {
    // Ids as the first test left them (the archive was seeded from id 1).
    const toDelete = 30;
    const toArchive = 151;
    const stillArchived = 252;
    const deleted = await oai(t.server, `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host()}:${toArchive}`);
    expect(deleted.GetRecord.record[0].header['@status']).toBe('deleted');
    expect(errorCode(await oai(t.server, `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host()}:${stillArchived}`))).toBe(
      'idDoesNotExist',
    );

    const before = new Date(Date.now() - 1000).toISOString().slice(0, 19) + 'Z';
    await call(t.server, 'POST', '/api/v/video/bulk-delete/', { json: { videoIds: [toDelete] }, headers: t.admin });
    await call(t.server, 'POST', '/api/v/video/bulk-update-status/', {
      json: { videoIds: [toArchive], status: 'public' },
      headers: t.admin,
    });
    const changed = await oai(t.server, `verb=ListIdentifiers&metadataPrefix=oai_dc&from=${before}`);
    const headers = changed.ListIdentifiers.header as Xml[];
    expect(headers.find((h) => idOf(h.identifier) === toDelete)?.['@status']).toBe('deleted');
    expect(headers.find((h) => idOf(h.identifier) === toArchive)?.['@status']).toBeUndefined();
    const republished = await oai(t.server, `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host()}:${toArchive}`);
    expect(republished.GetRecord.record[0].metadata['oai_dc:dc']['dc:title'][0]['#text']).toBe(`Interview ${toArchive}`);
  });
});
