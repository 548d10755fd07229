import type { DbOrTx } from '../../db/database.ts';
import { perStatement } from '../../db/per-statement.ts';
import { findAccessStates } from '../access/access.repository.ts';

// What the write path compares to tell which interviews' access a write changed (their event's `access`): the
// columns the read model decides from, and the day the public's view next changes by itself.

/** Each existing interview's access columns, as one comparable string; an absent id is not there. */
export type AccessStates = Map<number, string>;

export async function accessStates(trx: DbOrTx, ids: readonly number[]): Promise<AccessStates> {
  const states: AccessStates = new Map();
  for (const run of perStatement(ids)) {
    for (const { id, ...columns } of await findAccessStates(trx, run)) states.set(id, JSON.stringify(columns));
  }
  return states;
}

/** The ids whose access differs between the two readings, an interview that came or went included. */
export const changedAccess = (before: AccessStates, after: AccessStates, ids: readonly number[]): number[] =>
  ids.filter((id) => before.get(id) !== after.get(id));

/** The ids that exist in one reading and not the other: brought back or taken out (a restore, a delete). */
export const cameOrWent = (before: AccessStates, after: AccessStates, ids: readonly number[]): number[] =>
  ids.filter((id) => before.has(id) !== after.has(id));
