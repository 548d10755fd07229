import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect/dialect.ts';

// Frozen in time. PostgreSQL only (docs/decisions.md §83): `search_documents.head_a`, `head_b`, `head_c`, the word
// vectors of the metadata groups, have been written on every save and read by nothing since the
// metadata is searched by substring (`search_heads`, migration 2026_11_23_011) and their index went
// (2026_11_23_075). Only `body` stays.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table search_documents drop column head_a, drop column head_b, drop column head_c`.execute(db);
}

/** The columns come back empty: nothing reads them, and the rollback's own code writes them afresh on each save. */
export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table search_documents add column head_a tsvector not null default '',
    add column head_b tsvector not null default '', add column head_c tsvector not null default ''`.execute(db);
}
