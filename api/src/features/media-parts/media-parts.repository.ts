import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DbOrTx } from '../../db/database.ts';

// SQL only, once for every kind of part of a video (segments, participants): a kind's repository
// is a declaration (segments.repository.ts, participants.repository.ts).

export type PartTableName = 'segments' | 'participants';
/** A stored part (the intersection spells out, for generic code, the two columns every kind has). */
export type PartRow<T extends PartTableName> = Selectable<Database[T]> & { id: number; media_id: number };
/** What a caller writes: every column but the row's own id and its video's. */
export type PartValues<T extends PartTableName> = Omit<Insertable<Database[T]>, 'id' | 'media_id'>;

/** Every value column of a kind, named once: the repository writes those and nothing else. */
type ColumnList<T extends PartTableName> = { [C in keyof Required<PartValues<T>>]: true };

export interface PartsDeclaration<T extends PartTableName> {
  table: T;
  /** The order a video's parts are listed in (ties broken by id, that is by creation). */
  orderBy: keyof PartValues<T> & string;
  columns: ColumnList<T>;
}

// Kysely cannot resolve the columns of a table chosen by a type parameter, so the queries below
// see every part table as the columns they share; rows and values are typed per kind at the edges.
interface AnyPartTable {
  id: Generated<number>;
  media_id: number;
  [column: string]: unknown;
}
const shared = (db: DbOrTx) => db as unknown as Kysely<Record<PartTableName, AnyPartTable>>;

export type PartsRepository<T extends PartTableName> = ReturnType<typeof partsRepository<T>>;

export function partsRepository<T extends PartTableName>({ table, orderBy, columns }: PartsDeclaration<T>) {
  const name: PartTableName = table;
  /**
   * The columns of one row, picked by name: callers pass parsed request bodies or snapshots, which
   * may carry `id` or `media` (the product's client sends them) that are not columns.
   */
  const pick = (values: PartValues<T>): Record<string, unknown> =>
    Object.fromEntries(Object.keys(columns).map((column) => [column, values[column as keyof PartValues<T>]]));
  const rowsOf = (mediaId: number, values: PartValues<T>[]) => values.map((v) => ({ ...pick(v), media_id: mediaId }));

  /** The parts of these videos, in the kind's order. */
  async function listOf(db: DbOrTx, mediaIds: number[]): Promise<PartRow<T>[]> {
    if (mediaIds.length === 0) return [];
    const rows = await shared(db).selectFrom(name).selectAll().where('media_id', 'in', mediaIds).orderBy(orderBy).orderBy('id').execute();
    return rows as PartRow<T>[];
  }

  async function findByIds(db: DbOrTx, ids: number[]): Promise<PartRow<T>[]> {
    if (ids.length === 0) return [];
    return (await shared(db).selectFrom(name).selectAll().where('id', 'in', ids).execute()) as PartRow<T>[];
  }

  /** Writes rows without reading them back (a full save may carry long transcripts). */
  async function write(db: DbOrTx, rows: Record<string, unknown>[]): Promise<void> {
    if (rows.length) await shared(db).insertInto(name).values(rows).execute();
  }

  /** Inserts and returns the new rows in the order given. */
  async function insert(db: DbOrTx, mediaId: number, values: PartValues<T>[]): Promise<PartRow<T>[]> {
    if (values.length === 0) return [];
    return (await shared(db).insertInto(name).values(rowsOf(mediaId, values)).returningAll().execute()) as PartRow<T>[];
  }

  /** Writes a video's parts back (from the trash): with the ids they had when `keepIds`, else with new ones. */
  async function restore(db: DbOrTx, mediaId: number, parts: (PartValues<T> & { id: number })[], keepIds: boolean): Promise<void> {
    await write(
      db,
      parts.map((p) => ({ ...pick(p), media_id: mediaId, ...(keepIds ? { id: p.id } : {}) })),
    );
  }

  async function update(db: DbOrTx, id: number, values: PartValues<T>): Promise<PartRow<T>> {
    const row = await shared(db).updateTable(name).set(pick(values)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return row as PartRow<T>;
  }

  async function deleteOf(db: DbOrTx, mediaId: number): Promise<number> {
    const result = await shared(db).deleteFrom(name).where('media_id', '=', mediaId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function deleteById(db: DbOrTx, id: number): Promise<number> {
    const result = await shared(db).deleteFrom(name).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes all parts of a video and writes the given ones in their place. */
  async function replace(db: DbOrTx, mediaId: number, values: PartValues<T>[]): Promise<void> {
    await deleteOf(db, mediaId);
    await write(db, rowsOf(mediaId, values));
  }

  return { listOf, findByIds, insert, restore, update, deleteOf, deleteById, replace };
}
