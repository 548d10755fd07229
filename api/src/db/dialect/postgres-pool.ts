import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { isLostIdleConnection, isStalePreparedPlan } from './database-errors.ts';

/** How long a request waits for a connection before it answers 503 (the database is unreachable). */
const CONNECT_TIMEOUT_MS = 3_000;

/** SQL texts sent as named prepared statements, with their names (see namePreparedStatement). */
const statementNames = new Map<string, string>();

/**
 * Sends this SQL as a named prepared statement from now on: each connection parses and plans it
 * once, then only binds values to it, where an unnamed statement is parsed again on every run.
 * For statements compiled once (db/compiled-once.ts), whose texts are few and fixed; any other
 * text stays unnamed, so the server keeps no statement per distinct text (docs/decisions.md §1330).
 */
export function namePreparedStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `atlas_${statementNames.size + 1}`);
}

/**
 * A pg pool that survives the database going away. Every client gets an 'error' listener for
 * its whole life (pg-pool only listens while a client is idle, and an unheard 'error' event
 * ends the process), and the first statement sent on a checked-out client is sent again on
 * another connection when the old one turns out to have been ended by the server while idle.
 */
export function createPostgresPool(config: pg.PoolConfig, onError: (error: Error) => void): { pool: pg.Pool; kyselyPool: PostgresPool } {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...config });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return { pool, kyselyPool: { connect: () => checkOut(pool), end: () => pool.end() } };
}

/** How many connections the pool may hold (pg's default is 10). */
const maxConnections = (pool: pg.Pool): number => pool.options.max ?? 10;

async function checkOut(pool: pg.Pool): Promise<PostgresPoolClient> {
  let client = await pool.connect();
  let firstStatement = true;
  const query = async (text: string, parameters: readonly unknown[]) => {
    const isFirst = firstStatement;
    firstStatement = false;
    const name = statementNames.get(text);
    const send = () => (name === undefined ? client.query(text, [...parameters]) : client.query({ name, text, values: [...parameters] }));
    // A connection lost while idle, or holding a named statement planned before a migration, is replaced.
    const replaceable = (error: unknown) => isLostIdleConnection(error) || (name !== undefined && isStalePreparedPlan(error));
    try {
      return await send();
    } catch (error) {
      if (!isFirst) throw error;
      // The replacement may be another idle connection the server ended before the pool heard of it (a restart
      // ends them all): each such one fails once and is dropped, so at most the pool's size of them are tried.
      let failure = error;
      for (let tries = 0; tries <= maxConnections(pool) && replaceable(failure); tries += 1) {
        client.release(failure as Error);
        client = await pool.connect();
        try {
          return await send();
        } catch (again) {
          failure = again;
        }
      }
      throw failure;
    }
  };
  return {
    query: query as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}
