import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './dialect.ts';

// JSON built inside a query, so a page of rows can carry each row's list of related rows in one
// statement: SQLite's json_group_array/json_object and PostgreSQL's json_agg/json_build_object
// (both take an ORDER BY inside the aggregate: SQLite 3.44+, which every supported Node has).

/** A JSON array of `value` over the rows of the aggregate's query, in `orderBy` order; `[]` without rows. */
export function jsonArrayAgg(dialect: DialectName, value: RawBuilder<unknown>, orderBy: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`coalesce(json_agg(${value} order by ${orderBy}), '[]'::json)`
    : sql`json_group_array(${value} order by ${orderBy})`;
}

/** A JSON object of the given keys and values. */
export function jsonObject(dialect: DialectName, entries: Record<string, RawBuilder<unknown>>): RawBuilder<unknown> {
  const pairs = sql.join(Object.entries(entries).map(([key, value]) => sql`${sql.lit(key)}, ${value}`));
  return dialect === 'postgres' ? sql`json_build_object(${pairs})` : sql`json_object(${pairs})`;
}

/** A JSON column's value: SQLite returns its text, PostgreSQL's driver the parsed value. */
export function parseJsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
