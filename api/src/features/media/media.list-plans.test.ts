import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#contracts/paths';
import { statementsOfUncachedGet } from '../../../test/statements.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// A public list page finds its 20 videos in an index in the page's order, never by sorting
// every public video (50,000 synthetic videos: a page sorted by id, an order with no index,
// took 37 ms; the same page from an index 0.2 ms). SQLite's planner says which it does for the
// very statement a request runs (captured from the app's query layer). PostgreSQL's planner
// chooses by table statistics, so on a test database of a few rows a sort is right there; its
// order indexes come from migration 003.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres) console.log('media.list-plans.test.ts: skipped on PostgreSQL, whose planner sorts a few rows by choice');
const t = useTestServer();

/** The statement choosing a list page's videos, as the request ran it. */
async function pageStatement(path: string): Promise<CompiledQuery> {
  const statements = await statementsOfUncachedGet(t.server, path);
  const page = statements.find((s) => /^select "media"\."id" from "media"/.test(s.sql) && / limit /.test(s.sql));
  if (!page) throw new Error(`no list statement among: ${statements.map((s) => s.sql).join('\n')}`);
  return page;
}

describe.skipIf(onPostgres)('public list pages come from an index in their order', () => {
  it.each([
    ['newest interview first (the default)', apiPaths.media.list, ''],
    ['oldest interview first', apiPaths.media.list, '&sort=oldest'],
    ['recent', apiPaths.media.recent, ''],
    ['most watched', apiPaths.media.mostWatched, ''],
  ])('%s', async (_order, path, sort) => {
    const page = await pageStatement(`${path}?page_size=20${sort}`);
    const plan = await t.server.app.database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]),
    );
    const details = plan.rows.map((r) => r.detail);
    expect(details.join(' | ')).toMatch(/USING (COVERING )?INDEX media_/);
    expect(details.join(' | ')).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
