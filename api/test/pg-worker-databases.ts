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

/** What a worker's template of the sample archive adds to its database's name, and its copies after it (test-server.ts). */
export const SAMPLE_SUFFIX = '_sample';

/**
 * Vitest global set-up of the API project: with TEST_DATABASE_URL set, makes each worker's database
 * afresh, so nothing of an earlier run is left in it; drops the workers' sample archives before the run (one stopped
 * midway may have left some) and after it.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return undefined;
  const names = Array.from({ length: Math.max(1, project.globalConfig.maxWorkers) }, (_, i) =>
    workerDatabaseName(new URL(pgUrl), String(i + 1)),
  );
  await withPgClient(pgUrl, async (admin) => {
    for (const name of names) {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    }
    await dropSampleArchives(admin, names);
  });
  return () => withPgClient(pgUrl, (admin) => dropSampleArchives(admin, names));
}

/** Runs `work` on a connection of its own to the database `url` names, closed after it (the tests' and benches' set-up and clean-up). */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The workers' templates of the sample archive, and any copy of one a server left. */
async function dropSampleArchives(admin: pg.Client, workerNames: string[]): Promise<void> {
  for (const name of workerNames) {
    const left = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      `${name}${SAMPLE_SUFFIX}`,
    ]);
    for (const { datname } of left.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  }
}
