import { beforeAll, describe, expect, it } from 'vitest';
import { sqliteSearchEngine } from '../../db/dialect/search-sqlite.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { parseSearch } from './search-query.ts';
import { createVideo } from './search.fixtures.ts';

// The SQLite engine ranks a small head tier (hits with a term in the metadata) in one statement
// and a large one tier by tier; a page must not depend on which. Both ways run here over the same
// rows, page by page, against the order the archive promises: group weight (title and people 4,
// places and topics 2, description and the rest 1, added up), then the newest interview.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres) console.log('search-tiers.test.ts: skipped on PostgreSQL, it compares the two ranking paths of the SQLite engine');
const t = useTestServer({ seed: 'none' });
const expected: number[] = [];

beforeAll(async () => {
  if (onPostgres) return;
  const video = (title: string, date: string, media: Record<string, unknown> = {}, guest?: string) =>
    createVideo(t.server, title, { media: { interview_date: date, ...media }, ...(guest ? { guest } : {}) });
  // In rank order: weight 7, 6, 5, 4 (two, by date), 3, 2, 1, then the body only (two, by date).
  expected.push(
    await video('Tizguit spring', '2001-01-01', { places: ['Tizguit'], description: 'By the tizguit river' }),
    await video('Tizguit cedars', '2002-01-01', { topics: ['Tizguit'] }),
    await video('Old songs', '2003-01-01', { description: 'Tizguit valley' }, 'Itto Tizguiti'),
    await video('Tizguit market', '2010-01-01'),
    await video('Tizguit mill', '2004-01-01'),
    await video('Herding', '2005-01-01', { places: ['Tizguit'], description: 'tizguit' }),
    await video('Cedar bark', '2006-01-01', { topics: ['Tizguit'] }),
    await video('Snow', '2007-01-01', { description: 'Up the tizguit' }),
    await video('Bread', '2009-01-01', { transcript: [{ language: 'English', text: 'We walked to Tizguit.' }] }),
    await video('Wool', '2008-01-01', { transcript: [{ language: 'English', text: 'Tizguit at dawn.' }] }),
  );
  await video('Unrelated', '2011-01-01');
});

describe.skipIf(onPostgres)('SQLite search ranking, in one statement and tier by tier', () => {
  it.each([
    ['in one statement', sqliteSearchEngine(1_000)],
    ['tier by tier', sqliteSearchEngine(0)],
  ])('pages %s give the promised order and count', async (_way, engine) => {
    const { db } = t.server.app.database;
    const query = parseSearch('tizguit');
    const pages: number[] = [];
    for (let offset = 0; offset < expected.length + 3; offset += 3) {
      const { total, hits } = await engine.search(db, query, { visibility: 'public', limit: 3, offset });
      expect(total).toBe(expected.length);
      pages.push(...hits.map((h) => h.id));
    }
    expect(pages).toEqual(expected);
  });
});
