import { type ColumnDefinitionBuilder, type CreateTableBuilder, type QueryExecutorProvider, sql } from 'kysely';

/** The two databases Atlas runs on. Code that differs between them lives in this folder only. */
export type DialectName = 'sqlite' | 'postgres';

/** An auto-incrementing integer primary key in either dialect. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/**
 * The schema unqualified tables land in (PostgreSQL's search_path); null on SQLite. The
 * migrator needs it: Kysely looks for its migration tables in every schema unless told one,
 * so a database holding several schemas (test runs) would otherwise find another's tables.
 */
export async function currentSchema(db: QueryExecutorProvider, dialect: DialectName): Promise<string | null> {
  if (dialect !== 'postgres') return null;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? null;
}
