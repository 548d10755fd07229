import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database.ts';
import { createPostgresPool } from './dialect/postgres-pool.ts';
import { openSqlite } from './dialect/sqlite-database.ts';
import { withStatementCache } from './dialect/sqlite-statement-cache.ts';

/** Where the embedded database lives when DATABASE_URL is unset. */
const DEFAULT_SQLITE_PATH = 'data/atlas.db';

/** Every Atlas connection's application_name starts so on PostgreSQL (a node adds its name). */
export const ATLAS_APPLICATION_NAME = 'atlas';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** `sqlite:path`, `file:path` or a bare path; empty means the default file. */
export function sqlitePathFrom(url: string): string {
  const bare = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return bare === '' ? DEFAULT_SQLITE_PATH : bare;
}

export interface ConnectOptions {
  /**
   * Told about a connection the database ended or broke (a restart, a failover); the pool drops
   * it and opens a new one when needed, so this is for the log only.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL's application_name for this process's connections (`atlas NODE_NAME PID`: db/migrate.ts looks for other nodes by it). */
  applicationName?: string;
}

export async function connectDatabase(url = '', options: ConnectOptions = {}): Promise<DatabaseHandle> {
  return isPostgresUrl(url) ? connectPostgres(url, options) : connectSqlite(sqlitePathFrom(url));
}

async function connectSqlite(file: string): Promise<DatabaseHandle> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const { database } = await openSqlite(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * PostgreSQL through a pool. A `schema` query parameter puts every table in that schema
 * (created when missing), which lets test runs share one database without touching each other.
 */
async function connectPostgres(url: string, options: ConnectOptions): Promise<DatabaseHandle> {
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
  const onError = options.onConnectionError ?? ((error: Error) => console.error(`Database connection error: ${error.message}`));
  const { pool, kyselyPool } = createPostgresPool(
    {
      connectionString: parsed.toString(),
      max: 10,
      application_name: options.applicationName ?? ATLAS_APPLICATION_NAME,
      ...(schema ? { options: `-c search_path="${schema}"` } : {}),
    },
    onError,
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool }) });
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
