import { sql } from 'kysely';
import type { DbOrTx } from '../database.ts';

// The same statements on SQLite and PostgreSQL; kept here with the other SQL the query builder does not write.
// Used inside a transaction only (PostgreSQL refuses a savepoint outside one).

const NAME = sql.raw('atlas_review');

export async function savepoint(trx: DbOrTx): Promise<void> {
  await sql`savepoint ${NAME}`.execute(trx);
}

/** Undoes everything since `savepoint`, keeping the transaction open. */
export async function rollbackToSavepoint(trx: DbOrTx): Promise<void> {
  await sql`rollback to savepoint ${NAME}`.execute(trx);
  await sql`release savepoint ${NAME}`.execute(trx);
}

export async function releaseSavepoint(trx: DbOrTx): Promise<void> {
  await sql`release savepoint ${NAME}`.execute(trx);
}
