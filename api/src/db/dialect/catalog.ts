import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialect.ts';

// What a backup needs to know about a database, read from its own catalog, so a table added by
// a later migration is backed up without anyone listing it (api/src/features/backup/).

/** A database seen through its catalog: any table, any column. */
export type DynamicDb = Kysely<Record<string, Record<string, unknown>>>;

export interface TableInfo {
  name: string;
  columns: string[];
  /** Primary-key columns (rows are read in this order); empty when the table has none. */
  primaryKey: string[];
  /** Tables this one references (they must be loaded first). */
  references: string[];
}

/**
 * Bookkeeping and derived tables: migrations are recorded by the restore's own migrate, the search
 * indexes are rebuilt, read_version only tells server processes that something changed, and the
 * rate-limit counters are minutes of traffic, not the archive (a restored site starts them afresh).
 */
const SKIPPED = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'search_documents',
  'search_heads',
  'search_head_words',
  'read_version',
  'rate_limit_counters',
]);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The tables holding the archive's data, parents before the tables that reference them. */
export async function listDataTables(db: DynamicDb, dialect: DialectName): Promise<TableInfo[]> {
  const tables = dialect === 'postgres' ? await postgresTables(db) : await sqliteTables(db);
  return inDependencyOrder(tables.filter((t) => !SKIPPED.has(t.name) && IDENTIFIER.test(t.name)));
}

async function sqliteTables(db: DynamicDb): Promise<TableInfo[]> {
  const { rows } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  // A virtual table (the full-text index) and its shadow tables are derived data.
  const virtual = rows.filter((r) => /^create virtual table/i.test(r.sql ?? '')).map((r) => r.name);
  const real = rows.filter((r) => !virtual.some((v) => r.name === v || r.name.startsWith(`${v}_`)));
  const result: TableInfo[] = [];
  for (const { name } of real) {
    const columns = (await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name}) order by cid`.execute(db))
      .rows;
    const references = (await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db)).rows;
    result.push({
      name,
      columns: columns.map((c) => c.name),
      primaryKey: columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      references: [...new Set(references.map((r) => r.table))],
    });
  }
  return result;
}

async function postgresTables(db: DynamicDb): Promise<TableInfo[]> {
  const tables = (
    await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows;
  const columns = (
    await sql<{ table: string; name: string }>`
    select table_name as table, column_name as name from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db)
  ).rows;
  const keys = (
    await sql<{ table: string; name: string }>`
    select c.relname as table, a.attname as name
    from pg_index i join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indisprimary order by c.relname, k.ord`.execute(db)
  ).rows;
  const foreign = (
    await sql<{ table: string; parent: string }>`
    select child.relname as table, parent.relname as parent
    from pg_constraint f join pg_class child on child.oid = f.conrelid join pg_class parent on parent.oid = f.confrelid
    where f.contype = 'f' and f.connamespace = current_schema()::regnamespace`.execute(db)
  ).rows;
  return tables.map(({ name }) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => c.name),
    primaryKey: keys.filter((k) => k.table === name).map((k) => k.name),
    references: [...new Set(foreign.filter((f) => f.table === name).map((f) => f.parent))],
  }));
}

function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const visiting = new Set<string>();
  const visit = (table: TableInfo) => {
    if (ordered.includes(table) || visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const parent of table.references) {
      const found = byName.get(parent);
      if (found && found !== table) visit(found);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** Opens the one read transaction a backup is made in: a snapshot that writers cannot change. */
export async function beginSnapshotRead(db: DynamicDb, dialect: DialectName): Promise<void> {
  // SQLite (WAL): a deferred transaction's first read fixes its snapshot while writers go on.
  if (dialect === 'postgres') await sql`set transaction isolation level repeatable read read only`.execute(db);
}

/**
 * After rows were loaded with their own ids, new rows must get ids above them (and above
 * `floor`, an id still held elsewhere, such as a video waiting in the trash).
 */
export async function raiseIdSequence(db: DynamicDb, dialect: DialectName, table: string, floor = 0): Promise<void> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const next = Math.max(Number(row?.max ?? 0), floor);
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${Math.max(next, 1)}, ${next > 0})`.execute(db);
    return;
  }
  const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_sequence'`.execute(db);
  if (Number(rows[0]?.n) === 0) return;
  await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
  if (next > 0) await sql`insert into sqlite_sequence (name, seq) values (${table}, ${next})`.execute(db);
}
