import { describe, expect, it } from 'vitest';
import { apiPaths } from '#contracts/paths';
import { statementsOfUncachedGet } from '../../../test/statements.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// An uncached page costs a fixed number of SQL statements, whatever its size (no per-row
// queries; a page's videos come with their names and participants in one statement; a search
// reads the videos' metadata once), and one fewer when its videos' summaries are kept.
// Counted by a Kysely plugin on the app's handle. On PostgreSQL each statement is a round trip
// (system calls in both processes), so a search page there learns which hits matched in the body
// with the page itself: 4 statements where SQLite, in process, runs up to 7 (its tiers).
const t = useTestServer();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const statementsFor = async (path: string) => (await statementsOfUncachedGet(t.server, path)).length;

describe('SQL statements per uncached page', () => {
  it.each([
    ['list', 3, `${apiPaths.media.list}?page_size=`],
    ['recent', 3, `${apiPaths.media.recent}?page_size=`],
    ['search (metadata and transcripts)', onPostgres ? 4 : 7, `${apiPaths.media.list}?search=village&page_size=`],
  ] as const)('%s: at most %i, for 2 videos as for 20', async (_name, most, path) => {
    expect(await statementsFor(`${path}2`)).toBeLessThanOrEqual(most);
    expect(await statementsFor(`${path}20`)).toBeLessThanOrEqual(most);
  });

  it('a page of videos whose summaries are kept reads only its ids and count', async () => {
    const path = `${apiPaths.media.list}?page_size=20`;
    await statementsOfUncachedGet(t.server, path);
    const statements = await statementsOfUncachedGet(t.server, `${apiPaths.media.list}?page_size=10`, { keepVideoCaches: true });
    expect(statements.map((s) => s.sql).filter((sql) => /\bfrom "media"/.test(sql))).toHaveLength(2);
    expect(statements.some((s) => /json_group_array|json_agg/.test(s.sql))).toBe(false);
  });

  it('detail: two, the video whole and its held recording (docs/behaviour.md §600)', async () => {
    expect(await statementsFor(apiPaths.media.detail(1))).toBe(2);
  });
});
