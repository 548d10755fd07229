import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/use-test-server.ts';
import { createVideo, search } from './search.fixtures.ts';
import { SearchIndexUpkeep } from './search-upkeep.ts';
import { tidySearchIndex } from './search.service.ts';

// The search index's upkeep after writes (docs/decisions.md §81): single saves leave small index segments (SQLite)
// or pending lists (PostgreSQL's GIN indexes) that every search reads and the upkeep merges; what any search answers
// never changes.

const context = useTestServer();

describe('search index upkeep on the database', () => {
  it('merges what single saves left, and every search answers the same afterwards', async () => {
    const { server } = context;
    const { db, dialect } = server.app.database;
    await server.app.searchUpkeep.run(); // what start-up left, and no run pending
    // Three single saves: three small segments, two of them at least on one level (FTS5 merges by
    // itself only from four a level, so these are left for the upkeep).
    const saved = ['Azrou cedar forest', 'Ahidous at the souk', 'أحيدوس في أزرو'];
    for (const [i, title] of saved.entries()) {
      await createVideo(server, title, { guest: `Itto Ouhammou${i}`, segments: [{ title: 'Songs', transcript: `the ${title} was sung` }] });
    }
    // Substrings of metadata (middle of a word, two letters, Arabic), body words, two terms.
    const queries = ['zrou', 'ah', 'حيدو', 'ifrane', 'sung', 'cedar forest', 'أزرو', 'souk'];
    const answers = async (round: string) =>
      Promise.all(queries.map(async (q) => (await search(server, q, { params: { round } })).results.map((m) => [m.id, m.match])));
    const before = await answers('before');
    expect(before.every((hits) => hits.length > 0)).toBe(true);

    // The saves left segments to merge, or pending entries to move into the index.
    expect(await tidySearchIndex(db, dialect)).toBe(true);
    await server.app.searchUpkeep.run();
    expect(await tidySearchIndex(db, dialect)).toBe(false);
    expect(await answers('after')).toEqual(before);
  });
});

describe('SearchIndexUpkeep', () => {
  /** An upkeep whose steps are counted; `work` steps report work, then none. */
  function counted(work: number, quietMs = 5) {
    const calls = { steps: 0 };
    let stepped!: () => void;
    const firstStep = new Promise<void>((resolve) => (stepped = resolve));
    const upkeep = new SearchIndexUpkeep(
      async () => {
        calls.steps += 1;
        stepped();
        return calls.steps <= work;
      },
      (error) => {
        throw error;
      },
      quietMs,
    );
    return { upkeep, calls, firstStep };
  }

  it('runs steps until one finds nothing left', async () => {
    const { upkeep, calls } = counted(3);
    await upkeep.run();
    expect(calls.steps).toBe(4);
    await upkeep.close();
  });

  it('tidies a burst of writes once, after it', async () => {
    const { upkeep, calls, firstStep } = counted(0);
    for (let i = 0; i < 5; i += 1) upkeep.afterWrite();
    await firstStep;
    // Waits for the scheduled run, then runs once itself: two steps, where a timer per write would make six.
    await upkeep.run();
    expect(calls.steps).toBe(2);
    await upkeep.close();
  });

  it('logs a failed step and runs again after the next write', async () => {
    let fail = true;
    const errors: unknown[] = [];
    let steps = 0;
    const upkeep = new SearchIndexUpkeep(
      async () => {
        steps += 1;
        if (fail) throw new Error('database is locked');
        return false;
      },
      (error) => errors.push(error),
    );
    await upkeep.run();
    expect(errors).toHaveLength(1);
    fail = false;
    await upkeep.run();
    expect(steps).toBe(2);
    expect(errors).toHaveLength(1);
    await upkeep.close();
  });

  it('runs nothing once closed', async () => {
    const { upkeep, calls } = counted(10, 1);
    upkeep.afterWrite();
    await upkeep.close();
    upkeep.afterWrite();
    await upkeep.run();
    expect(calls.steps).toBe(0);
  });
});
