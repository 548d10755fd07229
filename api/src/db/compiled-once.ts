import type { Compilable, CompiledQuery } from 'kysely';
import type { DbOrTx } from './database.ts';
import { namePreparedStatement } from './dialect/postgres-pool.ts';

/**
 * Stands for a parameter while a statement is compiled: Kysely passes any value it is given to
 * the compiled statement's parameters untouched, so where each slot landed is where that
 * parameter's value goes on every later run.
 */
class Slot {
  constructor(readonly name: string) {}
}

/** The compiled statement, with the place of each parameter among its values. */
interface Template {
  compiled: CompiledQuery;
  /** Per value of the statement: the parameter's name, or null for a constant the builder put there. */
  names: (string | null)[];
}

/** Whether a compiled statement's value is a stand-in: what a Kysely plugin sees of a statement compiled once (api/test/statements.ts). */
export const isParameterSlot = (value: unknown): boolean => value instanceof Slot;

type Params = Record<string, unknown>;

export interface CompiledOnce<P extends Params, R> {
  execute(db: DbOrTx, params: P): Promise<R[]>;
  executeTakeFirst(db: DbOrTx, params: P): Promise<R | undefined>;
}

/**
 * A statement whose shape never changes, built and compiled by Kysely once per database handle
 * and then run with each call's values: building and compiling a statement cost as much CPU as
 * SQLite running it (docs/decisions.md §1330). The SQL stays parameterised and one query layer
 * serves both databases; only the work of writing the same SQL again is saved.
 *
 * `build` must pass each parameter through to Kysely as a value (`where('id', '=', id)`,
 * `limit(n)`, `sql\`… ${x}\``), never look at it (a branch, `String(x)`, a list for `in`): the
 * shape it builds must be the same for every value. A parameter that does not reach the compiled
 * statement's values (looked at, or inlined by `sql.lit`) fails the first call.
 *
 * Inside a transaction it is built afresh each time (a transaction is a new handle per run, and
 * the read paths this serves run outside them).
 */
export function compiledOnce<P extends Params, R>(build: (db: DbOrTx, params: P) => Compilable<R>): CompiledOnce<P, R> {
  const templates = new WeakMap<DbOrTx, Template>();
  const templateFor = (db: DbOrTx): Template => {
    let template = templates.get(db);
    if (!template) {
      template = compileTemplate(db, build);
      templates.set(db, template);
    }
    return template;
  };
  const compiledFor = (db: DbOrTx, params: P): CompiledQuery<R> => {
    if (db.isTransaction) return build(db, params).compile();
    const { compiled, names } = templateFor(db);
    return { ...compiled, parameters: names.map((name, i) => (name === null ? compiled.parameters[i] : params[name])) };
  };
  const execute = async (db: DbOrTx, params: P) => (await db.executeQuery(compiledFor(db, params))).rows;
  return {
    execute,
    executeTakeFirst: async (db, params) => (await execute(db, params))[0],
  };
}

function compileTemplate<P extends Params>(db: DbOrTx, build: (db: DbOrTx, params: P) => Compilable<unknown>): Template {
  const slots = new Map<string, Slot>();
  const params = new Proxy({} as P, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      let slot = slots.get(name);
      if (!slot) slots.set(name, (slot = new Slot(name)));
      return slot;
    },
  });
  const compiled = build(db, params).compile();
  namePreparedStatement(compiled.sql);
  const names = compiled.parameters.map((value) => (value instanceof Slot ? value.name : null));
  const missing = [...slots.keys()].filter((name) => !names.includes(name));
  if (missing.length) throw new Error(`compiledOnce: ${missing.join(', ')} did not reach the statement's values`);
  return { compiled, names };
}
