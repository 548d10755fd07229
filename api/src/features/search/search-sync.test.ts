import { Migrator } from 'kysely';
import { apiPaths } from '#contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/connect.ts';
import { searchEngineFor } from '../../db/dialect/search-engine.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrationsFor } from '../../db/migrations/index.ts';
import { call } from '../../../test/http.ts';
import { adminHeaders, startTestServer, testDatabaseUrl, type TestServer } from '../../../test/test-server.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { setVisibility } from '../media/media.admin.service.ts';
import { deleteMediaByIds, saveMediaWithParts, writeMediaWithParts } from '../media/media.service.ts';
import { buildSearchDocument, loadSearchSources } from './search-document.ts';
import { createVideo, fullInput, search, searchIds } from './search.fixtures.ts';
import { parseSearch } from './search-query.ts';

// The index follows every write in the write's own transaction (docs/decisions.md §200), and the migration
// indexes the rows that existed before it.
const database = testDatabaseUrl();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none', databaseUrl: database.url });
});
afterAll(async () => {
  await server.stop();
  await database.drop();
});

/** Whether the index itself (not the media table) still holds a body word for the video. */
async function indexHolds(id: number, word: string): Promise<boolean> {
  const { db, dialect } = server.app.database;
  return (await searchEngineFor(dialect).bodyMatches(db, parseSearch(word), [id])).has(id);
}

describe('index in sync with writes', () => {
  it('follows an update of the title and transcript', async () => {
    const id = await createVideo(server, 'Olive harvest', {
      media: { transcript: [{ language: 'English', text: 'pressing the olives' }] },
    });
    expect(await searchIds(server, 'pressing')).toEqual([id]);
    // A write outside an HTTP request tells the read caches through app.writeContext() (plugins/read-invalidation.ts).
    await saveMediaWithParts(
      server.app.writeContext(),
      id,
      fullInput('Barley harvest', {
        media: { transcript: [{ language: 'English', text: 'threshing the barley' }] },
      }),
    );
    expect(await searchIds(server, 'olive')).toEqual([]);
    expect(await searchIds(server, 'pressing')).toEqual([]);
    expect(await searchIds(server, 'barley')).toEqual([id]);
    expect(await searchIds(server, 'threshing')).toEqual([id]);
  });

  it('follows the wizard save over HTTP, segments and participants included', async () => {
    const headers = await adminHeaders(server);
    const created = await call<{ id: number }>(server, 'POST', '/api/v/media/full/', {
      headers,
      json: fullInput('Saffron story', { guest: 'Khadija Oufkir', segments: [{ title: 'Picking', transcript: 'crocus flowers at dawn' }] }),
    });
    expect(created.status).toBeLessThan(300);
    const id = created.body.id;
    expect(await searchIds(server, 'crocus')).toEqual([id]);
    expect((await search(server, 'khadija')).results[0]?.match?.fields).toEqual(['guest']);

    const updated = await call(server, 'PUT', `/api/v/media/${id}/full/`, {
      headers,
      json: fullInput('Saffron story', { guest: 'Aicha Bennani', segments: [{ title: 'Drying', transcript: 'stigmas on cloth' }] }),
    });
    expect(updated.status).toBeLessThan(300);
    expect(await searchIds(server, 'crocus')).toEqual([]);
    expect(await searchIds(server, 'khadija')).toEqual([]);
    expect(await searchIds(server, 'stigmas')).toEqual([id]);
    expect(await searchIds(server, 'bennani')).toEqual([id]);
  });

  it('leaves the index as it was when a save fails', async () => {
    const id = await createVideo(server, 'Copper workshop', {
      media: { transcript: [{ language: 'English', text: 'hammering copper trays' }] },
    });
    await expect(
      writeInterviews(server.app.writeContext(), [id], async (write) => {
        await writeMediaWithParts(
          write,
          id,
          fullInput('Silver workshop', {
            media: { transcript: [{ language: 'English', text: 'engraving silver' }] },
          }),
        );
        throw new Error('a later step of the save failed');
      }),
    ).rejects.toThrow('a later step');
    expect(await searchIds(server, 'hammering')).toEqual([id]);
    expect(await searchIds(server, 'engraving')).toEqual([]);
    expect(await searchIds(server, 'silver')).toEqual([]);
  });

  it('drops deleted videos from the index', async () => {
    const id = await createVideo(server, 'Cedar forest', {
      media: { transcript: [{ language: 'English', text: 'macaques in the cedars' }] },
    });
    expect(await indexHolds(id, 'macaques')).toBe(true);
    await deleteMediaByIds(server.app.writeContext(), [id]);
    expect(await searchIds(server, 'cedar')).toEqual([]);
    expect(await indexHolds(id, 'macaques')).toBe(false);
  });
});

