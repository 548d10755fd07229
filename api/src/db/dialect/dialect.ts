import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

/** The two databases Atlas runs on. Code that differs between them lives in this folder only. */
export type DialectName = 'sqlite' | 'postgres';

/** An auto-incrementing integer primary key in either dialect. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}
