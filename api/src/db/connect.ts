import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database.ts';
import { withStatementCache } from './dialect/sqlite-statement-cache.ts';

/** Where the embedded database lives when DATABASE_URL is unset. */
export const DEFAULT_SQLITE_PATH = 'data/atlas.db';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** `sqlite:path`, `file:path` or a bare path; empty means the default file. */
export function sqlitePathFrom(url: string): string {
  const bare = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return bare === '' ? DEFAULT_SQLITE_PATH : bare;
}

export async function connectDatabase(url = ''): Promise<DatabaseHandle> {
  return isPostgresUrl(url) ? connectPostgres(url) : connectSqlite(sqlitePathFrom(url));
}

function connectSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * PostgreSQL through a pool. A `schema` query parameter puts every table in that schema
 * (created when missing), which lets test runs share one database without touching each other.
 */
async function connectPostgres(url: string): Promise<DatabaseHandle> {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: parsed.toString() });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schema}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
