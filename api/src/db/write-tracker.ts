import type {
  KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow,
} from 'kysely';

const WRITE_SQL = /^\s*(insert|update|delete|replace|create|drop|alter|truncate)\b/i;

/**
 * Counts writes to the database, so caches of read answers know when they went stale.
 * As a Kysely plugin it sees every query of the app's database handle, whoever sends it
 * (routes, services, seed, tests); `bump()` is also called after every non-GET request to
 * the video API (/api/v/), which covers a transaction whose commit lands after its last write query.
 */
export class WriteTracker implements KyselyPlugin {
  #version = 0;

  get version(): number {
    return this.#version;
  }

  bump(): void {
    this.#version += 1;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(args.node)) this.bump();
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

function isWrite(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'SelectQueryNode':
      return false;
    case 'RawNode':
      return WRITE_SQL.test(node.sqlFragments[0] ?? '');
    default:
      // insert, update, delete, merge and every schema change
      return true;
  }
}
