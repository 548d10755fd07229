import type { FastifyRequest } from 'fastify';
import type { DbContext } from '../../db/db-context.ts';
import type { AccessLinkContext } from '../access-requests/access-link.ts';
import { readerOf } from '../access/access-reader.ts';
import { accessView, mayShowRecord } from '../access/access-rule.ts';
import { publicDownload } from './media-files.repository.ts';

/** What a request wants of a recording: to play it (HLS, poster, waveform) or its original file. */
export type FileUse = 'stream' | 'original';

/**
 * The one decision whether a request may have a recording's files (docs/behaviour.md §600). Every
 * route that serves them (stream, poster, waveform, original, the detail's `stream`) asks here and
 * nowhere else, and it asks the access rule (docs/behaviour.md §300): an archived or withheld
 * interview's files go to staff (or an access link's holder) only. Files are always streamed through
 * Atlas under this decision: no stored file has a public address of its own. An original holding
 * withheld passages is never a public download (its sound is not silenced over them).
 */
export async function mayHaveFile(
  request: FastifyRequest,
  app: AccessLinkContext & { database: DbContext },
  mediaId: number,
  use: FileUse,
): Promise<boolean> {
  const reader = await readerOf(request, app);
  const ctx = app.database;
  if (reader.audience === 'admin') return true;
  const row = await ctx.db
    .selectFrom('media')
    .select(['id', 'visibility', 'access', 'sealed_until', 'redactions'])
    .where('id', '=', mediaId)
    .executeTakeFirst();
  if (!row || !mayShowRecord(row, reader)) return false;
  const view = accessView(row, reader);
  if (view.withholdsBody) return false;
  return use === 'stream' || (view.ranges.length === 0 && (await publicDownload(ctx.db, mediaId)));
}
