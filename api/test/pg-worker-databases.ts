import pg from 'pg';
import type { TestProject } from 'vitest/node';

// The PostgreSQL pass runs test files side by side, each worker in a database of its own: Kysely's
// migrator reads the migration tables of every schema in its database, so a file creating its schema
// while another file drops one in the same database fails (docs/decisions.md §1200).

/** The database a Vitest worker uses on `pgUrl`: `<name>_w<worker>`; outside Vitest, `pgUrl` itself. */
export function workerDatabaseUrl(pgUrl: string, worker = process.env.VITEST_POOL_ID): string {
  if (!worker) return pgUrl;
  const url = new URL(pgUrl);
  url.pathname = `/${workerDatabaseName(url, worker)}`;
  return url.toString();
}

function workerDatabaseName(url: URL, worker: string): string {
  return `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_w${worker}`;
}

/**
 * Vitest global set-up of the API project: with TEST_DATABASE_URL set, makes each worker's database
 * afresh, so nothing of an earlier run is left in it.
 */
export default async function setup(project: TestProject): Promise<void> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return;
  const workers = Math.max(1, project.globalConfig.maxWorkers);
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    for (let worker = 1; worker <= workers; worker++) {
      const name = workerDatabaseName(new URL(pgUrl), String(worker));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    }
  } finally {
    await admin.end();
  }
}
