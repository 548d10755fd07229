/**
 * Ids (or rows) per statement wherever a list can be long (an import, a backup restore, a collection of thousands):
 * far below SQLite's and PostgreSQL's limits on bound parameters, even for rows of several columns.
 */
const PER_STATEMENT = 500;

/** `items` in runs of at most `PER_STATEMENT`, in order: one statement for each. */
export function perStatement<T>(items: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += PER_STATEMENT) runs.push(items.slice(i, i + PER_STATEMENT));
  return runs;
}
