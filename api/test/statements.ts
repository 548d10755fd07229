import type { CompiledQuery, QueryId } from 'kysely';
import { isParameterSlot } from '../src/db/compiled-once.ts';
import type { TestServer } from './test-server.ts';

/**
 * The SQL statements an uncached GET of `path` runs through the app's query layer, compiled as
 * sent (text and parameters), in order. A parameter the routes ignore makes the request a cache
 * miss; what is kept of single videos (summaries, search bodies) is forgotten first unless `keepVideoCaches` (the cold path).
 * Captured by a Kysely plugin put on the app's handle for this one request, which sees every
 * statement as it is compiled; a statement compiled once (db/compiled-once.ts) is compiled on this
 * new handle with stand-ins for its values, so it is taken when it runs instead, with them.
 */
export async function statementsOfUncachedGet(
  server: TestServer,
  path: string,
  { keepVideoCaches = false } = {},
): Promise<CompiledQuery[]> {
  if (!keepVideoCaches) server.app.caches.invalidate();
  const context = server.app.database as { db: typeof server.app.database.db };
  const original = context.db;
  const statements: CompiledQuery[] = [];
  const compiledOnce = new Set<QueryId>();
  const capturing = original.withPlugin({
    transformQuery: (args) => {
      const compiled = original.getExecutor().compileQuery(args.node, args.queryId);
      if (compiled.parameters.some(isParameterSlot)) compiledOnce.add(args.queryId);
      else statements.push(compiled);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const execute = capturing.executeQuery.bind(capturing);
  // compiledOnce runs what it compiled (a CompiledQuery) through the handle's executeQuery.
  capturing.executeQuery = ((query: CompiledQuery) => {
    if (compiledOnce.has(query.queryId)) statements.push(query);
    return execute(query);
  }) as typeof capturing.executeQuery;
  context.db = capturing;
  try {
    const res = await server.app.inject({ method: 'GET', url: `${path}${path.includes('?') ? '&' : '?'}miss=${Math.random()}` });
    if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}: ${res.body}`);
  } finally {
    context.db = original;
  }
  return statements;
}