describe('metadata found by a part of a word, through every write', () => {
  it('follows a move to the trash, its restore and a restore from History', async () => {
    const id = await createVideo(server, 'Tichka pass', { media: { places: ['Telouet'] } });
    const titleHit = async (part: string) => (await search(server, part)).results.map((m) => [m.id, m.match?.fields]);
    expect(await titleHit('ichk')).toEqual([[id, ['title']]]);
    await deleteMediaByIds(server.app.writeContext(), [id]);
    expect(await searchIds(server, 'ichk')).toEqual([]);
    const headers = await adminHeaders(server);
    expect((await call(server, 'POST', apiPaths.admin.trashRestore(id), { headers })).status).toBe(204);
    expect(await titleHit('ichk')).toEqual([[id, ['title']]]);
    await saveMediaWithParts(server.app.writeContext(), id, fullInput('Ounila valley', { media: { places: ['Telouet'] } }));
    expect(await searchIds(server, 'ichk')).toEqual([]);
    expect(await titleHit('nila')).toEqual([[id, ['title']]]);
    expect((await call(server, 'POST', apiPaths.admin.historyRestore(id, 1), { headers })).status).toBe(200);
    expect(await titleHit('ichk')).toEqual([[id, ['title']]]);
    expect(await searchIds(server, 'nila')).toEqual([]);
    expect(await searchIds(server, 'elou')).toEqual([id]);
  });
});

describe("a word's metadata hits follow their video's visibility and dates", () => {
  // The words' index holds each video's visibility, interview date and creation time (docs/decisions.md §2590).
  it('follows a change of visibility and of the interview date', async () => {
    const older = await createVideo(server, 'Tislit wedding', { media: { interview_date: '1980-01-01' } });
    const newer = await createVideo(server, 'Tislit lake', { media: { interview_date: '1990-01-01' } });
    expect(await searchIds(server, 'tislit')).toEqual([newer, older]);
    expect(await setVisibility(server.app.writeContext(), [newer], 'archived')).toBe(1);
    expect(await searchIds(server, 'tislit')).toEqual([older]);
    expect(await searchIds(server, 'isli')).toEqual([older]);
    const admin = await adminHeaders(server);
    expect(await searchIds(server, 'tislit', admin)).toEqual([newer, older]);
    const archivedOnly = await search(server, 'tislit', { headers: admin, params: { visibility: 'archived' } });
    expect(archivedOnly.results.map((m) => m.id)).toEqual([newer]);
    expect(await setVisibility(server.app.writeContext(), [newer], 'public')).toBe(1);
    await saveMediaWithParts(server.app.writeContext(), older, fullInput('Tislit wedding', { media: { interview_date: '2020-01-01' } }));
    expect(await searchIds(server, 'tislit')).toEqual([older, newer]);
    expect(await searchIds(server, 'isli')).toEqual([older, newer]);
  });
});

describe('migration 2026_12_11_2590', () => {
  it("finds a word's metadata hits indexed before it, in order, the public ones only", async () => {
    const id = await createVideo(server, 'Ouirgane orchard', { media: { interview_date: '1985-01-01' } });
    const newer = await createVideo(server, 'Ouirgane dam', { media: { interview_date: '1995-01-01' } });
    const hidden = await createVideo(server, 'Ouirgane notes', { media: { interview_date: '2005-01-01', visibility: 'archived' } });
    await server.stop();
    const handle = await connectDatabase(database.url);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrationsFor(handle.dialect) } });
      expect((await migrator.migrateTo('2026_12_10_2550_search_head_words')).error).toBeUndefined();
      await migrateToLatest(handle);
    } finally {
      await handle.close();
    }
    server = await startTestServer({ seed: 'none', databaseUrl: database.url });
    expect(await searchIds(server, 'irgan')).toEqual([newer, id]);
    expect(await searchIds(server, 'irgan', await adminHeaders(server))).toEqual([hidden, newer, id]);
  });
});

