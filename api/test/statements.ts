import type { CompiledQuery } from 'kysely';
import type { TestServer } from './test-server.ts';

/**
 * The SQL statements an uncached GET of `path` runs through the app's query layer, compiled as
 * sent (text and parameters), in order. A parameter the routes ignore makes the request a cache
 * miss; what is kept of single videos (summaries, search bodies) is forgotten first unless `keepVideoCaches` (the cold path).
 * Captured by a Kysely plugin put on the app's handle for this one request.
 */
export async function statementsOfUncachedGet(
  server: TestServer,
  path: string,
  { keepVideoCaches = false } = {},
): Promise<CompiledQuery[]> {
  if (!keepVideoCaches) server.app.videoCaches.forget();
  const context = server.app.database as { db: typeof server.app.database.db };
  const original = context.db;
  const statements: CompiledQuery[] = [];
  context.db = original.withPlugin({
    transformQuery: (args) => {
      statements.push(original.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  try {
    const res = await server.app.inject({ method: 'GET', url: `${path}${path.includes('?') ? '&' : '?'}miss=${Math.random()}` });
    if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}: ${res.body}`);
  } finally {
    context.db = original;
  }
  return statements;
}
