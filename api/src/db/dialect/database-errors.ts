// What a database error means for the request, for both dialects (the codes differ).

/** Node socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL states of a server that is gone or not taking work: connection exceptions
 * (08xxx), administrator/crash shutdown and "cannot connect now" (57P01–57P03), too many
 * connections (53300).
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** Messages node-postgres gives without a code when a connection ends or cannot be had in time. */
const LOST_CONNECTION_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

function codeOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** SQLite primary result codes Atlas tells apart, by number (node:sqlite's `errcode`). */
const SQLITE_PRIMARY: Record<number, string> = { 5: 'BUSY', 6: 'LOCKED', 18: 'TOOBIG', 19: 'CONSTRAINT' };

/**
 * The SQLite primary result code of an error ('CONSTRAINT', 'BUSY', …) from either library:
 * better-sqlite3 names it (`SQLITE_CONSTRAINT_UNIQUE`), node:sqlite numbers it (`errcode` 2067).
 */
function sqlitePrimaryCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'SqliteError') return /^SQLITE_([A-Z]+)/.exec(codeOf(error) ?? '')?.[1];
  if (codeOf(error) === 'ERR_SQLITE_ERROR' && 'errcode' in error && typeof error.errcode === 'number') {
    return SQLITE_PRIMARY[error.errcode & 0xff];
  }
  return undefined;
}

/**
 * A value our schemas let through but the database refuses: SQLite constraint failures and
 * oversized values, PostgreSQL data exceptions (22xxx) and integrity violations (23xxx).
 */
export function isDataRejection(error: unknown): boolean {
  const sqlite = sqlitePrimaryCode(error);
  if (sqlite !== undefined) return sqlite === 'CONSTRAINT' || sqlite === 'TOOBIG';
  const code = codeOf(error);
  return code !== undefined && error instanceof Error && 'severity' in error && /^2[23][0-9A-Z]{3}$/.test(code);
}

/**
 * Whether an error says the database cannot be reached right now (stopped, restarting,
 * network), as opposed to a fault in the request: such a request answers 503 and may be tried
 * again. SQLite's busy/locked after its busy timeout counts too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  const sqlite = sqlitePrimaryCode(error);
  if (sqlite === 'BUSY' || sqlite === 'LOCKED') return true;
  return code === undefined && LOST_CONNECTION_MESSAGES.test(error.message);
}

/**
 * A connection the server ended while it sat idle in the pool (a restart, a failover,
 * pg_terminate_backend): the statement never ran, so it is safe to send again on a new one.
 */
export function isLostIdleConnection(error: unknown): boolean {
  const code = codeOf(error);
  if (code === '57P01' || code === '57P02' || code === 'ECONNRESET' || code === 'EPIPE') return true;
  return error instanceof Error && code === undefined && /Connection terminated|not queryable/i.test(error.message);
}

/**
 * PostgreSQL's refusal to run a named prepared statement whose result columns changed since that connection planned
 * it (a migration by another process): a fresh connection plans it anew (docs/decisions.md §1330).
 */
export function isStalePreparedPlan(error: unknown): boolean {
  return error instanceof Error && codeOf(error) === '0A000' && /cached plan must not change result type/.test(error.message);
}

/**
 * PostgreSQL rolled the transaction back to break a deadlock (40P01) or a serialization
 * conflict (40001): nothing of it was kept, so running it again is safe.
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40P01' || code === '40001';
}
