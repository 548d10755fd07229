import { Migrator, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { currentSchema } from './dialect/dialect.ts';
import { migrationsFor } from './migrations/index.ts';

/** Brings the schema to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const schema = await currentSchema(db, dialect);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
