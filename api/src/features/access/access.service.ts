import type { MediaAccess, MediaAccessInputSchema } from '#contracts/access';
import type { z } from 'zod';
import { lockMediaRows } from '../../db/dialect/row-locks.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import { keepingVersions } from '../history/history.service.ts';
import type { DbContext } from '../media/media.service.ts';
import { recordPublicationChange } from '../oai/publication-log.repository.ts';
import { reindexMedia } from '../search/search.service.ts';
import { accessColumns } from './access-columns.ts';
import { settingsOf } from './access-input.ts';
import { parseRedactions } from './access-rule.ts';
import * as repo from './access.repository.ts';

// Staff read and change an interview's access (docs/behaviour.md §300).

const presentAccess = (row: {
  access: MediaAccess['access'];
  sealed_until: string | null;
  redactions: string;
  access_note: string;
}): MediaAccess => ({
  access: row.access,
  sealed_until: row.sealed_until,
  redactions: parseRedactions(row.redactions),
  note: row.access_note,
});

export async function getAccess(ctx: DbContext, id: number): Promise<MediaAccess> {
  const row = await repo.findAccessRow(ctx.db, id);
  if (!row) throw notFound('Video not found');
  return presentAccess(row);
}

/**
 * Sets an interview's access in one transaction, with a write's every side effect: the row lock,
 * the version it replaces kept, the search index (withheld words leave it), the publication log.
 * The caller invalidates the read caches once it has committed.
 */
export async function putAccess(ctx: DbContext, id: number, input: z.output<typeof MediaAccessInputSchema>): Promise<MediaAccess> {
  return writeTransaction(ctx.db, async (trx) => {
    if ((await lockMediaRows(trx, ctx.dialect, [id])).length === 0) throw notFound('Video not found');
    const row = await repo.findAccessRow(trx, id);
    if (!row) throw notFound('Video not found');
    const settings = settingsOf(input, parseRedactions(row.redactions), row.duration);
    const now = new Date().toISOString();
    await keepingVersions(trx, ctx.dialect, [id], ctx.actor, () => repo.updateAccess(trx, id, accessColumns(settings), now));
    await reindexMedia(trx, ctx.dialect, id);
    await recordPublicationChange(trx, [id], now);
    return presentAccess({ ...settings, redactions: JSON.stringify(settings.redactions) });
  });
}
