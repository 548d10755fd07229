import type { MediaAccess, MediaAccessInputSchema } from '#contracts/access';
import type { z } from 'zod';
import type { DbContext, WriteContext } from '../../db/db-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { accessColumns } from './access-columns.ts';
import { selectsWords, settingsOf } from './access-input.ts';
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
 * Sets an interview's access through the one write path (writeInterviews: lock, kept version, search
 * index so withheld words leave it, publication log, caches). A refused setting throws before any
 * row is written, and the transaction rolls back: nothing is saved.
 */
export async function putAccess(ctx: WriteContext, id: number, input: z.output<typeof MediaAccessInputSchema>): Promise<MediaAccess> {
  return writeInterviews(ctx, [id], async ({ trx, found, now }) => {
    const row = found.length ? await repo.findAccessRow(trx, id) : undefined;
    if (!row) throw notFound('Video not found');
    const transcripts = selectsWords(input) ? await repo.findTranscriptTexts(trx, id) : [];
    const settings = settingsOf(input, parseRedactions(row.redactions), row.duration, transcripts);
    await repo.updateAccess(trx, id, accessColumns(settings), now);
    return presentAccess({ ...settings, redactions: JSON.stringify(settings.redactions) });
  });
}
