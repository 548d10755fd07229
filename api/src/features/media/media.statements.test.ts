import { describe, expect, it } from 'vitest';
import { apiPaths } from '#contracts/paths';
import { useTestServer } from '../../../test/use-test-server.ts';

// An uncached page costs a fixed number of SQL statements, whatever its size (no per-row
// queries; a page's videos come with their names and participants in one statement; a search
// reads the videos' metadata once). Counted by a Kysely plugin on the app's handle.
const t = useTestServer();

async function statementsFor(path: string): Promise<number> {
  let count = 0;
  const context = t.server.app.database as { db: typeof t.server.app.database.db };
  const original = context.db;
  context.db = original.withPlugin({
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  try {
    // A parameter the routes ignore makes each request a cache miss.
    const res = await t.server.app.inject({ method: 'GET', url: `${path}${path.includes('?') ? '&' : '?'}miss=${Math.random()}` });
    expect(res.statusCode).toBe(200);
  } finally {
    context.db = original;
  }
  return count;
}

describe('SQL statements per uncached page', () => {
  it.each([
    ['list', 3, `${apiPaths.media.list}?page_size=`],
    ['recent', 3, `${apiPaths.media.recent}?page_size=`],
    ['search (metadata and transcripts)', 7, `${apiPaths.media.list}?search=village&page_size=`],
  ] as const)('%s: at most %i, for 2 videos as for 20', async (_name, most, path) => {
    expect(await statementsFor(`${path}2`)).toBeLessThanOrEqual(most);
    expect(await statementsFor(`${path}20`)).toBeLessThanOrEqual(most);
  });

  it('detail: at most 3', async () => {
    expect(await statementsFor(apiPaths.media.detail(1))).toBeLessThanOrEqual(3);
  });
});
