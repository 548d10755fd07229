import { sql } from 'kysely';
import type { OtherProcesses } from '../../lib/caches.ts';
import { compiledOnce } from '../compiled-once.ts';
import { sqlitePathFrom } from '../connect.ts';
import type { Db } from '../database.ts';
import type { DialectName } from './dialect.ts';
import { openSqlite } from './sqlite-database.ts';

/**
 * Tells the other server processes on the same database that public content changed, and asks
 * whether one of them did, so every process's read cache follows every write at once. Both
 * databases keep a version row (`read_version`) that a write moves on after it committed and
 * that a process reads before answering from its cache. SQLite reads it through a connection of
 * its own with the statement prepared once (a synchronous primary-key read, about a microsecond;
 * through Kysely it cost tens). PostgreSQL reads it through the pool: one round trip for all the
 * cached answers asked for in one turn of the event loop (sharedByArrivals). LISTEN/NOTIFY was
 * tried first: it costs nothing per request, but a listener may get the notification a few
 * milliseconds after the writer answered, so a read right after a write could still be served
 * stale under load (the interface is lib/caches.ts `OtherProcesses`). `announce` resolves once other processes can see the change; `catchUp` calls its
 * `onChange` when another process announced one since the last look, before any request sharing the
 * same read of the version goes on (so none of them reads what it replaced).
 */
export async function sharedChangesFor(db: Db, dialect: DialectName, databaseUrl: string): Promise<OtherProcesses> {
  if (dialect === 'postgres') {
    const read = async () => Number((await readVersion.executeTakeFirst(db, {}))?.version ?? 0);
    return versionRow(db, sharedByArrivals(read), async () => {});
  }
  const file = sqlitePathFrom(databaseUrl);
  // An in-memory database belongs to this process alone: nobody else can change it.
  if (file === ':memory:') return versionRow(db, null, async () => {});
  const reader = (await openSqlite(file)).database;
  const statement = reader.prepare('select version from read_version where id = 1');
  const read = async () => Number((statement.all([])[0] as { version?: number } | undefined)?.version ?? 0);
  return versionRow(db, read, async () => reader.close());
}

/**
 * PostgreSQL's read of the version row, asked before nearly every public read: compiled once and sent as a named
 * statement, so neither Kysely nor the database works out its one fixed text again each time (docs/decisions.md §1510).
 */
const readVersion = compiledOnce((db) => ({
  compile: () => sql<{ version: number }>`select version from read_version where id = 1`.compile(db),
}));

/**
 * One read for all the requests that ask before it begins: it begins at the end of the event
 * loop's current turn (setImmediate), after every request that arrived in that turn has asked, so
 * each of them gets a read begun after it asked (a change announced before then is seen), and a
 * crowd of requests costs one round trip instead of one each. A request asking while a read is
 * under way waits for the next one, never for one begun before it asked.
 */
function sharedByArrivals(read: () => Promise<number>): () => Promise<number> {
  let next: Promise<number> | null = null;
  return () => {
    next ??= new Promise<number>((resolve, reject) => {
      setImmediate(() => {
        next = null;
        read().then(resolve, reject);
      });
    });
    return next;
  };
}

/** Moves the version row on: every server process on the database forgets its cached reads. Returns the new version. */
export async function announceChange(db: Db): Promise<number> {
  const { rows } = await sql<{ version: number }>`update read_version set version = version + 1 where id = 1 returning version`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

async function versionRow(db: Db, read: (() => Promise<number>) | null, close: () => Promise<void>): Promise<OtherProcesses> {
  let known = read ? await read() : 0;
  return {
    async announce() {
      const version = await announceChange(db);
      // Another process's change in between is still unseen here: leave `known` behind so the next check clears.
      if (version === known + 1) known = version;
    },
    async catchUp(onChange) {
      if (!read) return;
      const version = await read();
      if (version === known) return;
      known = version;
      onChange();
    },
    close,
  };
}
