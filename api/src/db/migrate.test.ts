import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-server.ts';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { type DialectMigration, migrations } from './migrations/index.ts';

// A migration that needs every other node stopped (docs/deploy.md "Several machines"): it says so before it runs, and
// on PostgreSQL refuses while another Atlas node is connected.
const database = testDatabaseUrl();
afterAll(() => database.drop());

const probe: DialectMigration = {
  stopEveryNode: 'it drops what the release before reads',
  up: async (db) => {
    await db.schema.createTable('stop_every_node_probe').addColumn('id', 'integer').execute();
  },
};
const all = { ...migrations, '2099_01_01_000_stop_every_node_probe': probe };

it('runs a migration that needs every other node stopped only once no other node is connected, and says so first', async () => {
  const self = await connectDatabase(database.url, { applicationName: 'atlas this-node 1' });
  const other = await connectDatabase(database.url, { applicationName: 'atlas other-node 2' });
  try {
    await migrateToLatest(self);
    // The other node is connected: it answered a query and keeps its connection open.
    await sql`select 1`.execute(other.db);
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    if (self.dialect === 'postgres') {
      await expect(migrateToLatest(self, { all, warn })).rejects.toThrow(/needs every other Atlas node stopped.*atlas other-node 2/);
      expect(warnings).toEqual([expect.stringMatching(/2099_01_01_000_stop_every_node_probe \(it drops what the release before reads\)/)]);
      await other.close();
    }
    await migrateToLatest(self, { all, warn });
    expect(warnings.at(-1)).toMatch(/needs every other Atlas node stopped/);
    await expect(sql`select count(*) as n from stop_every_node_probe`.execute(self.db)).resolves.toBeDefined();
  } finally {
    await self.close();
    if (self.dialect !== 'postgres') await other.close();
  }
});

it('runs such a migration on a database no release has migrated yet without waiting for the nodes starting beside it', async () => {
  const fresh = testDatabaseUrl();
  const self = await connectDatabase(fresh.url, { applicationName: 'atlas this-node 1' });
  const other = await connectDatabase(fresh.url, { applicationName: 'atlas other-node 2' });
  try {
    await sql`select 1`.execute(other.db);
    const warnings: string[] = [];
    await migrateToLatest(self, { all, warn: (message) => warnings.push(message) });
    expect(warnings).toEqual([]);
    await expect(sql`select count(*) as n from stop_every_node_probe`.execute(self.db)).resolves.toBeDefined();
  } finally {
    await other.close();
    await self.close();
    await fresh.drop();
  }
});
