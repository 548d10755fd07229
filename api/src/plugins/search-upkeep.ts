import fp from 'fastify-plugin';
import { SearchIndexUpkeep } from '../features/search/search-upkeep.ts';
import { tidySearchIndex } from '../features/search/search.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tidies the search index after writes (features/search/search-upkeep.ts); app.invalidateReads tells it of each write. */
    searchUpkeep: SearchIndexUpkeep;
  }
}

/** The search index's upkeep, first run once start-up has been quiet for a moment. */
export const searchUpkeepPlugin = fp(
  async (app) => {
    // The handle as it is now: a test that wraps app.database.db to count a request's statements does not see the upkeep's.
    const { db, dialect } = app.database;
    const upkeep = new SearchIndexUpkeep(
      () => tidySearchIndex(db, dialect),
      (error) => app.log.error({ err: error }, 'Tidying the search index failed; the next write tries again'),
    );
    app.decorate('searchUpkeep', upkeep);
    // Runs before the database plugin's (onClose hooks run in reverse order): a step under way ends first.
    app.addHook('onClose', () => upkeep.close());
    upkeep.afterWrite();
  },
  { name: 'search-upkeep', dependencies: ['database'] },
);
