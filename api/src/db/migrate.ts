import { Migrator, type MigrationProvider, sql } from 'kysely';
import { ATLAS_APPLICATION_NAME } from './connect.ts';
import type { DatabaseHandle } from './database.ts';
import { currentSchema } from './dialect/dialect.ts';
import { type DialectMigration, migrations, migrationsFor } from './migrations/index.ts';

export interface MigrateOptions {
  /** Every migration (the tests add one); the app's by default. */
  all?: Record<string, DialectMigration>;
  /** Told, before it runs, of a migration that needs every other node stopped. */
  warn?: (message: string) => void;
}

/** Brings the schema to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle, options: MigrateOptions = {}): Promise<void> {
  const { db, dialect } = handle;
  const all = options.all ?? migrations;
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect, all) };
  const schema = await currentSchema(db, dialect);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  await refuseWhileOthersConnected(handle, migrator, all, options.warn);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * A pending migration marked `stopEveryNode` runs only when no other Atlas node is connected to the database
 * (docs/deploy.md "Several machines"), unless no migration has run there yet: it says so first, and refuses with the other nodes' names while any is. On
 * PostgreSQL every node's connections carry its application_name (`atlas NODE_NAME PID`); on SQLite only processes of
 * this machine share the file, and the one that migrates starts the others after it.
 */
async function refuseWhileOthersConnected(
  { db, dialect }: DatabaseHandle,
  migrator: Migrator,
  all: Record<string, DialectMigration>,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<void> {
  const known = await migrator.getMigrations();
  // A database no release has migrated yet has no node of an older release to wait for (a first start, a new database).
  if (!known.some((m) => m.executedAt)) return;
  const pending = known.filter((m) => !m.executedAt && all[m.name]?.stopEveryNode);
  if (pending.length === 0) return;
  const names = pending.map((m) => `${m.name} (${all[m.name]!.stopEveryNode})`).join(', ');
  warn(`Migration ${names} needs every other Atlas node stopped while it runs.`);
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{ name: string }>`
    select distinct application_name as name from pg_stat_activity
    where datname = current_database() and application_name like ${`${ATLAS_APPLICATION_NAME} %`}
      and application_name <> current_setting('application_name')`.execute(db);
  if (rows.length > 0) {
    throw new Error(
      `Migration ${names} needs every other Atlas node stopped, and ${rows.length} still use the database (${rows.map((r) => r.name).join(', ')}): stop them, start this node alone, then the others.`,
    );
  }
}
