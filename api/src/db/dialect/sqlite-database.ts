import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Which SQLite library serves the embedded database (docs/decisions.md §27). */
type SqliteLibrary = 'node:sqlite' | 'better-sqlite3';

export interface OpenedSqlite {
  database: SqliteDatabase;
  library: SqliteLibrary;
}

// The part of Node's built-in node:sqlite (22.13+) Atlas uses; @types/node 20 does not declare it.
interface NodeStatement {
  columns(): unknown[];
  all(...parameters: unknown[]): unknown[];
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...parameters: unknown[]): IterableIterator<unknown>;
}
interface NodeDatabase {
  exec(sql: string): void;
  prepare(sql: string): NodeStatement;
  close(): void;
}
interface NodeSqliteModule {
  DatabaseSync: new (file: string) => NodeDatabase;
}

/** PRAGMAs of every connection: WAL for readers beside a writer, foreign keys, 5 s wait on a lock. */
const PRAGMAS = ['journal_mode = WAL', 'synchronous = NORMAL', 'foreign_keys = ON', 'busy_timeout = 5000'];

/**
 * Opens a SQLite file with Node's built-in node:sqlite when this Node has it (22.16+ / 23.11+,
 * where a statement can tell whether it returns rows), else with better-sqlite3, a native
 * module that must have been built for this Node (it is an optional dependency: Node 24 needs
 * no build). Both answer Kysely's SqliteDialect the same way.
 */
export async function openSqlite(file: string): Promise<OpenedSqlite> {
  const builtIn = nodeSqlite();
  if (builtIn) {
    const db = new builtIn.DatabaseSync(file);
    for (const pragma of PRAGMAS) db.exec(`pragma ${pragma}`);
    return { database: adaptNodeDatabase(db), library: 'node:sqlite' };
  }
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const db = new BetterSqlite3(file);
  for (const pragma of PRAGMAS) db.pragma(pragma);
  return { database: db, library: 'better-sqlite3' };
}

function nodeSqlite(): NodeSqliteModule | null {
  try {
    const module = process.getBuiltinModule('node:sqlite') as NodeSqliteModule | undefined;
    const probe = module?.DatabaseSync.prototype as unknown as { prepare?: unknown } | undefined;
    if (!module || !probe?.prepare) return null;
    // Statement.columns() arrived in 22.16 / 23.11; without it rows and writes cannot be told apart.
    const db = new module.DatabaseSync(':memory:');
    try {
      return typeof db.prepare('select 1').columns === 'function' ? module : null;
    } finally {
      db.close();
    }
  } catch {
    return null; // Node 20, or a Node 22 that keeps it behind --experimental-sqlite
  }
}

/** node:sqlite spreads parameters and has no `reader`; Kysely passes an array and asks `reader`. */
function adaptNodeDatabase(db: NodeDatabase): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const statement = db.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters),
        run: (parameters) => statement.run(...parameters),
        iterate: (parameters) => statement.iterate(...parameters),
      };
    },
  };
}
