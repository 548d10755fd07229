import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { call } from '../../../test/http.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createVideo } from './search.fixtures.ts';

// Whatever a visitor types, search answers 200 with results or an empty list (docs/behaviour.md §802):
// queries are built from normalised words only, never from the user's syntax.
let server: TestServer;
let id: number;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
  id = await createVideo(server, 'Water and bread: NOT a NEAR story', {
    media: { transcript: [{ language: 'English', text: 'title:water OR "bread" AND (salt)* near the well' }] },
  });
});
afterAll(() => server.close());

async function searchStatus(query: string): Promise<{ status: number; body: MediaPage }> {
  return call<MediaPage>(server, 'GET', `/api/v/media/?${new URLSearchParams({ search: query })}`);
}

describe('bad queries never fail', () => {
  it.each([
    ['only punctuation', '?!.,;—«»'],
    ['a lone star', '*'],
    ['a lone quote', '"'],
    ['unbalanced quotes', '"water bread'],
    ['unbalanced brackets', '(water AND'],
    ['a column filter', 'title: water'],
    ['a colon only', ':'],
    ['a caret and braces', '^water {a b} -bread +salt'],
    ['SQL', "'; drop table media; --"],
    ['LIKE wildcards', '%_%\\'],
    ['tsquery syntax', "water & !bread | 'salt':*A <-> well"],
    ['control characters', 'water\u0000\u0007\u001b'],
    ['lone surrogate halves', 'water\uD800 \uDC00'],
    ['a 10 KB string', 'w'.repeat(10_000)],
    ['10 KB of words', 'water bread '.repeat(833)],
    ['a long Arabic string', 'ماء '.repeat(500)],
  ])('%s → 200', async (_kind, query) => {
    const { status, body } = await searchStatus(query);
    expect(status).toBe(200);
    expect(Array.isArray(body.results)).toBe(true);
  });

  // The whole text is looked for as it stands (docs/behaviour.md §802): operators are words of the phrase.
  it.each(['AND', 'OR', 'NOT', 'NEAR', 'water and', 'water OR', 'NOT a NEAR', 'and (salt)', 'water*', '"water"', '(water)'])(
    'treats %j as plain words',
    async (query) => {
      const { status, body } = await searchStatus(query);
      expect(status).toBe(200);
      expect(body.results.map((m) => m.id)).toEqual([id]);
    },
  );

  it.each(['NOT water', 'NEAR(water bread)', "zz' OR '1'='1", 'bread water'])(
    'finds nothing for %j, whose words are there apart',
    async (query) => {
      expect((await searchStatus(query)).body).toMatchObject({ count: 0, results: [] });
    },
  );

  it('finds nothing for a query without words', async () => {
    expect((await searchStatus('*"():')).body).toMatchObject({ count: 0, results: [] });
  });

  it('finds nothing for words that are not there', async () => {
    expect((await searchStatus('camel')).body).toMatchObject({ count: 0, results: [] });
  });

  it('answers a query of many distinct words', async () => {
    const query = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    expect(await searchStatus(query)).toMatchObject({ status: 200, body: { count: 0, results: [] } });
  });

  it('takes repeated words as part of the phrase, and answers a long one', async () => {
    expect((await searchStatus(`${'water '.repeat(40)}bread`)).body).toMatchObject({ count: 0, results: [] });
    const all = await call<MediaPage>(
      server,
      'GET',
      `/api/v/media/?${new URLSearchParams({ search: `${'water '.repeat(40)}bread`, match: 'all_words' })}`,
    );
    expect(all.body.results.map((m) => m.id)).toEqual([id]);
  });
});
