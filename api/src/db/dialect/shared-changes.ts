import crypto from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { sqlitePathFrom } from '../connect.ts';
import type { Db } from '../database.ts';
import { currentSchema, type DialectName } from './dialect.ts';
import { openSqlite } from './sqlite-database.ts';

/**
 * Tells the other server processes on the same database that public content changed, and
 * asks whether one of them did, so every process's read cache follows every write at once.
 * SQLite: a version row (`read_version`), read before each cached answer through a connection of
 * its own with the statement prepared once (a synchronous primary-key read of a page SQLite already
 * holds, about a microsecond; through Kysely it cost tens). PostgreSQL: LISTEN/NOTIFY on a channel named after the schema,
 * so nothing is read per request.
 */
export interface SharedChanges {
  /** Announces a committed change. Resolves once other processes can see it. */
  announce(): Promise<void>;
  /** True when another process announced a change since the last call (or when that cannot be known). */
  changedElsewhere(): Promise<boolean>;
  close(): Promise<void>;
}

export async function sharedChangesFor(db: Db, dialect: DialectName, databaseUrl: string): Promise<SharedChanges> {
  return dialect === 'postgres' ? listenPostgres(db, databaseUrl) : sqliteVersionRow(db, sqlitePathFrom(databaseUrl));
}

async function sqliteVersionRow(db: Db, file: string): Promise<SharedChanges> {
  // An in-memory database belongs to this process alone: nobody else can change it.
  const reader = file === ':memory:' ? null : (await openSqlite(file)).database;
  const statement = reader?.prepare('select version from read_version where id = 1');
  const read = () => Number((statement?.all([])[0] as { version?: number } | undefined)?.version ?? 0);
  let known = read();
  return {
    async announce() {
      const { rows } = await sql<{ version: number }>`update read_version set version = version + 1 where id = 1 returning version`.execute(db);
      const version = Number(rows[0]?.version ?? 0);
      // Another process's change in between is still unseen here: leave `known` behind so the next check clears.
      if (version === known + 1) known = version;
    },
    async changedElsewhere() {
      if (!statement) return false;
      const version = read();
      if (version === known) return false;
      known = version;
      return true;
    },
    async close() {
      reader?.close();
    },
  };
}

/** How long to wait before listening again after the listening connection failed. */
const RELISTEN_MS = 1_000;
/** A write waits at most this long for its own notification to come back (see announce). */
const ECHO_TIMEOUT_MS = 1_000;

async function listenPostgres(db: Db, databaseUrl: string): Promise<SharedChanges> {
  const schema = (await currentSchema(db, 'postgres')) ?? 'public';
  // Channel names are identifiers (at most 63 bytes); schema names are already validated as such.
  const channel = `atlas_reads_${schema}`.slice(0, 63);
  const self = crypto.randomBytes(8).toString('hex');
  const url = new URL(databaseUrl);
  url.searchParams.delete('schema');
  let changed = false;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let sent = 0;
  const echoes = new Map<string, () => void>();

  const relistenLater = () => {
    if (!closed) retry ??= setTimeout(() => { retry = null; void listen().catch(relistenLater); }, RELISTEN_MS);
  };
  const listen = async () => {
    const next = new pg.Client({ connectionString: url.toString() });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const echo = echoes.get(message.payload ?? '');
      if (echo) echo();
      else if (!message.payload?.startsWith(`${self}:`)) changed = true;
    });
    next.on('error', () => {
      // Missed notifications cannot be known: answer "changed" until listening again.
      listening = false;
      void next.end().catch(() => {});
      relistenLater();
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = next;
    changed = true;
    listening = true;
  };
  await listen();

  return {
    /**
     * Resolves once this process's own listener got the notification back: the server signals every
     * listener at once, so by then the other processes have it too, before this write is answered.
     */
    async announce() {
      const payload = `${self}:${(sent += 1)}`;
      const echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), ECHO_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timer);
          echoes.delete(payload);
          resolve();
        };
        echoes.set(payload, done);
      });
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
      if (listening) await echoed;
      else echoes.get(payload)?.();
    },
    async changedElsewhere() {
      // One turn of the event loop first: a notification that reached the socket together with this
      // request is read before the cache is consulted.
      await new Promise((resolve) => setImmediate(resolve));
      if (!listening) return true;
      const was = changed;
      changed = false;
      return was;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