describe('migration 2026_12_10_2550', () => {
  it('finds by a part of a metadata word the videos indexed before it', async () => {
    const id = await createVideo(server, 'Imilchil betrothal', { guest: 'Itto Ait Hadiddou', media: { interview_date: '1990-01-01' } });
    // Newer, but the part is in its description: ranked after the title (docs/decisions.md §76).
    const newer = await createVideo(server, 'Wedding songs', { media: { description: 'Sung at Imilchil', interview_date: '2010-01-01' } });
    await server.stop();
    const handle = await connectDatabase(database.url);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrationsFor(handle.dialect) } });
      expect((await migrator.migrateTo('2026_12_09_2520_search_head_ranks')).error).toBeUndefined();
      await migrateToLatest(handle);
    } finally {
      await handle.close();
    }
    server = await startTestServer({ seed: 'none', databaseUrl: database.url });
    expect(await searchIds(server, 'lchi')).toEqual([id, newer]);
    expect((await search(server, 'hadid')).results.map((m) => [m.id, m.match?.fields])).toEqual([[id, ['guest']]]);
  });
});

describe('migration 2026_11_22_002', () => {
  it('indexes the videos that existed before it', async () => {
    const id = await createVideo(server, 'Argan cooperative', {
      media: { places: ['Tamanar'], transcript: [{ language: 'العربية', text: 'زيت الأركان من التعاونية' }] },
    });
    await server.stop();
    const handle = await connectDatabase(database.url);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrationsFor(handle.dialect) } });
      // Back to the state before the search index (later migrations roll back with it).
      const down = await migrator.migrateTo('2026_11_22_001_initial');
      expect(down.error).toBeUndefined();
      expect(down.results).toContainEqual(expect.objectContaining({ migrationName: '2026_11_22_002_search_index', status: 'Success' }));
      await migrateToLatest(handle);
    } finally {
      await handle.close();
    }
    server = await startTestServer({ seed: 'none', databaseUrl: database.url });
    expect(await searchIds(server, 'argan')).toEqual([id]);
    const [hit] = (await search(server, 'اركان')).results;
    expect(hit).toMatchObject({ id, match: { fields: ['transcript'], snippet: { text: 'زيت «الأركان» من التعاونية' } } });
    expect((await search(server, 'tamanar')).results[0]?.match?.fields).toEqual(['places']);
  });
});

describe('migration 2026_11_26_1120', () => {
  it('finds the phrases of an archive indexed before pair terms had their mark', async () => {
    const id = await createVideo(server, 'Tannery', {
      media: { transcript: [{ language: 'English', text: 'the dyers of fez soak the hides' }] },
    });
    // The body as the code before wrote it: each pair without the mark pairTerm now puts first (contracts/search-text.ts).
    const { db, dialect } = server.app.database;
    const doc = buildSearchDocument((await loadSearchSources(db, [id])).get(id)!);
    await searchEngineFor(dialect).write(db, id, { ...doc, body: doc.body.map((term) => term.replace(/^\uE001/, '')) });
    expect(await searchIds(server, 'dyers of fez')).toEqual([]);
    await server.stop();
    const handle = await connectDatabase(database.url);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrationsFor(handle.dialect) } });
      const down = await migrator.migrateTo('2026_11_26_1100_participant_name_index');
      expect(down.results).toContainEqual(
        expect.objectContaining({ migrationName: '2026_11_26_1120_search_pair_mark', status: 'Success' }),
      );
      await migrateToLatest(handle);
    } finally {
      await handle.close();
    }
    server = await startTestServer({ seed: 'none', databaseUrl: database.url });
    expect(await searchIds(server, 'dyers of fez')).toEqual([id]);
    expect(await searchIds(server, 'soak the hid')).toEqual([id]);
    expect(await searchIds(server, 'dyers')).toEqual([id]);
  });
});
